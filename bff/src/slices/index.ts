import type { Slice } from '../slice.ts';
import { accessesSlice } from './accesses/access.slice.ts';
import { accountSlice } from './account/account.slice.ts';
import { apiTokensSlice } from './api-tokens/api-token.slice.ts';
import { approvalsSlice } from './approvals/approvals.slice.ts';
import { assetsSlice } from './assets/asset.slice.ts';
import { carryOverSlice } from './carry-over/carry-over.slice.ts';
import { collectionsSlice } from './collections/collection.slice.ts';
import { commentsSlice } from './comments/comment.slice.ts';
import { custodySlice } from './custody/custody.slice.ts';
import { customFieldsSlice } from './custom-fields/custom-fields.slice.ts';
import { downloadsSlice } from './downloads/download.slice.ts';
import { eventFeedSlice } from './event-feed/event-feed.slice.ts';
import { factorsSlice } from './factors/factor.slice.ts';
import { fastTransfersSlice } from './fast-transfers/fast-transfer.slice.ts';
import { folderThumbnailsSlice } from './folder-thumbnails/folder-thumbnail.slice.ts';
import { foldersSlice } from './folders/folder.slice.ts';
import { historySlice } from './history/history.slice.ts';
import { inboxSlice } from './inbox/inbox.slice.ts';
import { invitationsSlice } from './invitations/invitation.slice.ts';
import { jobsSlice } from './jobs/job.slice.ts';
import { linksSlice } from './links/link.slice.ts';
import { liveAssetsSlice } from './live-assets/live-asset.slice.ts';
import { markersSlice } from './markers/markers.slice.ts';
import { mediaComposerSlice } from './media-composer/media-composer.slice.ts';
import { membersSlice } from './members/member.slice.ts';
import { metadataImportSlice } from './metadata-import/metadata-import.slice.ts';
import { notesExportSlice } from './notes-export/notes-export.slice.ts';
import { notificationsSlice } from './notifications/notification.slice.ts';
import { organiseSlice } from './organise/organise.slice.ts';
import { projectsSlice } from './projects/project.slice.ts';
import { reviewSlice } from './review/review.slice.ts';
import { reviewSessionsSlice } from './review-sessions/review-session.slice.ts';
import { roundsSlice } from './rounds/rounds.slice.ts';
import { searchSlice } from './search/search.slice.ts';
import { shellSlice } from './shell/shell.slice.ts';
import { storagesSlice } from './storages/storages.slice.ts';
import { transfersSlice } from './transfers/transfer.slice.ts';
import { uploadsSlice } from './uploads/upload.slice.ts';
import { usersSlice } from './users/user.slice.ts';
import { versionsSlice } from './versions/version.slice.ts';
import { visitsSlice } from './visits/visit.slice.ts';
import { webhooksSlice } from './webhooks/webhook.slice.ts';
import { workspacesSlice } from './workspaces/workspace.slice.ts';

/** Every domain slice of the BFF: a new slice is one more line here. */
export const slices: readonly Slice[] = [
  usersSlice,
  accountSlice,
  factorsSlice,
  workspacesSlice,
  apiTokensSlice,
  projectsSlice,
  storagesSlice,
  membersSlice,
  invitationsSlice,
  foldersSlice,
  organiseSlice,
  assetsSlice,
  versionsSlice,
  metadataImportSlice,
  uploadsSlice,
  liveAssetsSlice,
  reviewSlice,
  customFieldsSlice,
  folderThumbnailsSlice,
  jobsSlice,
  commentsSlice,
  downloadsSlice,
  fastTransfersSlice,
  notesExportSlice,
  markersSlice,
  carryOverSlice,
  historySlice,
  roundsSlice,
  reviewSessionsSlice,
  approvalsSlice,
  inboxSlice,
  mediaComposerSlice,
  linksSlice,
  notificationsSlice,
  visitsSlice,
  transfersSlice,
  eventFeedSlice,
  webhooksSlice,
  accessesSlice,
  custodySlice,
  searchSlice,
  collectionsSlice,
  shellSlice,
];
