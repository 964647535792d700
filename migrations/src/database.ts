import type {
  FolderPermissionTable,
  ProjectMemberTable,
  WorkspaceAdminTable,
} from './tables/access.ts';
import type { ApiTokenSecretTable, ApiTokenTable } from './tables/api-tokens.ts';
import type { ApprovalDecisionTable, ApprovalWorkflowTable } from './tables/approvals.ts';
import type {
  AssetSlateFormatTable,
  AssetTable,
  MetadataImportTable,
  MetadataMatchPendingTable,
  MetadataRecordTable,
  UploadTable,
  VersionTable,
} from './tables/assets.ts';
import type {
  InviteTokenTable,
  PasswordResetTokenTable,
  RefreshTokenTable,
  SessionTable,
  SetupTokenTable,
  SsoTransactionTable,
} from './tables/auth.ts';
import type { AuthFactorTable, SmsCodeTable } from './tables/auth-factors.ts';
import type { CollectionTable } from './tables/collections.ts';
import type { CommentTable } from './tables/comments.ts';
import type { CustodyChainTable, CustodyCursorTable } from './tables/custody.ts';
import type { CustomFieldTable, CustomFieldValueTable } from './tables/custom-fields.ts';
import type {
  DeliveryFileTable,
  DeliveryPendingTable,
  ProjectIntegrationTable,
} from './tables/deliveries.ts';
import type { DownloadTable } from './tables/downloads.ts';
import type { EventScopeProjectTable, EventScopeSubjectTable } from './tables/event-scopes.ts';
import type { FolderTable } from './tables/folders.ts';
import type { AssetHistoryTable, FolderHistoryTable, ReviewRoundTable } from './tables/history.ts';
import type { InboxCommentAuthorTable, InboxItemTable } from './tables/inbox.ts';
import type { JobTable } from './tables/jobs.ts';
import type { LiveKeySecretTable } from './tables/live-keys.ts';
import type { NoticeTable } from './tables/notices.ts';
import type { ProjectTemplateTable } from './tables/project-templates.ts';
import type { ProjectionCheckpointTable } from './tables/projection.ts';
import type { ProjectTable } from './tables/projects.ts';
import type { RenditionTable } from './tables/renditions.ts';
import type {
  ReviewSessionInvitationTable,
  ReviewSessionParticipantTable,
  ReviewSessionPresenceTable,
  ReviewSessionShownVersionTable,
  ReviewSessionTable,
} from './tables/review-sessions.ts';
import type {
  SearchCommentTable,
  SearchCustomFieldTable,
  SearchCustomValueTable,
  SearchDocumentTable,
  SearchProjectTable,
  SearchSlateFormatTable,
  SearchWordTable,
} from './tables/search.ts';
import type { ShareLinkItemTable, ShareLinkTable } from './tables/share-links.ts';
import type { SignInRecordTable } from './tables/sign-ins.ts';
import type { TransferDayTable, TransferTable } from './tables/transfers.ts';
import type { AppUserTable } from './tables/users.ts';
import type { FailedAttemptTable, VisitTable } from './tables/visits.ts';
import type {
  WebhookCursorTable,
  WebhookDeliveryAttemptTable,
  WebhookDeliveryTable,
  WebhookHealthTable,
  WebhookReplayTable,
  WebhookSecretTable,
  WebhookTable,
} from './tables/webhooks.ts';
import type { WorkspaceTable } from './tables/workspaces.ts';

