import type { DomainEvent } from './envelope.ts';
import type { DomainError } from './errors.ts';

/**
 * The pure heart of an aggregate. `decide` answers a command with the events it causes (`[]` when
 * nothing happens, which makes a retry harmless) or a `DomainError`; `evolve` folds one event.
 * The clock, new ids and the actor arrive in the command.
 */
export interface Decider<Command, State, Event extends DomainEvent> {
  initialState: State;
  decide(command: Command, state: State): Event[] | DomainError;
  evolve(state: State, event: Event): State;
}
