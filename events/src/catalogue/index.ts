import { apiTokenCreated, apiTokenRevoked, apiTokenUsed } from './api-token.events.ts';
import {
  approvalReminderSent,
  approvalWorkflowRemoved,
  approvalWorkflowSet,
  versionApprovalDecided,
} from './approval.events.ts';
import {
  assetCreated,
  assetCustomValuesSet,
  assetMetadataSet,
  assetRenamed,
  assetUploadCancelled,
  assetUploadFailed,
  assetUploadStarted,
  assetVersionAdded,
  versionReviewStatusSet,
} from './asset.events.ts';
import {
  authFactorActivated,
  authFactorAdded,
  authFactorRemoved,
  authFactorUsed,
  recoveryCodesDiscarded,
  recoveryCodesGenerated,
  recoveryCodeUsed,
  verificationFailed,
} from './auth-factor.events.ts';
import { createCatalogue } from './catalogue.ts';
import {
  collectionCreated,
  collectionDeleted,
  collectionRedefined,
  collectionRenamed,
} from './collection.events.ts';
import {
  commentAdded,
  commentEdited,
  commentMentioned,
  commentRemoved,
  commentTakenInSession,
} from './comment.events.ts';
import {
  customFieldChanged,
  customFieldDefined,
  customFieldRemoved,
  customFieldsReordered,
} from './custom-field.events.ts';
import { downloadRequested, downloadStreamed } from './download.events.ts';
import {
  folderCreated,
  folderPosterRemoved,
  folderPosterSet,
  folderRenamed,
  folderThumbnailRegenerated,
} from './folder.events.ts';
import { inboxAllRead, inboxItemsRead, inboxMailed } from './inbox.events.ts';
import {
  folderDeliveryRemoved,
  folderDeliveryUpdated,
  projectIntegrationDisabled,
  projectIntegrationEnabled,
} from './integration.events.ts';
import {
  jobCancelled,
  jobCompleted,
  jobFailed,
  jobJoinQueued,
  jobLadderQueued,
  jobLevelPlayable,
  jobLevelPublished,
  jobProbed,
  jobProgressReported,
  jobRangeEncoded,
  jobRangeQueued,
  jobRetryRequested,
  jobStarted,
} from './job.events.ts';
import {
  linkCollectionShared,
  linkCreated,
  linkDeleted,
  linkItemsSet,
  linkOptionsChanged,
  linkPasswordSet,
  linkSent,
} from './link.events.ts';
import {
  assetLiveCreated,
  liveEnded,
  liveKeyIssued,
  liveKeyRevoked,
  liveStarted,
} from './live.events.ts';
import { metadataImported } from './metadata.events.ts';
import {
  folderNotificationSent,
  projectTemplateReset,
  projectTemplateSaved,
} from './notification.events.ts';
import { itemsCopied, itemsDeleted, itemsMoved } from './organise.events.ts';
import {
  projectCreated,
  projectDeleted,
  projectDetailsChanged,
  projectOverlayChanged,
  projectOverlayImageSet,
  projectSettingsChanged,
  projectTransferServerChanged,
  projectWatermarksChanged,
  projectWorkspaceChanged,
} from './project.events.ts';
import {
  folderPermissionRemoved,
  folderPermissionSet,
  projectMemberAdded,
  projectMemberRemoved,
  projectMemberRoleChanged,
  projectMemberSettingsChanged,
} from './project-access.events.ts';
import {
  renditionCompleted,
  renditionFailed,
  renditionPlayable,
  renditionProgressed,
  renditionRequested,
} from './rendition.events.ts';
import {
  reviewSessionControlPassed,
  reviewSessionEnded,
  reviewSessionInvited,
  reviewSessionJoined,
  reviewSessionLeft,
  reviewSessionPointed,
  reviewSessionShown,
  reviewSessionStarted,
  reviewSessionSummaryMailed,
} from './review-session.events.ts';
import { roundMarked, roundRemoved } from './round.events.ts';
import { sessionEnded, signInFailed, userSignedIn } from './session.events.ts';
import {
  userCreated,
  userDeleted,
  userDetailsChanged,
  userInvited,
  userJoined,
  userJoinedThroughProvider,
  userPasswordChanged,
  userSettingsChanged,
} from './user.events.ts';
import { versionPlayed, versionViewed } from './viewing.events.ts';
import { linkPlayed, linkVisited } from './visit.events.ts';
import {
  webhookCreated,
  webhookDeleted,
  webhookDisabled,
  webhookEnabled,
  webhookSecretRotated,
  webhookUpdated,
} from './webhook.events.ts';
import {
  workspaceAdminAdded,
  workspaceAdminRemoved,
  workspaceAnnotationsSet,
  workspaceCreated,
  workspaceDeleted,
  workspaceImageRemoved,
  workspaceImageSet,
  workspaceRenamed,
} from './workspace.events.ts';

