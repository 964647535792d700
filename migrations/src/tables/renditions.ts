import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * `rendition` (the renditions projection): a version with a share link's watermark burned in.
 * `status` is RENDERING, PLAYABLE (its first segments play), DONE or FAILED (`reason` says why).
 */
export interface RenditionTable {
  id: string;
  versionId: string;
  /** Its outputs are under it. */
  outputPrefix: string;
  status: string;
  attempt: number;
  percent: ColumnType<number, number | undefined, number>;
  masterKey: string | null;
  posterKey: string | null;
  downloadKey: string | null;
  reason: string | null;
  updatedAt: Timestamp;
}

export type Rendition = Selectable<RenditionTable>;
