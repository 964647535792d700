import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type ChangePassword,
  type CreateUser,
  userDecider,
  userReservations,
} from './user.decider.ts';

const createUser = (overrides: Partial<CreateUser> = {}): CreateUser => ({
  type: 'CreateUser',
  userId: 'u1',
  email: ' Ada@Example.com ',
  name: ' Ada ',
  password: 'secret',
  passwordHash: '$argon2id$hash',
  isSuperuser: true,
  ...overrides,
});

const created = {
  type: 'user.created' as const,
  data: {
    id: 'u1',
    email: 'Ada@Example.com',
    name: 'Ada',
    passwordHash: '$argon2id$hash',
    isSuperuser: true,
  },
};

describe('CreateUser', () => {
  const spec = deciderSpec(userDecider);

  it('creates the user with a trimmed name and e-mail and keeps only the hash', () => {
    spec.when(createUser()).then([created]);
  });

  it('does nothing when the user exists already (a retried bootstrap)', () => {
    spec.given([created]).when(createUser()).thenNothing();
  });

  it('refuses a malformed e-mail', () => {
    const invalidEmail = { field: 'email', rule: 'format' };
    spec.when(createUser({ email: 'ada@example' })).thenRejects('VALIDATION_FAILED', invalidEmail);
    spec
      .when(createUser({ email: 'ada@example.c' }))
      .thenRejects('VALIDATION_FAILED', invalidEmail);
    spec.when(createUser({ email: 'a da@x.com' })).thenRejects('VALIDATION_FAILED', invalidEmail);
  });

  it('refuses an empty name', () => {
    spec.when(createUser({ name: '  ' })).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'required',
    });
  });

  it('applies the password rules', () => {
    spec.when(createUser({ password: '' })).thenRejects('VALIDATION_FAILED', {
      field: 'password',
      rule: 'required',
    });
    spec.when(createUser({ password: '12345' })).thenRejects('VALIDATION_FAILED', {
      field: 'password',
      rule: 'minLength',
    });
  });

  it('reserves the lower-cased e-mail for the user', () => {
    expect(userReservations([created])).toEqual([
      {
        scope: 'user-email',
        key: 'ada@example.com',
        owner: 'u1',
        conflict: { field: 'email', entity: 'user' },
      },
    ]);
  });
});

const changePassword = (overrides: Partial<ChangePassword> = {}): ChangePassword => ({
  type: 'ChangePassword',
  userId: 'u1',
  password: 'new-secret',
  passwordHash: '$argon2id$new',
  via: 'reset',
  ...overrides,
});

describe('ChangePassword', () => {
  const spec = deciderSpec(userDecider);

  it('keeps the new hash and says how the password changed', () => {
    spec
      .given([created])
      .when(changePassword())
      .then([
        {
          type: 'user.password_changed',
          data: { id: 'u1', passwordHash: '$argon2id$new', via: 'reset' },
        },
      ]);
  });

  it('applies the password rules', () => {
    spec
      .given([created])
      .when(changePassword({ password: '' }))
      .thenRejects('VALIDATION_FAILED', {
        field: 'password',
        rule: 'required',
      });
    spec
      .given([created])
      .when(changePassword({ password: 'short' }))
      .thenRejects('VALIDATION_FAILED', { field: 'password', rule: 'minLength' });
  });

  it('refuses a user who does not exist', () => {
    spec.when(changePassword()).thenRejects('NOT_FOUND', { field: 'id', entity: 'user' });
  });

  it('reserves nothing: the e-mail stays as it was', () => {
    const changed = {
      type: 'user.password_changed' as const,
      data: { id: 'u1', passwordHash: '$argon2id$new', via: 'reset' as const },
    };
    expect(userReservations([changed])).toEqual([]);
  });
});
