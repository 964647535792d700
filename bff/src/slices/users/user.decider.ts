import type { Decider, NameReservation, UserEvent } from '@rushes/events';
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

export type UserCommand = CreateUser;

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

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: { created: false },
  decide(command, state) {
    switch (command.type) {
      case 'CreateUser':
        return createUser(command, state);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'user.created':
        return { created: true };
    }
  },
};

/** An e-mail address belongs to one user, whatever its case. */
export const userReservations = (events: UserEvent[]): NameReservation[] =>
  events.map((event) => ({
    scope: 'user-email',
    key: nameKey(event.data.email),
    owner: event.data.id,
    conflict: { field: 'email', entity: 'user' },
  }));
