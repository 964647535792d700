import type { ColumnType, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Moment = ColumnType<Date, Date | string, Date | string>;

/** What a session's presenter shows: the asset, its version, where, playing or not, how fast. */
export interface SessionShown {
  assetId: string;
  versionId: string;
  /** A frame, or milliseconds for what has no frames. */
  position: number;
  playing: boolean;
  rate: number;
}

/** `review_session`: each review session, with what its presenter shows now (decision 0146). */
export interface ReviewSessionTable {
  id: string;
  projectId: string;
  name: string;
  assetIds: string[];
  presenterId: string;
  /** The actor who started it, as the commit has it. */
  startedBy: Json<{ kind: string; id?: string }>;
  startedAt: Moment;
  endedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  shown: ColumnType<SessionShown | null, string | null | undefined, string | null>;
  shownAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The presenter's pointer over the picture, 0 to 1 across and down; null when put away. */
  pointer: ColumnType<{ x: number; y: number } | null, string | null | undefined, string | null>;
  /** When its summary went by mail to those who took part; null before. */
  summaryMailedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The log position of its last event: a follower takes the newest of what it hears. */
  seq: ColumnType<string, number | string, number | string>;
}

/** `review_session_participant`: who joined a session, and when they left. */
export interface ReviewSessionParticipantTable {
  sessionId: string;
  userId: string;
  joinedAt: Moment;
  leftAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** `review_session_shown_version`: each version a session showed, and when first. */
export interface ReviewSessionShownVersionTable {
  sessionId: string;
  versionId: string;
  assetId: string;
  firstShownAt: Moment;
}

/** `review_session_invitation`: whom a session's participants invited, and when. */
export interface ReviewSessionInvitationTable {
  sessionId: string;
  userId: string;
  invitedAt: Moment;
}

export type ReviewSessionRow = Selectable<ReviewSessionTable>;
export type ReviewSessionParticipantRow = Selectable<ReviewSessionParticipantTable>;

/** `review_session_presence`: when each person's page last followed a session (not an event). */
export interface ReviewSessionPresenceTable {
  sessionId: string;
  userId: string;
  seenAt: Moment;
}
