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

/**
 * A person was invited: they exist, hold their e-mail address and can be given access, but have
 * no password and cannot sign in until they accept (`user.joined`). The inviter is the actor.
 */
export const userInvited = defineEvent('user.invited', {
  versions: {
    1: Type.Object({
      id,
      email: Type.String({ minLength: 3 }),
      name: Type.String({ minLength: 1 }),
    }),
  },
});

/**
 * An invited person accepted through their invitation link: the name they confirmed and the
 * argon2id hash of the password they chose. The actor is the person.
 */
export const userJoined = defineEvent('user.joined', {
  versions: {
    1: Type.Object({
      id,
      name: Type.String({ minLength: 1 }),
      passwordHash: Type.String({ minLength: 1 }),
    }),
  },
});

/**
 * An invited person of an external domain signed in through the OpenID provider for the first
 * time: they joined without a Rushes password (the provider keeps their identity). The actor is
 * the person.
 */
export const userJoinedThroughProvider = defineEvent('user.joined_through_provider', {
  versions: {
    1: Type.Object({ id }),
  },
});

/**
 * A user's name or e-mail address was changed from the account area (by themselves, or by a
 * superuser). Both fields hold their values after the change; the actor says who changed them.
 */
export const userDetailsChanged = defineEvent('user.details_changed', {
  versions: {
    1: Type.Object({
      id,
      email: Type.String({ minLength: 3 }),
      name: Type.String({ minLength: 1 }),
    }),
  },
});

export const inboxMailRhythms = ['immediately', 'hourly', 'daily', 'never'] as const;
export type InboxMailRhythm = (typeof inboxMailRhythms)[number];

const userSettingsV1 = Type.Object({
  id,
  autoPlay: Type.Boolean(),
  prefersUploadV2: Type.Boolean(),
});

/**
 * A user's preferences: whether videos start playing on opening, and the newer upload flow; from
 * v2, how often their inbox's news is mailed to them (v1 meant at once).
 */
export const userSettingsChanged = defineEvent('user.settings_changed', {
  versions: {
    1: userSettingsV1,
    2: Type.Composite([
      userSettingsV1,
      Type.Object({
        inboxMail: Type.Union(inboxMailRhythms.map((rhythm) => Type.Literal(rhythm))),
      }),
    ]),
  },
  upcast: { 1: (v1) => ({ ...v1, inboxMail: 'immediately' as const }) },
});

/**
 * A superuser deleted the user: they can no longer sign in, every session they had ends, they
 * leave the users lists and their e-mail address is free for someone new. Their name stays on
 * what they left behind (comments, assets). The actor is the superuser.
 */
export const userDeleted = defineEvent('user.deleted', {
  versions: {
    1: Type.Object({ id }),
  },
});

export type UserCreated = EventOf<typeof userCreated>;
export type UserPasswordChanged = EventOf<typeof userPasswordChanged>;
export type UserInvited = EventOf<typeof userInvited>;
export type UserJoined = EventOf<typeof userJoined>;
export type UserJoinedThroughProvider = EventOf<typeof userJoinedThroughProvider>;
export type UserDetailsChanged = EventOf<typeof userDetailsChanged>;
export type UserSettingsChanged = EventOf<typeof userSettingsChanged>;
export type UserDeleted = EventOf<typeof userDeleted>;
export type UserEvent =
  | UserCreated
  | UserPasswordChanged
  | UserInvited
  | UserJoined
  | UserJoinedThroughProvider
  | UserDetailsChanged
  | UserSettingsChanged
  | UserDeleted;
