import {
  type Decider,
  DomainError,
  type NameReservation,
  type UserEvent,
  userCreated,
  userInvited,
} from '@rushes/events';
import { isEmail } from '@rushes/rules';
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

/** Checks that a new invitation may be sent: the user exists and has not joined yet. */
export interface Reinvite {
  type: 'Reinvite';
  userId: string;
}

/** An invited person accepts: the name they confirm and the password they choose. */
export interface JoinUser {
  type: 'JoinUser';
  userId: string;
  name: string;
  password: string;
  passwordHash: string;
}

export type UserCommand = CreateUser | ChangePassword | InviteUser | Reinvite | JoinUser;

export interface UserState {
  created: boolean;
  /** Whether the user can sign in: created with a password, or joined from an invitation. */
  joined: boolean;
}

const minPasswordLength = 6;

function passwordProblem(password: string) {
  if (password.length === 0) return invalid('password', 'required');
  if (password.length < minPasswordLength) {
    return invalid('password', 'minLength');
  }
  return null;
}

const notFound = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'user' });
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
  if (!state.created) return notFound();
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

function reinvite(_command: Reinvite, state: UserState) {
  if (!state.created) return notFound();
  return state.joined ? alreadyJoined() : [];
}

function joinUser(command: JoinUser, state: UserState) {
  if (!state.created) return notFound();
  if (state.joined) return alreadyJoined();
  const name = command.name.trim();
  if (name.length === 0) return invalid('name', 'required');
  const problem = passwordProblem(command.password);
  if (problem) return problem;
  const { userId: id, passwordHash } = command;
  return [{ type: 'user.joined' as const, data: { id, name, passwordHash } }];
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: { created: false, joined: false },
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
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'user.created':
        return { created: true, joined: true };
      case 'user.invited':
        return { created: true, joined: false };
      case 'user.joined':
        return { ...state, joined: true };
      case 'user.password_changed':
        return state;
    }
  },
};

/** An e-mail address belongs to one user, whatever its case. */
export const userReservations = (events: UserEvent[]): NameReservation[] =>
  events
    .flatMap((event) => (userCreated.is(event) || userInvited.is(event) ? [event] : []))
    .map((event) => ({
      scope: 'user-email',
      key: nameKey(event.data.email),
      owner: event.data.id,
      conflict: { field: 'email', entity: 'user' },
    }));
