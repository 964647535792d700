import type {
  RenditionCompleted,
  RenditionEvent,
  RenditionRequested,
} from '../catalogue/rendition.events.ts';
import type { Decider } from '../decider.ts';
import { DomainError } from '../errors.ts';

/** Renders a version with a watermark: asked by the BFF when a visitor of the link needs it. */
export interface RequestRendition {
  type: 'RequestRendition';
  data: Omit<RenditionRequested['data'], 'attempt'>;
}

/** The renderer's steps name the attempt they belong to: an older one is refused. */
export interface ReportRenditionProgress {
  type: 'ReportRenditionProgress';
  id: string;
  attempt: number;
  percent: number;
}

export interface MarkRenditionPlayable {
  type: 'MarkRenditionPlayable';
  id: string;
  attempt: number;
  masterKey: string;
}

export interface CompleteRendition {
  type: 'CompleteRendition';
  data: RenditionCompleted['data'];
}

export interface FailRendition {
  type: 'FailRendition';
  id: string;
  attempt: number;
  reason: string;
}

export type RenditionCommand =
  | RequestRendition
  | ReportRenditionProgress
  | MarkRenditionPlayable
  | CompleteRendition
  | FailRendition;

export type RenditionStatus = 'NONE' | 'RENDERING' | 'PLAYABLE' | 'DONE' | 'FAILED';

export interface RenditionState {
  status: RenditionStatus;
  /** The attempt asked for last; 0 before the first. */
  attempt: number;
  percent: number;
}

const conflict = (state: RenditionState) =>
  new DomainError('STATE_CONFLICT', { field: 'id', entity: 'rendition', state: state.status });

/** The command's attempt is the one rendering, or why not. */
function notRendering(state: RenditionState, attempt: number): DomainError | null {
  const rendering = state.status === 'RENDERING' || state.status === 'PLAYABLE';
  return rendering && state.attempt === attempt ? null : conflict(state);
}

function request(command: RequestRendition, state: RenditionState) {
  if (state.status !== 'NONE' && state.status !== 'FAILED') return [];
  const data = { ...command.data, attempt: state.attempt + 1 };
  return [{ type: 'rendition.requested' as const, data }];
}

function progress(command: ReportRenditionProgress, state: RenditionState) {
  const refused = notRendering(state, command.attempt);
  if (refused) return refused;
  const percent = Math.min(100, Math.max(0, Math.round(command.percent)));
  if (!(percent > state.percent)) return [];
  const { id, attempt } = command;
  return [{ type: 'rendition.progressed' as const, data: { id, attempt, percent } }];
}

function playable(command: MarkRenditionPlayable, state: RenditionState) {
  const refused = notRendering(state, command.attempt);
  if (refused) return refused;
  if (state.status === 'PLAYABLE') return [];
  const { id, attempt, masterKey } = command;
  return [{ type: 'rendition.playable' as const, data: { id, attempt, masterKey } }];
}

function complete(command: CompleteRendition, state: RenditionState) {
  const refused = notRendering(state, command.data.attempt);
  if (refused) return refused;
  return [{ type: 'rendition.completed' as const, data: command.data }];
}

function fail(command: FailRendition, state: RenditionState) {
  const refused = notRendering(state, command.attempt);
  if (refused) return refused;
  const reason = command.reason.trim();
  if (reason === '')
    return new DomainError('VALIDATION_FAILED', { field: 'reason', rule: 'required' });
  const { id, attempt } = command;
  return [{ type: 'rendition.failed' as const, data: { id, attempt, reason } }];
}

/**
 * A watermarked rendition: NONE → RENDERING → PLAYABLE (its first segments are up; pictures skip
 * it) → DONE | FAILED, and RENDERING again when asked after a failure. Asking while it renders or
 * once it is done changes nothing, so every visitor's request is harmless.
 */
export const renditionDecider: Decider<RenditionCommand, RenditionState, RenditionEvent> = {
  initialState: { status: 'NONE', attempt: 0, percent: 0 },
  decide(command, state) {
    switch (command.type) {
      case 'RequestRendition':
        return request(command, state);
      case 'ReportRenditionProgress':
        return progress(command, state);
      case 'MarkRenditionPlayable':
        return playable(command, state);
      case 'CompleteRendition':
        return complete(command, state);
      case 'FailRendition':
        return fail(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'rendition.requested':
        return { status: 'RENDERING', attempt: event.data.attempt, percent: 0 };
      case 'rendition.progressed':
        return { ...state, percent: event.data.percent };
      case 'rendition.playable':
        return { ...state, status: 'PLAYABLE' };
      case 'rendition.completed':
        return { ...state, status: 'DONE', percent: 100 };
      case 'rendition.failed':
        return { ...state, status: 'FAILED' };
    }
  },
};
