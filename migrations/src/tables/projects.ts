import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectTable {
  id: string;
  workspaceId: string;
  name: string;
  managerId: string;
  rootFolderId: string;
  createdAt: Timestamp;
  createdBy: string | null;
  production: Generated<string>;
  director: Generated<string>;
  dop: Generated<string>;
  crew: Generated<string[]>;
  /** YYYY-MM-DD, or null when not set. */
  shootingStart: string | null;
  shootingEnd: string | null;
  /** One of the event catalogue's `slateFormats`. */
  slateFormat: Generated<string>;
  /** The watermark's settings as `project.watermarks_changed` carries them; null for defaults. */
  watermarks: ColumnType<ProjectWatermarks | null, string | null | undefined, string | null>;
  overlay: ColumnType<ProjectOverlay | null, string | null | undefined, string | null>;
  /** Storage key of the overlay image; null for none. */
  overlayImageKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** The prefix of the storage its media is kept on; '' for the default storage. */
  storagePrefix: Generated<string>;
  /** The name of its transfer server; null for none. */
  transferServer: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProjectWatermarks {
  enabled: boolean;
  items: { position: string; type: string; text: string }[];
  fontSize: number;
  opacity: number;
  opacityBackground: number;
  horizontalOffset: number;
  verticalOffset: number;
}

export interface ProjectOverlay {
  enabled: boolean;
  size: number;
  opacity: number;
  x: number;
  y: number;
}

export type Project = Selectable<ProjectTable>;
export type NewProject = Insertable<ProjectTable>;
