import {
  type Decider,
  DomainError,
  type InboxMailRhythm,
  inboxMailRhythms,
  type NameReservation,
  type UserEvent,
  userCreated,
  userDeleted,
  userDetailsChanged,
  userInvited,
} from '@rushes/events';
import { isEmail, unmetPasswordRules } from '@rushes/rules';
import { invalid, nameKey } from '../validation.ts';

/** The password arrives beside its hash only so the rules can be checked; only the hash is kept. */
export interface CreateUser {
  type: 'CreateUser';
  userId: string;
  email: string;
  name: string;
  password: string;
  passwordHash: string;
  isSuperuser: boolean;
}

/** A new password, for a reset link or the account area; the rules as at creation. */
export interface ChangePassword {
  type: 'ChangePassword';
  userId: string;
  password: string;
  passwordHash: string;
  via: 'reset' | 'account';
}

/** Invites a new person: they exist without a password until they join. */
export interface InviteUser {
  type: 'InviteUser';
  userId: string;
  email: string;
  name: string;
}

/**
 * Checks that a new invitation may be sent: the user exists and has not joined yet. With
 * `details` (the reinvite form), the address and name it goes to, corrected first when they differ.
 */
export interface Reinvite {
  type: 'Reinvite';
  userId: string;
  details?: { email: string; name: string };
}

/** An invited person accepts: the name they confirm and the password they choose. */
export interface JoinUser {
  type: 'JoinUser';
  userId: string;
  name: string;
  password: string;
  passwordHash: string;
}

/**
 * An invited person of an external domain came back from the OpenID provider: the provider vouches
 * for them, so they join without a password.
 */
export interface JoinThroughProvider {
  type: 'JoinThroughProvider';
  userId: string;
}

/**
 * The account area's Save Changes: name and e-mail, and a new password when one was typed (its
 * hash beside it). `external` says the user's identity lives with another provider (their
 * address is in a configured domain): then none of the three can change here.
 */
export interface UpdateUser {
  type: 'UpdateUser';
  userId: string;
  email: string;
  name: string;
  password: string | null;
  passwordHash: string | null;
  external: boolean;
}

export interface UserSettings {
  autoPlay: boolean;
  prefersUploadV2: boolean;
  /** How often the inbox's news is mailed. */
  inboxMail: InboxMailRhythm;
}

/** The account area's Preferences; a setting left out keeps its value. */
export interface UpdateUserSettings {
  type: 'UpdateUserSettings';
  userId: string;
  settings: Partial<UserSettings>;
}

/** A superuser deletes someone else; deleting a deleted user again changes nothing. */
export interface DeleteUser {
  type: 'DeleteUser';
  userId: string;
}

export type UserCommand =
  | CreateUser
  | ChangePassword
  | InviteUser
  | Reinvite
  | JoinUser
  | JoinThroughProvider
  | UpdateUser
  | UpdateUserSettings
  | DeleteUser;

export interface UserState {
  created: boolean;
  /** Whether the user can sign in: created with a password, or joined from an invitation. */
  joined: boolean;
  email: string;
  name: string;
  settings: UserSettings;
  /** Deleted users are gone for every command; only their stream remains. */
  deleted: boolean;
}

/** What a user starts with: videos play when they open, the classic upload flow. */
export const defaultUserSettings: UserSettings = {
  autoPlay: true,
  prefersUploadV2: false,
  inboxMail: 'immediately',
};

/** The strength rules the browser applies too (today only the length: 'minLength'). */
function passwordProblem(password: string) {
  if (password.length === 0) return invalid('password', 'required');
  if (unmetPasswordRules(password).length > 0) return invalid('password', 'minLength');
  return null;
}

const notFound = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'user' });
/** Whether the user is there to act on: created and not deleted. */
const exists = (state: UserState) => state.created && !state.deleted;
const alreadyJoined = () =>
  new DomainError('STATE_CONFLICT', { field: 'id', entity: 'user', state: 'joined' });

/** The address and name of a new user, trimmed, or the rule they break. */
function identity(command: { email: string; name: string }) {
  const email = command.email.trim();
  const name = command.name.trim();
  if (!isEmail(email)) return invalid('email', 'format');
  if (name.length === 0) return invalid('name', 'required');
  return { email, name };
}

function createUser(command: CreateUser, state: UserState) {
  if (state.created) return [];
  const person = identity(command);
  if (person instanceof DomainError) return person;
  const { email, name } = person;
  const problem = passwordProblem(command.password);
  if (problem) return problem;
  const { userId: id, passwordHash, isSuperuser } = command;
  return [{ type: 'user.created' as const, data: { id, email, name, passwordHash, isSuperuser } }];
}

function changePassword(command: ChangePassword, state: UserState) {
  if (!exists(state)) return notFound();
  if (!state.joined) {
    return new DomainError('STATE_CONFLICT', { field: 'id', entity: 'user', state: 'invited' });
  }
  const problem = passwordProblem(command.password);
  if (problem) return problem;
  const { userId: id, passwordHash, via } = command;
  return [{ type: 'user.password_changed' as const, data: { id, passwordHash, via } }];
}

/** A second invitation of the same user (a retry, two inviters at once) changes nothing. */
function inviteUser(command: InviteUser, state: UserState) {
  if (state.created) return [];
  const person = identity(command);
  if (person instanceof DomainError) return person;
  return [{ type: 'user.invited' as const, data: { id: command.userId, ...person } }];
}

const externalIdentity = () =>
  new DomainError('FORBIDDEN', { field: 'email', entity: 'user', reason: 'external' });

