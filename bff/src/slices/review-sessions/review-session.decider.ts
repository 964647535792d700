import { type Decider, DomainError, type ReviewSessionEvent } from '@rushes/events';
import { invalid } from '../validation.ts';

/** The fastest rate a presenter may play at, as the player offers it. */
const MAX_RATE = 16;

/** A session on assets the starter may comment on (the caller checked), presented by them. */
export interface StartSession {
  type: 'StartSession';
  sessionId: string;
  projectId: string;
  name: string;
  assetIds: readonly string[];
  userId: string;
}

export interface JoinSession {
  type: 'JoinSession';
  sessionId: string;
  userId: string;
}

export interface LeaveSession {
  type: 'LeaveSession';
  sessionId: string;
  userId: string;
}

/** What the presenter shows now (`position`: a frame, or milliseconds where there are none). */
export interface ShowInSession {
  type: 'ShowInSession';
  sessionId: string;
  userId: string;
  assetId: string;
  versionId: string;
  position: number;
  playing: boolean;
  rate: number;
}

/** The presenter's pointer over the picture (0 to 1 across and down), or none (both null). */
export interface PointInSession {
  type: 'PointInSession';
  sessionId: string;
  userId: string;
  x: number | null;
  y: number | null;
}

export interface PassControl {
  type: 'PassControl';
  sessionId: string;
  userId: string;
  toUserId: string;
}

/** Ending: the presenter, or someone who edits the project (`editsProject`, the caller's word). */
export interface EndSession {
  type: 'EndSession';
  sessionId: string;
  userId: string;
  editsProject: boolean;
}

/** Someone in the session invites people who may see it (the caller checked). */
export interface InviteToSession {
  type: 'InviteToSession';
  sessionId: string;
  userId: string;
  userIds: readonly string[];
}

/** The summary goes by mail to `userIds`, those who took part: once, after the session ended. */
export interface MailSummary {
  type: 'MailSummary';
  sessionId: string;
  userIds: readonly string[];
}

export type SessionCommand =
  | StartSession
  | JoinSession
  | LeaveSession
  | ShowInSession
  | PointInSession
  | PassControl
  | EndSession
  | InviteToSession
  | MailSummary;

export interface SessionState {
  started: boolean;
  ended: boolean;
  assetIds: readonly string[];
  presenterId: string | null;
  /** Who is in it now, in the order they joined, the presenter among them. */
  participants: readonly string[];
  /** Who was invited, ever. */
  invited: readonly string[];
  summaryMailed: boolean;
}

export const initialSessionState: SessionState = {
  started: false,
  ended: false,
  assetIds: [],
  presenterId: null,
  participants: [],
  invited: [],
  summaryMailed: false,
};

const ended = () => new DomainError('STATE_CONFLICT', { entity: 'reviewSession', rule: 'ended' });
const notPresenter = () => new DomainError('FORBIDDEN', { rule: 'presenter' });

function start(command: StartSession, state: SessionState) {
  if (state.started) return [];
  const name = command.name.trim();
  if (name === '') return invalid('name', 'required');
  const assetIds = [...new Set(command.assetIds)];
  if (assetIds.length === 0) return invalid('assetIds', 'required');
  const { sessionId: id, projectId, userId: presenterId } = command;
  const data = { id, projectId, name, assetIds, presenterId };
  return [{ type: 'review_session.started' as const, data }];
}

function show(command: ShowInSession, state: SessionState) {
  if (command.userId !== state.presenterId) return notPresenter();
  if (!state.assetIds.includes(command.assetId)) return invalid('assetId', 'inSession');
  if (!Number.isInteger(command.position) || command.position < 0) {
    return invalid('position', 'range');
  }
  if (!(command.rate > 0 && command.rate <= MAX_RATE)) return invalid('rate', 'range');
  const { sessionId: id, assetId, versionId, position, playing, rate } = command;
  const data = { id, assetId, versionId, position, playing, rate };
  return [{ type: 'review_session.shown' as const, data }];
}

const onPicture = (value: number | null) => value === null || (value >= 0 && value <= 1);

function point(command: PointInSession, state: SessionState) {
  if (command.userId !== state.presenterId) return notPresenter();
  const { sessionId: id, x, y } = command;
  if ((x === null) !== (y === null) || !onPicture(x) || !onPicture(y)) {
    return invalid('x', 'range');
  }
  return [{ type: 'review_session.pointed' as const, data: { id, x, y } }];
}

