export type { Database } from './database.ts';
export { createDb, migrateToLatest } from './migrate.ts';
export type { AuthFactorRow } from './tables/auth-factors.ts';
export type { DownloadFile } from './tables/downloads.ts';
export type { Folder, FolderTable, NewFolder } from './tables/folders.ts';
export type { Notice } from './tables/notices.ts';
export type { ProjectionCheckpoint, ProjectionCheckpointTable } from './tables/projection.ts';
export type { Rendition } from './tables/renditions.ts';
export type { SignInRecord } from './tables/sign-ins.ts';
