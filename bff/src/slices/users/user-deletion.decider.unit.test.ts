import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import { userDecider, userReleases, userReservations } from './user.decider.ts';

const invited = {
  type: 'user.invited' as const,
  data: { id: 'u1', email: 'Ivy@Example.com', name: 'Ivy' },
};
const deleted = { type: 'user.deleted' as const, data: { id: 'u1' } };
const deleteUser = { type: 'DeleteUser' as const, userId: 'u1' };

describe('DeleteUser', () => {
  const spec = deciderSpec(userDecider);

  it('deletes a user', () => {
    spec.given([invited]).when(deleteUser).then([deleted]);
  });

  it('does nothing for a user deleted already (a retry, two superusers at once)', () => {
    spec.given([invited, deleted]).when(deleteUser).thenNothing();
  });

  it('refuses a user who never existed', () => {
    spec.when(deleteUser).thenRejects('NOT_FOUND', { field: 'id', entity: 'user' });
  });

  it('leaves nothing for the other commands to act on', () => {
    const gone = spec.given([invited, deleted]);
    gone.when({ type: 'Reinvite', userId: 'u1' }).thenRejects('NOT_FOUND');
    gone
      .when({ type: 'JoinUser', userId: 'u1', name: 'Ivy', password: 'secret', passwordHash: 'h' })
      .thenRejects('NOT_FOUND');
    gone
      .when({ type: 'UpdateUserSettings', userId: 'u1', settings: { autoPlay: false } })
      .thenRejects('NOT_FOUND');
    gone
      .when({
        type: 'UpdateUser',
        userId: 'u1',
        email: 'ivy@example.com',
        name: 'Ivy',
        password: null,
        passwordHash: null,
        external: false,
      })
      .thenRejects('NOT_FOUND');
  });

  it('releases the address, whatever its case, so it may be invited again', () => {
    const state = [invited].reduce(userDecider.evolve, userDecider.initialState);
    expect(userReleases([deleted], state)).toEqual(userReservations([invited]));
  });
});
