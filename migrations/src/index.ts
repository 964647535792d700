export type { Database } from './database.ts';
export { createDb, migrateToLatest } from './migrate.ts';
export type {
  ApprovalDecisionRow,
  ApprovalStageEntry,
  ApprovalWorkflowRow,
} from './tables/approvals.ts';
export type { AssetMetadataEntry, AssetSlate, VersionLevel } from './tables/assets.ts';
export type { AuthFactorRow } from './tables/auth-factors.ts';
export type { DeliveryFile, ProjectIntegration } from './tables/deliveries.ts';
export type { DownloadFile } from './tables/downloads.ts';
export type { Folder, FolderTable, NewFolder } from './tables/folders.ts';
export type { AssetHistoryRow, FolderHistoryRow, ReviewRoundRow } from './tables/history.ts';
export type { InboxItemRow } from './tables/inbox.ts';
export type { Notice } from './tables/notices.ts';
export type { ProjectionCheckpoint, ProjectionCheckpointTable } from './tables/projection.ts';
export type { Rendition } from './tables/renditions.ts';
export type {
  ReviewSessionParticipantRow,
  ReviewSessionRow,
  SessionShown,
} from './tables/review-sessions.ts';
export type { SearchCustomEntry, SearchDocument, SearchKind } from './tables/search.ts';
export type { SignInRecord } from './tables/sign-ins.ts';
