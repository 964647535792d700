import {
  type Decider,
  DomainError,
  type NameReservation,
  type UserEvent,
  userCreated,
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

export type UserCommand = CreateUser | ChangePassword;

export interface UserState {
  created: boolean;
}

const minPasswordLength = 6;

function passwordProblem(password: string) {
  if (password.length === 0) return invalid('password', 'required');
  if (password.length < minPasswordLength) {
    return invalid('password', 'minLength');
  }
  return null;
}

function createUser(command: CreateUser, state: UserState) {
  if (state.created) return [];
  const email = command.email.trim();
  const name = command.name.trim();
  if (!isEmail(email)) return invalid('email', 'format');
  if (name.length === 0) return invalid('name', 'required');
  const problem = passwordProblem(command.password);
  if (problem) return problem;
  const { userId: id, passwordHash, isSuperuser } = command;
  return [{ type: 'user.created' as const, data: { id, email, name, passwordHash, isSuperuser } }];
}

function changePassword(command: ChangePassword, state: UserState) {
  if (!state.created) return new DomainError('NOT_FOUND', { field: 'id', entity: 'user' });
  const problem = passwordProblem(command.password);
  if (problem) return problem;
  const { userId: id, passwordHash, via } = command;
  return [{ type: 'user.password_changed' as const, data: { id, passwordHash, via } }];
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: { created: false },
  decide(command, state) {
    switch (command.type) {
      case 'CreateUser':
        return createUser(command, state);
      case 'ChangePassword':
        return changePassword(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'user.created':
        return { created: true };
      case 'user.password_changed':
        return state;
    }
  },
};

/** An e-mail address belongs to one user, whatever its case. */
export const userReservations = (events: UserEvent[]): NameReservation[] =>
  events.filter(userCreated.is).map((event) => ({
    scope: 'user-email',
    key: nameKey(event.data.email),
    owner: event.data.id,
    conflict: { field: 'email', entity: 'user' },
  }));