export * from './api-token.events.ts';
export * from './approval.events.ts';
export * from './asset.events.ts';
export * from './auth-factor.events.ts';
export * from './collection.events.ts';
export * from './comment.events.ts';
export * from './custom-field.events.ts';
export * from './download.events.ts';
export {
  type FolderCreated,
  type FolderEvent,
  type FolderPosterRemoved,
  type FolderPosterSet,
  type FolderRenamed,
  type FolderThumbnailRegenerated,
  folderCreated,
  folderPosterRemoved,
  folderPosterSet,
  folderRenamed,
  folderThumbnailRegenerated,
} from './folder.events.ts';
export * from './inbox.events.ts';
export * from './integration.events.ts';
export * from './job.events.ts';
export * from './link.events.ts';
export * from './live.events.ts';
export * from './metadata.events.ts';
export * from './notification.events.ts';
export * from './organise.events.ts';
export * from './project.events.ts';
export * from './project-access.events.ts';
export * from './published-watermark-vocabulary.ts';
export * from './rendition.events.ts';
export * from './review-session.events.ts';
export * from './round.events.ts';
export * from './session.events.ts';
export * from './transfer-via.ts';
export {
  type InboxMailRhythm,
  inboxMailRhythms,
  type UserCreated,
  type UserDeleted,
  type UserDetailsChanged,
  type UserEvent,
  type UserInvited,
  type UserJoined,
  type UserJoinedThroughProvider,
  type UserPasswordChanged,
  type UserSettingsChanged,
  userCreated,
  userDeleted,
  userDetailsChanged,
  userInvited,
  userJoined,
  userJoinedThroughProvider,
  userPasswordChanged,
  userSettingsChanged,
} from './user.events.ts';
export * from './viewing.events.ts';
export * from './visit.events.ts';
export * from './webhook.events.ts';
export * from './workspace.events.ts';

/** Every event type of Rushes. */
export const catalogue = createCatalogue([
  userCreated,
  userPasswordChanged,
  userInvited,
  userJoined,
  userJoinedThroughProvider,
  userDetailsChanged,
  userSettingsChanged,
  userDeleted,
  workspaceCreated,
  projectCreated,
  projectDetailsChanged,
  projectSettingsChanged,
  projectWatermarksChanged,
  projectOverlayChanged,
  projectOverlayImageSet,
  projectTransferServerChanged,
  projectWorkspaceChanged,
  projectDeleted,
  folderCreated,
  folderPosterSet,
  folderPosterRemoved,
  folderThumbnailRegenerated,
  folderRenamed,
  assetUploadStarted,
  assetUploadCancelled,
  assetUploadFailed,
  assetCreated,
  assetVersionAdded,
  assetRenamed,
  assetMetadataSet,
  versionReviewStatusSet,
  metadataImported,
  itemsDeleted,
  itemsMoved,
  itemsCopied,
  jobStarted,
  jobProgressReported,
  jobProbed,
  jobLevelPlayable,
  jobLevelPublished,
  jobLadderQueued,
  jobRangeQueued,
  jobRangeEncoded,
  jobJoinQueued,
  jobCompleted,
  jobFailed,
  jobCancelled,
  jobRetryRequested,
  commentAdded,
  commentEdited,
  commentRemoved,
  workspaceAdminAdded,
  workspaceAdminRemoved,
  workspaceRenamed,
  workspaceDeleted,
  workspaceImageSet,
  workspaceImageRemoved,
  workspaceAnnotationsSet,
  projectMemberAdded,
  projectMemberRoleChanged,
  projectMemberRemoved,
  projectMemberSettingsChanged,
  folderPermissionSet,
  folderPermissionRemoved,
  downloadRequested,
  downloadStreamed,
  linkCreated,
  linkOptionsChanged,
  linkPasswordSet,
  linkItemsSet,
  linkCollectionShared,
  linkSent,
  linkDeleted,
  linkVisited,
  linkPlayed,
  versionViewed,
  versionPlayed,
  renditionRequested,
  renditionProgressed,
  renditionPlayable,
  renditionCompleted,
  renditionFailed,
  userSignedIn,
  signInFailed,
  sessionEnded,
  authFactorAdded,
  authFactorActivated,
  authFactorRemoved,
  authFactorUsed,
  recoveryCodesGenerated,
  recoveryCodesDiscarded,
  recoveryCodeUsed,
  verificationFailed,
  projectTemplateSaved,
  projectTemplateReset,
  folderNotificationSent,
  apiTokenCreated,
  apiTokenRevoked,
  projectIntegrationEnabled,
  projectIntegrationDisabled,
  folderDeliveryUpdated,
  folderDeliveryRemoved,
  webhookCreated,
  webhookUpdated,
  webhookSecretRotated,
  webhookDisabled,
  webhookEnabled,
  webhookDeleted,
  apiTokenUsed,
  customFieldDefined,
  customFieldChanged,
  customFieldsReordered,
  customFieldRemoved,
  assetCustomValuesSet,
  collectionCreated,
  collectionRenamed,
  collectionRedefined,
  collectionDeleted,
  assetLiveCreated,
  liveKeyIssued,
  liveKeyRevoked,
  liveStarted,
  liveEnded,
  roundMarked,
  roundRemoved,
  reviewSessionStarted,
  reviewSessionJoined,
  reviewSessionLeft,
  reviewSessionControlPassed,
  reviewSessionShown,
  reviewSessionPointed,
  reviewSessionEnded,
  reviewSessionSummaryMailed,
  reviewSessionInvited,
  approvalWorkflowSet,
  approvalWorkflowRemoved,
  versionApprovalDecided,
  approvalReminderSent,
  commentMentioned,
  commentTakenInSession,
  inboxItemsRead,
  inboxAllRead,
  inboxMailed,
]);
