import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** PostgreSQL `bigint`: read as a string (bytes may pass 2^53 in a sum), written as a number. */
type BigIntColumn = ColumnType<string, number | string | bigint, number | string | bigint>;
/** PostgreSQL `date`, written as 'YYYY-MM-DD'; read it as text (`day::text`), not as a Date. */
type Day = ColumnType<Date, string, string>;

/**
 * Where a transfer stands: `started` until it ends (a single file's download, whose end the server
 * does not see, stays there), then `completed`, `failed` or `cancelled`.
 */
export type TransferStatus = 'started' | 'completed' | 'failed' | 'cancelled';

/** `transfer` (written by services/transfer-stats): one file that went up or down. */
export interface TransferTable {
  id: string;
  projectId: string;
  direction: 'upload' | 'download';
  filename: string;
  bytes: BigIntColumn;
  status: TransferStatus;
  /** How its bytes travelled: through the browser, or a transfer client. */
  kind: 'web' | 'fast';
  /** The UTC day of `createdAt`. */
  day: Day;
  /** Its start: the upload started, the download handed out. */
  createdAt: Timestamp;
  /** When its status was last recorded: its start, or its end. */
  updatedAt: Timestamp;
  /** Milliseconds from its start to its end; null until it ends, or when its start is unknown. */
  durationMs: ColumnType<string | null, number | null | undefined, number | null>;
  /** The user, share link or API token that moved the file; null when Rushes itself did. */
  actorId: string | null;
  fromLink: boolean;
  fromToken: ColumnType<boolean, boolean | undefined, boolean>;
  /** How many files went together (a zip download); `filename` is then the zip's. */
  fileCount: ColumnType<number, number | undefined, number>;
}

/** `transfer_day` (written by services/transfer-stats): totals per project and UTC day. */
export interface TransferDayTable {
  projectId: string;
  day: Day;
  bytesUp: BigIntColumn;
  bytesDown: BigIntColumn;
  count: number;
}

export type Transfer = Selectable<TransferTable>;
export type NewTransfer = Insertable<TransferTable>;
export type TransferDay = Selectable<TransferDayTable>;
