import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import { type InviteUser, type JoinUser, userDecider, userReservations } from './user.decider.ts';

const inviteUser = (overrides: Partial<InviteUser> = {}): InviteUser => ({
  type: 'InviteUser',
  userId: 'u2',
  email: ' Vic@Studio.tv ',
  name: ' Vic Viewer ',
  ...overrides,
});

const invited = {
  type: 'user.invited' as const,
  data: { id: 'u2', email: 'Vic@Studio.tv', name: 'Vic Viewer' },
};

const joinUser = (overrides: Partial<JoinUser> = {}): JoinUser => ({
  type: 'JoinUser',
  userId: 'u2',
  name: ' Vic V. ',
  password: 'secret',
  passwordHash: '$argon2id$vic',
  ...overrides,
});

const joined = {
  type: 'user.joined' as const,
  data: { id: 'u2', name: 'Vic V.', passwordHash: '$argon2id$vic' },
};

const created = {
  type: 'user.created' as const,
  data: { id: 'u2', email: 'vic@studio.tv', name: 'Vic', passwordHash: '$h', isSuperuser: false },
};

const spec = deciderSpec(userDecider);

describe('InviteUser', () => {
  it('invites a new person with a trimmed name and e-mail, without a password', () => {
    spec.when(inviteUser()).then([invited]);
  });

  it('does nothing for a user who exists already (a retry, or two inviters at once)', () => {
    spec.given([invited]).when(inviteUser()).thenNothing();
    spec.given([created]).when(inviteUser()).thenNothing();
  });

  it('refuses a malformed e-mail and an empty name', () => {
    spec
      .when(inviteUser({ email: 'vic@studio' }))
      .thenRejects('VALIDATION_FAILED', { field: 'email', rule: 'format' });
    spec
      .when(inviteUser({ name: ' ' }))
      .thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'required' });
  });

  it('reserves the lower-cased e-mail, as a created user does', () => {
    expect(userReservations([invited])).toEqual([
      {
        scope: 'user-email',
        key: 'vic@studio.tv',
        owner: 'u2',
        conflict: { field: 'email', entity: 'user' },
      },
    ]);
  });
});

describe('Reinvite', () => {
  it('lets an invited user who has not joined be invited again, changing nothing', () => {
    spec.given([invited]).when({ type: 'Reinvite', userId: 'u2' }).thenNothing();
  });

  it('refuses a user who joined, or was created with a password', () => {
    const state = { field: 'id', entity: 'user', state: 'joined' };
    spec
      .given([invited, joined])
      .when({ type: 'Reinvite', userId: 'u2' })
      .thenRejects('STATE_CONFLICT', state);
    spec.given([created]).when({ type: 'Reinvite', userId: 'u2' }).thenRejects('STATE_CONFLICT');
  });

  it('refuses a user who does not exist', () => {
    spec.when({ type: 'Reinvite', userId: 'u2' }).thenRejects('NOT_FOUND');
  });

  it('corrects the address and name the invitation goes to (the reinvite form)', () => {
    const details = { email: ' vic@studio.tv ', name: ' Vic Viewer ' };
    spec
      .given([invited])
      .when({ type: 'Reinvite', userId: 'u2', details: { ...details, email: 'vik@studio.tv' } })
      .then([
        {
          type: 'user.details_changed',
          data: { id: 'u2', email: 'vik@studio.tv', name: 'Vic Viewer' },
        },
      ]);
    spec
      .given([invited])
      .when({ type: 'Reinvite', userId: 'u2', details: { ...details, email: 'Vic@Studio.tv' } })
      .thenNothing();
    spec
      .given([invited])
      .when({ type: 'Reinvite', userId: 'u2', details: { ...details, email: 'vic@studio' } })
      .thenRejects('VALIDATION_FAILED', { field: 'email', rule: 'format' });
    spec
      .given([invited, joined])
      .when({ type: 'Reinvite', userId: 'u2', details })
      .thenRejects('STATE_CONFLICT');
  });
});

describe('JoinUser', () => {
  it('keeps the confirmed name and only the hash of the password', () => {
    spec.given([invited]).when(joinUser()).then([joined]);
  });

  it('works once', () => {
    spec
      .given([invited, joined])
      .when(joinUser())
      .thenRejects('STATE_CONFLICT', { field: 'id', entity: 'user', state: 'joined' });
  });

  it('asks for a name and applies the password rules', () => {
    spec
      .given([invited])
      .when(joinUser({ name: '' }))
      .thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'required' });
    spec
      .given([invited])
      .when(joinUser({ password: '12345' }))
      .thenRejects('VALIDATION_FAILED', { field: 'password', rule: 'minLength' });
  });

  it('refuses a user who does not exist', () => {
    spec.when(joinUser()).thenRejects('NOT_FOUND', { field: 'id', entity: 'user' });
  });
});

describe('JoinThroughProvider', () => {
  const fromProvider = { type: 'JoinThroughProvider' as const, userId: 'u2' };
  const joinedThroughProvider = {
    type: 'user.joined_through_provider' as const,
    data: { id: 'u2' },
  };

  it('lets an invited person join once the provider vouches for them, without a password', () => {
    spec.given([invited]).when(fromProvider).then([joinedThroughProvider]);
  });

  it('does nothing for a user who joined already, either way', () => {
    spec.given([invited, joinedThroughProvider]).when(fromProvider).thenNothing();
    spec.given([invited, joined]).when(fromProvider).thenNothing();
  });

  it('refuses a user who does not exist', () => {
    spec.when(fromProvider).thenRejects('NOT_FOUND', { field: 'id', entity: 'user' });
  });
});

describe('ChangePassword of an invited user', () => {
  it('is refused until they join: their invitation sets the first password', () => {
    spec
      .given([invited])
      .when({
        type: 'ChangePassword',
        userId: 'u2',
        password: 'secret',
        passwordHash: '$h',
        via: 'reset',
      })
      .thenRejects('STATE_CONFLICT', { field: 'id', entity: 'user', state: 'invited' });
  });
});
