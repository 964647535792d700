import { Type } from '@sinclair/typebox';
import {
  authFactorActivated,
  authFactorAdded,
  authFactorRemoved,
  authFactorUsed,
  recoveryCodesDiscarded,
  recoveryCodesGenerated,
  recoveryCodeUsed,
  verificationFailed,
} from '../catalogue/auth-factor.events.ts';
import { sessionEnded, signInFailed, userSignedIn } from '../catalogue/session.events.ts';
import {
  userCreated,
  userDeleted,
  userDetailsChanged,
  userInvited,
  userJoined,
  userJoinedThroughProvider,
  userPasswordChanged,
  userSettingsChanged,
} from '../catalogue/user.events.ts';
import { privateEvent, publicEvent } from './public-event.ts';
import { id, oneOf, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

// People belong to the whole deployment, not to a workspace: only the deployment's reach sees
// these. None carries a password, a password's hash, a factor's secret or a recovery code.

const userId = id('The user.');
const email = Type.String({ minLength: 3, description: 'Their e-mail address.' });
const name = Type.String({ minLength: 1 });
const sessionId = id('The session: one sign-in and what it lets the user do until it ends.');
const factorId = id('The second factor.');

const secondStep =
  "A sign-in's second step (the factor or code used, a wrong guess, sealed codes); the sign-in itself is public as user.signed_in.";

/** People, their sign-ins and their second factors. */
export const userDecisions = [
  publicEvent(userCreated, {
    name: 'user.created',
    summary: 'A user who can sign in was created.',
    versions: {
      1: shape('A new user.', { userId, email, name, isSuperuser: Type.Boolean() }),
    },
    data: ({ id, email, name, isSuperuser }) => ({ userId: id, email, name, isSuperuser }),
    subject: ({ id }) => subjects.user(id),
    owner: 'deployment',
  }),
  publicEvent(userInvited, {
    name: 'user.invited',
    summary: 'A person was invited; they can sign in once they accept.',
    versions: {
      1: shape('The person invited. The inviter is the actor.', { userId, email, name }),
    },
    data: ({ id, email, name }) => ({ userId: id, email, name }),
    subject: ({ id }) => subjects.user(id),
    owner: 'deployment',
  }),
  publicEvent(userJoined, {
    name: 'user.joined',
    summary: 'An invited person accepted and chose a password.',
    versions: { 1: shape('The name they confirmed.', { userId, name }) },
    data: ({ id, name }) => ({ userId: id, name }),
    subject: ({ id }) => subjects.user(id),
    owner: 'deployment',
  }),
  publicEvent(userJoinedThroughProvider, {
    name: 'user.joined_through_provider',
    summary: 'An invited person signed in through the identity provider for the first time.',
    versions: { 1: shape('The person who joined.', { userId }) },
    data: ({ id }) => ({ userId: id }),
    subject: ({ id }) => subjects.user(id),
    owner: 'deployment',
  }),
  publicEvent(userPasswordChanged, {
    name: 'user.password_changed',
    summary: "A user's password was replaced.",
    versions: {
      1: shape('How: through a reset link, or from the account area.', {
        userId,
        via: oneOf(['reset', 'account'], 'Where the password was changed.'),
      }),
    },
    data: ({ id, via }) => ({ userId: id, via }),
    subject: ({ id }) => subjects.user(id),
    owner: 'deployment',
  }),
  publicEvent(userDetailsChanged, {
    name: 'user.details_changed',
    summary: "A user's name or e-mail address changed.",
    versions: { 1: shape('Both, as they are now.', { userId, email, name }) },
    data: ({ id, email, name }) => ({ userId: id, email, name }),
    subject: ({ id }) => subjects.user(id),
    owner: 'deployment',
  }),
  publicEvent(userDeleted, {
    name: 'user.deleted',
    summary: 'A user was deleted: they can no longer sign in.',
    versions: { 1: shape('The user who went.', { userId }) },
    data: ({ id }) => ({ userId: id }),
    subject: ({ id }) => subjects.user(id),
    owner: 'deployment',
  }),
  privateEvent(userSettingsChanged, "A user's own preferences in the web app."),

  publicEvent(userSignedIn, {
    name: 'user.signed_in',
    summary: 'A user signed in.',
    versions: {
      1: shape('The session it opened, and how.', {
        userId,
        sessionId,
        via: oneOf(
          ['password', 'invite', 'reset', 'setup', 'sso'],
          'A password, an invitation, a reset link, the setup link, or the identity provider.',
        ),
      }),
    },
    data: ({ userId, sessionId, via }) => ({ userId, sessionId, via }),
    subject: ({ userId }) => subjects.user(userId),
    owner: 'deployment',
  }),
  publicEvent(sessionEnded, {
    name: 'user.session_ended',
    summary: "A user's session ended.",
    versions: {
      1: shape('The session, and why it ended.', {
        userId,
        sessionId,
        reason: oneOf(
          [
            'logout',
            'signed_out_elsewhere',
            'idle',
            'expired',
            'password_changed',
            'token_reused',
            'user_deleted',
          ],
          'Why it ended.',
        ),
      }),
    },
    data: ({ userId, sessionId, reason }) => ({ userId, sessionId, reason }),
    subject: ({ userId }) => subjects.user(userId),
    owner: 'deployment',
  }),
  privateEvent(
    signInFailed,
    "Refused sign-ins slow down guessers; the address typed may be nobody's. Sign-ins are public as user.signed_in.",
  ),

  publicEvent(authFactorAdded, {
    name: 'user.factor_added',
    summary: 'A user added a second factor, inactive until one of its codes activates it.',
    versions: {
      1: shape('The factor; never its secret or its phone number.', {
        userId,
        factorId,
        type: oneOf(['app', 'sms'], 'An authenticator app, or a phone receiving text messages.'),
      }),
    },
    data: ({ userId, factorId, type }) => ({ userId, factorId, type }),
    subject: ({ userId }) => subjects.user(userId),
    owner: 'deployment',
  }),
  publicEvent(authFactorActivated, {
    name: 'user.factor_activated',
    summary: 'A second factor was activated with one of its codes.',
    versions: { 1: shape('The factor.', { userId, factorId }) },
    data: ({ userId, factorId }) => ({ userId, factorId }),
    subject: ({ userId }) => subjects.user(userId),
    owner: 'deployment',
  }),
  publicEvent(authFactorRemoved, {
    name: 'user.factor_removed',
    summary: 'A second factor was removed.',
    versions: { 1: shape('The factor.', { userId, factorId }) },
    data: ({ userId, factorId }) => ({ userId, factorId }),
    subject: ({ userId }) => subjects.user(userId),
    owner: 'deployment',
  }),
  privateEvent(authFactorUsed, secondStep),
  privateEvent(recoveryCodesGenerated, secondStep),
  privateEvent(recoveryCodesDiscarded, secondStep),
  privateEvent(recoveryCodeUsed, secondStep),
  privateEvent(verificationFailed, secondStep),
];