/** Every read-model table, as Kysely sees it (camelCase; SQL is snake_case). */
export interface Database {
  projectionCheckpoint: ProjectionCheckpointTable;
  appUser: AppUserTable;
  workspace: WorkspaceTable;
  project: ProjectTable;
  folder: FolderTable;
  asset: AssetTable;
  version: VersionTable;
  upload: UploadTable;
  assetSlateFormat: AssetSlateFormatTable;
  customField: CustomFieldTable;
  customFieldValue: CustomFieldValueTable;
  metadataImport: MetadataImportTable;
  metadataMatchPending: MetadataMatchPendingTable;
  metadataRecord: MetadataRecordTable;
  job: JobTable;
  comment: CommentTable;
  projectMember: ProjectMemberTable;
  folderPermission: FolderPermissionTable;
  workspaceAdmin: WorkspaceAdminTable;
  shareLink: ShareLinkTable;
  shareLinkItem: ShareLinkItemTable;
  /** A project's saved searches (see tables/collections.ts). */
  collection: CollectionTable;
  rendition: RenditionTable;
  signInRecord: SignInRecordTable;
  authFactor: AuthFactorTable;
  smsCode: SmsCodeTable;
  projectTemplate: ProjectTemplateTable;
  notice: NoticeTable;
  apiToken: ApiTokenTable;
  /** Where the public feed's resources belong (see tables/event-scopes.ts). */
  eventScopeSubject: EventScopeSubjectTable;
  eventScopeProject: EventScopeProjectTable;
  /** A project's integrations and the files they keep (see tables/deliveries.ts). */
  projectIntegration: ProjectIntegrationTable;
  deliveryFile: DeliveryFileTable;
  deliveryPending: DeliveryPendingTable;
  webhook: WebhookTable;
  /** What people find by searching (see tables/search.ts). */
  searchDocument: SearchDocumentTable;
  searchComment: SearchCommentTable;
  searchWord: SearchWordTable;
  searchSlateFormat: SearchSlateFormatTable;
  searchCustomField: SearchCustomFieldTable;
  searchCustomValue: SearchCustomValueTable;
  searchProject: SearchProjectTable;
  /** Each project's chain of custody, never rebuilt (see tables/custody.ts). */
  custodyChain: CustodyChainTable;
  custodyCursor: CustodyCursorTable;
  /** Each asset's events, for its past moments (see tables/history.ts). */
  assetHistory: AssetHistoryTable;
  /** Where each folder was and its name, for a folder's past (see tables/history.ts). */
  folderHistory: FolderHistoryTable;
  /** A folder's review rounds (see tables/history.ts). */
  reviewRound: ReviewRoundTable;
  /** Review sessions and their participants (see tables/review-sessions.ts). */
  reviewSession: ReviewSessionTable;
  reviewSessionParticipant: ReviewSessionParticipantTable;
  reviewSessionInvitation: ReviewSessionInvitationTable;
  /** When each person's page last followed a session (operational, see tables/review-sessions.ts). */
  reviewSessionPresence: ReviewSessionPresenceTable;
  reviewSessionShownVersion: ReviewSessionShownVersionTable;
  /** Folders' approval workflows and the decisions taken in them (see tables/approvals.ts). */
  approvalWorkflow: ApprovalWorkflowTable;
  approvalDecision: ApprovalDecisionTable;
  /** Each person's inbox, and the comments' authors it needs (see tables/inbox.ts). */
  inboxItem: InboxItemTable;
  inboxCommentAuthor: InboxCommentAuthorTable;
  /** Written by services/transfer-stats. */
  transfer: TransferTable;
  transferDay: TransferDayTable;
  /** Written by the BFF when someone downloads several files. */
  download: DownloadTable;
  /** BFF session state, not a read model (see tables/auth.ts). */
  session: SessionTable;
  refreshToken: RefreshTokenTable;
  setupToken: SetupTokenTable;
  passwordResetToken: PasswordResetTokenTable;
  inviteToken: InviteTokenTable;
  ssoTransaction: SsoTransactionTable;
  /** Share-link visitors' sessions, and failed guesses at secrets (see tables/visits.ts). */
  visit: VisitTable;
  failedAttempt: FailedAttemptTable;
  /** The hashes of API tokens' secrets and their last use (see tables/api-tokens.ts). */
  apiTokenSecret: ApiTokenSecretTable;
  /** The hashes of Live assets' stream keys in force (see tables/live-keys.ts). */
  liveKeySecret: LiveKeySecretTable;
  /** Webhooks' secrets, deliveries and their state (see tables/webhooks.ts). */
  webhookSecret: WebhookSecretTable;
  webhookCursor: WebhookCursorTable;
  webhookReplay: WebhookReplayTable;
  webhookDelivery: WebhookDeliveryTable;
  webhookDeliveryAttempt: WebhookDeliveryAttemptTable;
  webhookHealth: WebhookHealthTable;
}
