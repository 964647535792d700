import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/** A person who can sign in. The hash is argon2id; the password itself never enters the log. */
export const userCreated = defineEvent('user.created', {
  versions: {
    1: Type.Object({
      id,
      email: Type.String({ minLength: 3 }),
      name: Type.String({ minLength: 1 }),
      passwordHash: Type.String({ minLength: 1 }),
      isSuperuser: Type.Boolean(),
    }),
  },
});

/**
 * A user's password was replaced: through a password reset link (`via: 'reset'`, the actor is the
 * user) or from the account area (`via: 'account'`). Only the new argon2id hash is kept.
 */
export const userPasswordChanged = defineEvent('user.password_changed', {
  versions: {
    1: Type.Object({
      id,
      passwordHash: Type.String({ minLength: 1 }),
      via: Type.Union([Type.Literal('reset'), Type.Literal('account')]),
    }),
  },
});

export type UserCreated = EventOf<typeof userCreated>;
export type UserPasswordChanged = EventOf<typeof userPasswordChanged>;
export type UserEvent = UserCreated | UserPasswordChanged;
