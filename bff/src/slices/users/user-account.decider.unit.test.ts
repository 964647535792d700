import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type UpdateUser,
  type UpdateUserSettings,
  userDecider,
  userReleases,
  userReservations,
} from './user.decider.ts';

const created = {
  type: 'user.created' as const,
  data: { id: 'u1', email: 'ada@example.com', name: 'Ada', passwordHash: 'h0', isSuperuser: false },
};
const invited = {
  type: 'user.invited' as const,
  data: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
};

const updateUser = (overrides: Partial<UpdateUser> = {}): UpdateUser => ({
  type: 'UpdateUser',
  userId: 'u1',
  email: ' ada@example.com ',
  name: ' Ada ',
  password: null,
  passwordHash: null,
  external: false,
  ...overrides,
});

const settings = (changes: UpdateUserSettings['settings']): UpdateUserSettings => ({
  type: 'UpdateUserSettings',
  userId: 'u1',
  settings: changes,
});

describe('UpdateUser', () => {
  const spec = deciderSpec(userDecider);

  it('changes the name and e-mail, trimmed, in one event', () => {
    spec
      .given([created])
      .when(updateUser({ name: ' Ada L ', email: 'ada@example.org' }))
      .then([
        {
          type: 'user.details_changed',
          data: { id: 'u1', email: 'ada@example.org', name: 'Ada L' },
        },
      ]);
  });

  it('does nothing when nothing changed (a retried save)', () => {
    spec.given([created]).when(updateUser()).thenNothing();
    spec
      .given([
        created,
        { type: 'user.details_changed', data: { id: 'u1', email: 'a@b.io', name: 'A' } },
      ])
      .when(updateUser({ email: 'a@b.io', name: 'A' }))
      .thenNothing();
  });

  it('sets a new password from the account area, beside a rename', () => {
    spec
      .given([created])
      .when(updateUser({ name: 'Ada L', password: 'secret-2', passwordHash: 'h2' }))
      .then([
        {
          type: 'user.details_changed',
          data: { id: 'u1', email: 'ada@example.com', name: 'Ada L' },
        },
        { type: 'user.password_changed', data: { id: 'u1', passwordHash: 'h2', via: 'account' } },
      ]);
  });

  it('applies the §5 rules: name and e-mail required, e-mail format, password strength', () => {
    const given = spec.given([created]);
    given.when(updateUser({ name: ' ' })).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'required',
    });
    given.when(updateUser({ email: ' ' })).thenRejects('VALIDATION_FAILED', {
      field: 'email',
      rule: 'required',
    });
    given.when(updateUser({ email: 'ada@example' })).thenRejects('VALIDATION_FAILED', {
      field: 'email',
      rule: 'format',
    });
    given
      .when(updateUser({ password: '12345', passwordHash: 'h' }))
      .thenRejects('VALIDATION_FAILED', { field: 'password', rule: 'minLength' });
  });

  it('refuses any change of an external user, but lets an unchanged save through', () => {
    const given = spec.given([created]);
    const refusal = { field: 'email', entity: 'user', reason: 'external' };
    given.when(updateUser({ external: true, name: 'Eve' })).thenRejects('FORBIDDEN', refusal);
    given
      .when(updateUser({ external: true, email: 'eve@example.com' }))
      .thenRejects('FORBIDDEN', refusal);
    given
      .when(updateUser({ external: true, password: 'secret-2', passwordHash: 'h2' }))
      .thenRejects('FORBIDDEN', refusal);
    given.when(updateUser({ external: true })).thenNothing();
  });

  it('refuses an unknown user, and a password for one who has not joined', () => {
    spec.when(updateUser()).thenRejects('NOT_FOUND');
    spec
      .given([invited])
      .when(updateUser({ password: 'secret-2', passwordHash: 'h2' }))
      .thenRejects('STATE_CONFLICT');
  });

  it('moves the e-mail reservation: the new address reserved, the old one released', () => {
    const changed = {
      type: 'user.details_changed' as const,
      data: { id: 'u1', email: 'Ada@Example.org', name: 'Ada' },
    };
    const state = [created].reduce(userDecider.evolve, userDecider.initialState);
    expect(userReservations([changed])).toEqual([
      expect.objectContaining({ scope: 'user-email', key: 'ada@example.org', owner: 'u1' }),
    ]);
    expect(userReleases([changed], state)).toEqual([
      expect.objectContaining({ scope: 'user-email', key: 'ada@example.com', owner: 'u1' }),
    ]);
    const recased = { ...changed, data: { ...changed.data, email: 'ADA@example.com' } };
    expect(userReleases([recased], state)).toEqual([]);
  });
});

describe('UpdateUserSettings', () => {
  const spec = deciderSpec(userDecider);

  it('starts with autoPlay on and V2 off; a change states both settings', () => {
    spec
      .given([created])
      .when(settings({ autoPlay: false }))
      .then([
        {
          type: 'user.settings_changed',
          data: {
            id: 'u1',
            autoPlay: false,
            prefersUploadV2: false,
            inboxMail: 'immediately' as const,
          },
        },
      ]);
  });

  it('keeps what is not sent and does nothing when nothing changes', () => {
    const off = {
      type: 'user.settings_changed' as const,
      data: {
        id: 'u1',
        autoPlay: false,
        prefersUploadV2: false,
        inboxMail: 'immediately' as const,
      },
    };
    spec
      .given([created, off])
      .when(settings({ autoPlay: false }))
      .thenNothing();
    spec.given([created]).when(settings({})).thenNothing();
    spec
      .given([created, off])
      .when(settings({ prefersUploadV2: true }))
      .then([
        {
          type: 'user.settings_changed',
          data: {
            id: 'u1',
            autoPlay: false,
            prefersUploadV2: true,
            inboxMail: 'immediately' as const,
          },
        },
      ]);
  });

  it('sets how often the inbox is mailed, one of the rhythms', () => {
    spec
      .given([created])
      .when(settings({ inboxMail: 'daily' }))
      .then([
        {
          type: 'user.settings_changed',
          data: { id: 'u1', autoPlay: true, prefersUploadV2: false, inboxMail: 'daily' as const },
        },
      ]);
    spec
      .given([created])
      // biome-ignore lint/suspicious/noExplicitAny: a client's mistake, as it would arrive
      .when(settings({ inboxMail: 'weekly' as any }))
      .thenRejects('VALIDATION_FAILED', { field: 'inboxMail', rule: 'oneOf' });
  });

  it('refuses an unknown user', () => {
    spec.when(settings({ autoPlay: false })).thenRejects('NOT_FOUND');
  });
});
