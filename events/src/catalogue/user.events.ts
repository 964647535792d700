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

export type UserCreated = EventOf<typeof userCreated>;
export type UserEvent = UserCreated;
