import { deepStrictEqual, fail } from 'node:assert/strict';
import type { Decider } from '../decider.ts';
import type { DomainEvent } from '../envelope.ts';
import { type ErrorCode, isDomainError } from '../errors.ts';

export interface DeciderThen<Event> {
  /** The command produces exactly these events. */
  then(expected: Event[]): void;
  /** The command is refused with this code (and, when given, data that equals `data`). */
  thenRejects(code: ErrorCode, data?: Record<string, unknown>): void;
  /** The command changes nothing: `[]`. */
  thenNothing(): void;
}

export interface DeciderSpec<Command, Event> {
  given(events: Event[]): { when(command: Command): DeciderThen<Event> };
  when(command: Command): DeciderThen<Event>;
}

function describeOutcome(outcome: unknown): string {
  if (isDomainError(outcome)) return `DomainError ${outcome.code} ${JSON.stringify(outcome.data)}`;
  return JSON.stringify(outcome, null, 2);
}

/**
 * Given/when/then tests for a decider, without I/O:
 * `deciderSpec(folder).given([created]).when(rename).then([renamed])`, `.thenRejects('FORBIDDEN')`.
 * Failures are assertion errors carrying `actual` and `expected`, so the runner shows a diff.
 */
export function deciderSpec<Command, State, Event extends DomainEvent>(
  decider: Decider<Command, State, Event>,
): DeciderSpec<Command, Event> {
  const when =
    (history: Event[]) =>
    (command: Command): DeciderThen<Event> => {
      const decide = () =>
        decider.decide(command, history.reduce(decider.evolve, decider.initialState));
      return {
        // biome-ignore lint/suspicious/noThenProperty: the given/when/then vocabulary; never awaited
        then(expected) {
          const outcome = decide();
          if (isDomainError(outcome)) fail(`expected events, got ${describeOutcome(outcome)}`);
          deepStrictEqual(outcome, expected);
        },
        thenRejects(code, data) {
          const outcome = decide();
          if (!isDomainError(outcome))
            fail(`expected ${code}, got events ${describeOutcome(outcome)}`);
          deepStrictEqual(outcome.code, code, `expected ${code}, got ${describeOutcome(outcome)}`);
          if (data !== undefined) deepStrictEqual(outcome.data, data);
        },
        thenNothing() {
          const outcome = decide();
          if (isDomainError(outcome)) fail(`expected no events, got ${describeOutcome(outcome)}`);
          deepStrictEqual(outcome, []);
        },
      };
    };
  return { given: (events) => ({ when: when(events) }), when: when([]) };
}