function updateUser(command: UpdateUser, state: UserState) {
  if (!exists(state)) return notFound();
  const email = command.email.trim();
  const name = command.name.trim();
  if (name.length === 0) return invalid('name', 'required');
  if (email.length === 0) return invalid('email', 'required');
  if (!isEmail(email)) return invalid('email', 'format');
  const password = command.password ?? '';
  const detailsChange = email !== state.email || name !== state.name;
  if (command.external && (detailsChange || password !== '')) return externalIdentity();
  const events: UserEvent[] = [];
  if (detailsChange) {
    events.push({ type: 'user.details_changed', data: { id: command.userId, email, name } });
  }
  if (password !== '') {
    if (!state.joined) {
      return new DomainError('STATE_CONFLICT', { field: 'id', entity: 'user', state: 'invited' });
    }
    const problem = passwordProblem(password);
    if (problem) return problem;
    if (!command.passwordHash) throw new Error('UpdateUser: a password without its hash');
    const data = {
      id: command.userId,
      passwordHash: command.passwordHash,
      via: 'account' as const,
    };
    events.push({ type: 'user.password_changed', data });
  }
  return events;
}

function updateUserSettings(command: UpdateUserSettings, state: UserState) {
  if (!exists(state)) return notFound();
  const settings = { ...state.settings, ...command.settings };
  if (!(inboxMailRhythms as readonly string[]).includes(settings.inboxMail)) {
    return invalid('inboxMail', 'oneOf');
  }
  const same =
    settings.autoPlay === state.settings.autoPlay &&
    settings.prefersUploadV2 === state.settings.prefersUploadV2 &&
    settings.inboxMail === state.settings.inboxMail;
  if (same) return [];
  return [{ type: 'user.settings_changed' as const, data: { id: command.userId, ...settings } }];
}

function reinvite(command: Reinvite, state: UserState) {
  if (!exists(state)) return notFound();
  if (state.joined) return alreadyJoined();
  if (!command.details) return [];
  const person = identity(command.details);
  if (person instanceof DomainError) return person;
  if (person.email === state.email && person.name === state.name) return [];
  return [{ type: 'user.details_changed' as const, data: { id: command.userId, ...person } }];
}

function joinUser(command: JoinUser, state: UserState) {
  if (!exists(state)) return notFound();
  if (state.joined) return alreadyJoined();
  const name = command.name.trim();
  if (name.length === 0) return invalid('name', 'required');
  const problem = passwordProblem(command.password);
  if (problem) return problem;
  const { userId: id, passwordHash } = command;
  return [{ type: 'user.joined' as const, data: { id, name, passwordHash } }];
}

/** Once only: a user who joined (either way) signs in through the provider as they are. */
function joinThroughProvider(command: JoinThroughProvider, state: UserState) {
  if (!exists(state)) return notFound();
  if (state.joined) return [];
  return [{ type: 'user.joined_through_provider' as const, data: { id: command.userId } }];
}

function deleteUser(command: DeleteUser, state: UserState) {
  if (!state.created) return notFound();
  if (state.deleted) return [];
  return [{ type: 'user.deleted' as const, data: { id: command.userId } }];
}

const identityOf = ({ email, name }: { email: string; name: string }) => ({ email, name });

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: {
    created: false,
    joined: false,
    email: '',
    name: '',
    settings: defaultUserSettings,
    deleted: false,
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateUser':
        return createUser(command, state);
      case 'ChangePassword':
        return changePassword(command, state);
      case 'InviteUser':
        return inviteUser(command, state);
      case 'Reinvite':
        return reinvite(command, state);
      case 'JoinUser':
        return joinUser(command, state);
      case 'JoinThroughProvider':
        return joinThroughProvider(command, state);
      case 'UpdateUser':
        return updateUser(command, state);
      case 'UpdateUserSettings':
        return updateUserSettings(command, state);
      case 'DeleteUser':
        return deleteUser(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'user.created':
        return { ...state, created: true, joined: true, ...identityOf(event.data) };
      case 'user.invited':
        return { ...state, created: true, joined: false, ...identityOf(event.data) };
      case 'user.joined':
        return { ...state, joined: true, name: event.data.name };
      case 'user.joined_through_provider':
        return { ...state, joined: true };
      case 'user.details_changed':
        return { ...state, ...identityOf(event.data) };
      case 'user.settings_changed': {
        const { autoPlay, prefersUploadV2, inboxMail } = event.data;
        return { ...state, settings: { autoPlay, prefersUploadV2, inboxMail } };
      }
      case 'user.password_changed':
        return state;
      case 'user.deleted':
        return { ...state, deleted: true };
    }
  },
};

const emailReservation = (email: string, owner: string): NameReservation => ({
  scope: 'user-email',
  key: nameKey(email),
  owner,
  conflict: { field: 'email', entity: 'user' },
});

/** An e-mail address belongs to one user, whatever its case. */
export const userReservations = (events: UserEvent[]): NameReservation[] =>
  events
    .flatMap((event) =>
      userCreated.is(event) || userInvited.is(event) || userDetailsChanged.is(event) ? [event] : [],
    )
    .map((event) => emailReservation(event.data.email, event.data.id));

/**
 * The address a user gave up by changing theirs (not a change of case: the key stays), or by
 * being deleted: someone new may then be invited with it.
 */
export const userReleases = (events: UserEvent[], state: UserState): NameReservation[] =>
  events
    .filter(
      (event) =>
        userDeleted.is(event) ||
        (userDetailsChanged.is(event) && nameKey(event.data.email) !== nameKey(state.email)),
    )
    .map((event) => emailReservation(state.email, event.data.id));
