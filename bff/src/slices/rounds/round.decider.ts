import { type Decider, DomainError, type RoundEvent } from '@rushes/events';
import { invalid, nameKey } from '../validation.ts';

/** A moment of the folder named as a round by someone who may edit it (the caller checked). */
export interface MarkRound {
  type: 'MarkRound';
  roundId: string;
  projectId: string;
  folderId: string;
  name: string;
  /** The moment named, ISO 8601: not after `now`. */
  at: string;
  /** The decision's time, ISO 8601. */
  now: string;
}

export interface RemoveRound {
  type: 'RemoveRound';
  roundId: string;
}

export type RoundCommand = MarkRound | RemoveRound;

/** The folder's rounds by id, each with its folder's place. */
export interface RoundsState {
  rounds: ReadonlyMap<string, { name: string; projectId: string; folderId: string }>;
}

function markRound(command: MarkRound, state: RoundsState) {
  if (state.rounds.has(command.roundId)) return [];
  const name = command.name.trim();
  if (name === '') return invalid('name', 'required');
  const at = Date.parse(command.at);
  if (Number.isNaN(at)) return invalid('at', 'format');
  if (at > Date.parse(command.now)) return invalid('at', 'past');
  const taken = [...state.rounds.values()].some((round) => nameKey(round.name) === nameKey(name));
  if (taken) return new DomainError('NAME_CONFLICT', { field: 'name', entity: 'round' });
  const { roundId: id, projectId, folderId } = command;
  const data = { id, projectId, folderId, name, at: new Date(at).toISOString() };
  return [{ type: 'round.marked' as const, data }];
}

/**
 * A folder's review rounds (stream `rounds.<folderId>`): moments named so that what changed
 * since can be asked. A name is unique in the folder whatever the case; a round names a moment
 * that has come, never one to come. Removing one that went already does nothing.
 */
export const roundsDecider: Decider<RoundCommand, RoundsState, RoundEvent> = {
  initialState: { rounds: new Map() },
  decide(command, state) {
    if (command.type === 'MarkRound') return markRound(command, state);
    const round = state.rounds.get(command.roundId);
    return round
      ? [{ type: 'round.removed' as const, data: { id: command.roundId, ...round } }]
      : [];
  },
  evolve(state, event) {
    const rounds = new Map(state.rounds);
    const { id, name, projectId, folderId } = event.data;
    if (event.type === 'round.marked') rounds.set(id, { name, projectId, folderId });
    else rounds.delete(id);
    return { rounds };
  },
};