/** Those neither in the session nor invited before are invited; by someone in it. */
function invite(command: InviteToSession, state: SessionState) {
  if (!state.participants.includes(command.userId)) {
    return new DomainError('FORBIDDEN', { rule: 'participant' });
  }
  const known = new Set([...state.participants, ...state.invited]);
  const userIds = [...new Set(command.userIds)].filter((userId) => !known.has(userId));
  if (userIds.length === 0) return [];
  return [{ type: 'review_session.invited' as const, data: { id: command.sessionId, userIds } }];
}

function passControl(command: PassControl, state: SessionState) {
  if (command.userId !== state.presenterId) return notPresenter();
  if (command.toUserId === state.presenterId) return [];
  if (!state.participants.includes(command.toUserId)) return invalid('userId', 'participant');
  const data = { id: command.sessionId, fromUserId: command.userId, toUserId: command.toUserId };
  return [{ type: 'review_session.control_passed' as const, data }];
}

/**
 * Someone leaves. A presenter who leaves hands control to whoever joined first of those left, and
 * ends the session when nobody is: a session never runs without its presenter.
 */
function leave({ sessionId: id, userId }: LeaveSession, state: SessionState) {
  if (!state.participants.includes(userId)) return [];
  const left = { type: 'review_session.left' as const, data: { id, userId } };
  if (userId !== state.presenterId) return [left];
  const next = state.participants.find((participant) => participant !== userId);
  if (!next) return [left, { type: 'review_session.ended' as const, data: { id } }];
  const data = { id, fromUserId: userId, toUserId: next };
  return [left, { type: 'review_session.control_passed' as const, data }];
}

function decide(command: SessionCommand, state: SessionState) {
  if (command.type === 'StartSession') return start(command, state);
  if (!state.started) return new DomainError('NOT_FOUND', { entity: 'reviewSession' });
  if (command.type === 'EndSession') {
    if (state.ended) return [];
    if (command.userId !== state.presenterId && !command.editsProject) return notPresenter();
    return [{ type: 'review_session.ended' as const, data: { id: command.sessionId } }];
  }
  if (command.type === 'MailSummary') {
    if (!state.ended) return new DomainError('STATE_CONFLICT', { rule: 'running' });
    if (state.summaryMailed) return [];
    const data = { id: command.sessionId, userIds: [...new Set(command.userIds)] };
    return [{ type: 'review_session.summary_mailed' as const, data }];
  }
  if (state.ended) return ended();
  const { sessionId: id, userId } = command;
  switch (command.type) {
    case 'JoinSession':
      if (state.participants.includes(userId)) return [];
      return [{ type: 'review_session.joined' as const, data: { id, userId } }];
    case 'LeaveSession':
      return leave(command, state);
    case 'ShowInSession':
      return show(command, state);
    case 'PointInSession':
      return point(command, state);
    case 'PassControl':
      return passControl(command, state);
    case 'InviteToSession':
      return invite(command, state);
  }
}

function evolve(state: SessionState, event: ReviewSessionEvent): SessionState {
  switch (event.type) {
    case 'review_session.started':
      return {
        ...state,
        started: true,
        assetIds: event.data.assetIds,
        presenterId: event.data.presenterId,
        participants: [event.data.presenterId],
      };
    case 'review_session.joined':
      return { ...state, participants: [...state.participants, event.data.userId] };
    case 'review_session.left': {
      const { userId } = event.data;
      return { ...state, participants: state.participants.filter((id) => id !== userId) };
    }
    case 'review_session.control_passed':
      return { ...state, presenterId: event.data.toUserId };
    case 'review_session.ended':
      return { ...state, ended: true, participants: [] };
    case 'review_session.invited':
      return { ...state, invited: [...state.invited, ...event.data.userIds] };
    case 'review_session.summary_mailed':
      return { ...state, summaryMailed: true };
    default:
      return state;
  }
}

/**
 * A review session (stream `review_session.<id>`, decision 0146): a presenter shows assets of
 * one project to the people who join, who follow what is shown. Only the presenter shows and
 * hands control, to someone in the session; a presenter who leaves hands it to whoever joined
 * first, or ends the session when nobody is left; the presenter, or someone who edits the
 * project, ends it, after which nobody joins and nothing is shown. Joining twice, leaving when not in it and ending twice change nothing; its summary is mailed once, after it ended.
 */
export const sessionDecider: Decider<SessionCommand, SessionState, ReviewSessionEvent> = {
  initialState: initialSessionState,
  decide,
  evolve,
};
