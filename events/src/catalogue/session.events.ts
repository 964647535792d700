import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });
const text = Type.Union([Type.String(), Type.Null()]);

const signedInVia = (ways: readonly string[]) => Type.Union(ways.map((way) => Type.Literal(way)));

/**
 * A user signed in (stream `session.<sessionId>`, acted by the user, from their address): with a
 * password, by an invitation, a password reset or the first superuser's setup link, or (from v2)
 * through the OpenID provider (`sso`).
 */
export const userSignedIn = defineEvent('user.signed_in', {
  versions: {
    1: Type.Object({
      userId: id,
      sessionId: id,
      userAgent: text,
      via: signedInVia(['password', 'invite', 'reset', 'setup']),
    }),
    2: Type.Object({
      userId: id,
      sessionId: id,
      userAgent: text,
      via: signedInVia(['password', 'invite', 'reset', 'setup', 'sso']),
    }),
  },
  upcast: { 1: (v1) => v1 },
});

/**
 * A sign-in was refused (stream `sign-in.<id derived from the address>`, acted by Rushes, from
 * the client's address): a wrong password, or an account or client that must wait. `userId` is
 * the account of that address, null when there is none.
 */
export const signInFailed = defineEvent('sign_in.failed', {
  versions: {
    1: Type.Object({
      email: Type.String({ minLength: 1 }),
      userId: text,
      userAgent: text,
      reason: Type.Union([Type.Literal('password'), Type.Literal('limited')]),
    }),
  },
});

/** Why a session ended. */
export const sessionEndReasons = [
  'logout',
  'signed_out_elsewhere',
  'idle',
  'expired',
  'password_changed',
  'token_reused',
  'user_deleted',
] as const;

/** A session ended (stream `session.<sessionId>`): its tokens and sockets stop. */
export const sessionEnded = defineEvent('session.ended', {
  versions: {
    1: Type.Object({
      sessionId: id,
      userId: id,
      reason: Type.Union(sessionEndReasons.map((reason) => Type.Literal(reason))),
    }),
  },
});

export type UserSignedIn = EventOf<typeof userSignedIn>;
export type SignInFailed = EventOf<typeof signInFailed>;
export type SessionEnded = EventOf<typeof sessionEnded>;
export type SessionEndReason = (typeof sessionEndReasons)[number];
export type SessionEvent = UserSignedIn | SignInFailed | SessionEnded;
