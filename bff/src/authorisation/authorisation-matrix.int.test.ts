import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMergedSchema } from '../graphql/schema.ts';
import { freshIp } from '../test-app.fixture.ts';
import { callAs, type Outcome } from './call-outcome.fixture.ts';
import { graphqlCalls, operationOf } from './graphql-operations.fixture.ts';
import { guardedFields } from './guarded-fields.fixture.ts';
import { actors, type MatrixWorld, type Place, startMatrixWorld } from './matrix-world.fixture.ts';
import {
  callerRestCalls,
  coveredElsewhere,
  printedRoutes,
  restCalls,
} from './rest-calls.fixture.ts';

/**
 * Who may do what, call by call: one letter per actor in the order of `actors` — anonymous,
 * viewer (Viewer with an entry on the folder), editor, supervisor, manager, admin of another
 * workspace, the workspace's admin, superuser, then the visitors of a share link on Day 1, of one
 * in "Other" and of one that expired, a machine with an API token of "Features" holding every
 * scope, and the bearers of two transfer tokens: the superuser's to upload `granted.mp4` into Day
 * 1, and the Day 1 visitor's to download Day 1 — for the objects of "Feature" (`in`) and of a
 * project in another workspace (`out`).
 * A: allowed, R: refused (and nothing appended). A visitor reaches what their link holds (to look,
 * download, comment, follow) and nothing else; a machine reads, downloads and comments in its
 * token's workspace over HTTP, and nothing else (no subscription, nothing it would manage); a
 * transfer token's bearer does its one transfer (the upload calls on the file it names, the
 * download's `transferFiles`) and nothing else, whatever its holder may do.
 * Out of reach answers as nothing there: createProject in a workspace the actor may not see
 * fails as for a workspace that does not exist (VALIDATION_FAILED, workspaceId required), and
 * transfers answer an empty report (R) to those who may not read the project's.
 */
//                                 anonymous, viewer, editor, supervisor, manager, otherAdmin,
//                                 workspaceAdmin, superuser, visitor, otherVisitor, expiredVisitor,
//                                 machine, uploadGrant, downloadGrant
const expected: Record<string, Record<Place, string>> = {
  node: { in: 'RAAAARAAARRARR', out: 'RRRRRARARARRRR' },
  asset: { in: 'RAAAARAAARRARR', out: 'RRRRRARARARRRR' },
  folder: { in: 'RAAAARAAARRARR', out: 'RRRRRARARARRRR' },
  // A clip only among those the actor sees: a visitor's link holds the folder.
  'folder randomAsset': { in: 'RAAAARAAARRARR', out: 'RRRRRARARARRRR' },
  job: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  project: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  jobs: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  projectRoles: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  projects: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  currentUser: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  // The deployment's storages and transfer servers: superusers only.
  storageConfig: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  // A share link's visitor's own link; users have none.
  sharedLink: { in: 'RRRRRRRRAARRRR', out: 'RRRRRRRRAARRRR' },
  people: { in: 'RRRAAAAARRRRRR', out: 'RRRAAAAARRRRRR' },
  // What each finds is what `folder` shows them; a share link's visitor has no search, a machine
  // finds in its token's workspace.
  search: { in: 'RAAAARAARRRARR', out: 'RRRRRARARRRRRR' },
  // Those who edit a project (anywhere) list the people they manage; the rest are FORBIDDEN.
  users: { in: 'RRRAAAAARRRRRR', out: 'RRRAAAAARRRRRR' },
  workspaces: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  projectUsers: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  folderUsers: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  workspaceUsers: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  transfers: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  startUpload: { in: 'RRAAARAARRRRAR', out: 'RRRRRARARRRRRR' },
  finalizeUpload: { in: 'RRAAARAARRRRAR', out: 'RRRRRARARRRRRR' },
  // Who may send the upload's parts has its staged file taken instead.
  takeStagedUpload: { in: 'RRAAARAARRRRAR', out: 'RRRRRARARRRRRR' },
  // Refused as finalizeUpload, before anything happens; granted, it finalises behind its answer.
  finalizeUploadV2: { in: 'RRAAARAARRRRAR', out: 'RRRRRARARRRRRR' },
  uploadFinalization: { in: 'RRAAARAARRRRAR', out: 'RRRRRARARRRRRR' },
  cancelUpload: { in: 'RRAAARAARRRRAR', out: 'RRRRRARARRRRRR' },
  startMetadataUpload: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  importMetadata: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // A visitor comments where the link allows it, and never edits nor deletes a comment.
  addComment: { in: 'RAAAARAAARRARR', out: 'RRRRRARARARRRR' },
  // Markers from the edit suite: those who may comment, as themselves; never a visitor.
  importMarkers: { in: 'RAAAARAARRRARR', out: 'RRRRRARARRRRRR' },
  // Notes that follow the cut: those who may edit the asset, as renaming it.
  carryComments: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  updateComment: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  removeComment: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Whoever sees the version plays it (a visitor only what their link holds); a machine never.
  recordPlay: { in: 'RAAAARAAARRRRR', out: 'RRRRRARARARRRR' },
  // Fast transfers (decision 0129): a token is asked as startUpload and requestDownload are
  // refused, never by a machine nor by a token's bearer; the download grant's bearer alone lists
  // its files.
  asperaUploadToken: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  asperaDownloadToken: { in: 'RRAAARAAARRRRR', out: 'RRRRRARARARRRR' },
  transferFiles: { in: 'RRRRRRRRRRRRRA', out: 'RRRRRRRRRRRRRA' },
  // `download` on the folder: not the Viewer's entry; Editors have it by their role.
  requestDownload: { in: 'RRAAARAAARRARR', out: 'RRRRRARARARRRR' },
  // Those who may read the comments, as for addComment.
  requestCommentsExport: { in: 'RAAAARAAARRARR', out: 'RRRRRARARARRRR' },
  // A project's custody log: superusers and its workspace's admins, not its manager.
  requestCustodyExport: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  createFolder: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Live assets and their stream keys: upload on the folder, never a visitor, machine or grant.
  createLiveAsset: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  issueLiveKey: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  revokeLiveKey: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'createFolder path': { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  renameFolder: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  renameAsset: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Review rounds: those who may edit the folder; never a visitor or a machine.
  markReviewRound: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  removeReviewRound: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Approval workflows: those who may edit the folder set and remove one; a stage's reviewers
  // (the manager by name, the members of its roles) decide, never a visitor or a machine; what
  // waits for each signed-in person is their own (decision 0147).
  setApprovalWorkflow: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  removeApprovalWorkflow: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  decideApproval: { in: 'RAAAARRRRRRRRR', out: 'RRRRRRRARRRRRR' },
  toReview: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  // Each signed-in person's own inbox (decision 0148); whom a comment may mention, to those who
  // may comment in person.
  inbox: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  markInboxItemsRead: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  markInboxRead: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  'Asset.mentionable': { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // A review session's summary downloads for those who may see the session (decision 0149).
  'RequestCommentsExportInput.reviewSessionId': { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Review sessions are for people who see every asset of them (those who may comment start
  // one); only the presenter, here the superuser, shows and hands control; the presenter and
  // those who edit the project end one.
  startReviewSession: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  joinReviewSession: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  leaveReviewSession: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  showInReviewSession: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  pointInReviewSession: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  passReviewSessionControl: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  endReviewSession: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Someone in a session invites; the people to invite are for them alone (decision 0149).
  inviteToReviewSession: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  'ReviewSession.inviteChoices': { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  reviewSessionInvitations: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  // The same right as renaming the asset: Editors and above; never a viewer nor a visitor.
  setReviewStatus: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Custom values: those who may edit the asset, as renaming it; never a visitor nor a machine.
  setCustomFieldValues: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  deleteItems: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  moveItems: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  copyItems: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  cancelJob: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  retryJob: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  saveProjectUser: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  removeProjectUser: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  saveFolderUser: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  removeFolderUser: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Several members at once, as for one.
  removeProjectUsers: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  saveWorkspaceUser: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  removeWorkspaceUser: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Out of the workspace's projects too: those who edit it edit them all.
  'removeWorkspaceUser(keepInProjects: false)': { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  createProject: {
    in: 'RRRRR(VALIDATION_FAILED)AARRRRRR',
    out: 'RRRRRA(VALIDATION_FAILED)ARRRRRR',
  },
  // Those who edit the project change its details and settings; moving it takes the right to
  // manage both workspaces (only the superuser here: to an admin of the project's workspace the
  // other is out of reach, so answers as none, as for createProject), deleting it the right to
  // manage its own.
  updateProject: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  updateProjectSettings: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  updateProjectLook: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  uploadProjectOverlay: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  confirmProjectOverlay: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  changeProjectWorkspace: {
    in: 'RRRRRR(VALIDATION_FAILED)ARRRRRR',
    out: 'RRRRR(VALIDATION_FAILED)RARRRRRR',
  },
  deleteProject: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  createWorkspace: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  // Admins rename their workspace; only superusers delete one (a fresh one with the place's admin)
  // and upload or remove its branding.
  updateWorkspace: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Turning drawing annotations on for a workspace's members: those who may edit it.
  setWorkspaceAnnotations: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  // A workspace's custom fields: those who edit it define, change, reorder and remove them; no
  // machine (no scope names it), whatever its token holds.
  defineCustomField: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  changeCustomField: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  reorderCustomFields: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  removeCustomField: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  deleteWorkspace: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  // A workspace's API tokens: those who edit it list, make and revoke them; never a machine.
  apiTokens: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  createApiToken: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  revokeApiToken: { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  // A workspace's webhooks: those who edit it, and a machine whose token holds webhooks:manage
  // there (the machine's is of "Features": "Elsewhere" is out of its reach).
  webhooks: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  // The event types a webhook can take are documentation: every person and machine reads them.
  webhookEventTypes: { in: 'RAAAAAAARRRARR', out: 'RAAAAAAARRRARR' },
  webhookDeliveries: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  createWebhook: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  updateWebhook: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  rotateWebhookSecret: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  disableWebhook: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  enableWebhook: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  deleteWebhook: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  redeliverWebhookDelivery: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  replayWebhook: { in: 'RRRRRRAARRRARR', out: 'RRRRRARARRRRRR' },
  uploadWorkspaceLogo: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  uploadWorkspaceProjectPoster: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  confirmWorkspaceImage: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  removeWorkspaceImages: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  // Set Poster Image: those who edit the project, on one of its folders.
  uploadFolderPoster: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  confirmFolderPoster: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  removeFolderImages: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Regenerate Thumbnail: superusers alone, not those who edit the project.
  regenerateFolderThumbnail: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  inviteUser: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  reinvite: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Correcting the address of an invitee who is in that project only: those who edit it.
  'reinvite(email, name)': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // One's own account, or anyone's for a superuser (Vic in reach, Otto out of it); a project's
  // notifications only for one of the user's projects.
  updateUser: { in: 'RARRRRRARRRRRR', out: 'RRRRRARARRRRRR' },
  updateUserSettings: { in: 'RARRRRRARRRRRR', out: 'RRRRRARARRRRRR' },
  sessions: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  recentSignIns: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  endSession: { in: 'RARRRRRRRRRRRR', out: 'RRRRRARRRRRRRR' },
  updateUserProjectSettings: { in: 'RARRRRRARRRRRR', out: 'RRRRRRRRRRRRRR' },
  authFactors: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  recoveryCodes: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  addUserAuthFactor: { in: 'RARRRRRRRRRRRR', out: 'RRRRRARRRRRRRR' },
  activateAuthFactor: { in: 'RARRRRRRRRRRRR', out: 'RRRRRARRRRRRRR' },
  triggerAuthFactor: { in: 'RARRRRRRRRRRRR', out: 'RRRRRARRRRRRRR' },
  removeAuthFactor: { in: 'RARRRRRARRRRRR', out: 'RRRRRARARRRRRR' },
  // Only for oneself, with an active factor: the viewer and the other admin have one.
  generateRecoveryCodes: { in: 'RARRRARRRRRRRR', out: 'RARRRARRRRRRRR' },
  deleteUser: { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  // Those who edit the project write its templates; those who may upload to a folder notify.
  saveProjectTemplate: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  removeProjectTemplate: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  sendFolderNotification: { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Everyone signed in lists the links they see (none for most), of a project they reach, and the
  // projects that have them; a link of the superuser's shows to those who edit its project, who
  // change, send and delete it. Creating one needs `share` on the folder: Supervisors, the manager
  // and admins (Viewers and Editors have none).
  links: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  linkProjects: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  link: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  linkCanAllowDownload: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  createLink: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'createLink(collectionId)': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  updateLink: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  sendLink: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  deleteLink: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  accessChanged: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  // Everyone signed in follows the links they see; each hears only of those (link-changed tests).
  linkChanged: { in: 'RAAAAAAARRRRRR', out: 'RAAAAAAARRRRRR' },
  commentChanged: { in: 'RAAAARAAARRRRR', out: 'RRRRRARARARRRR' },
  reviewSessionChanged: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  folderChanged: { in: 'RAAAARAAARRRRR', out: 'RRRRRARARARRRR' },
  jobUpdated: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  folderThumbnail: { in: 'RAAAARAAARRRRR', out: 'RRRRRARARARRRR' },
  // A project's collections: the people who see it see them and hear of their changes; those who
  // edit it make, change and delete them. A visitor meets one only through a link sharing it.
  collection: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  createCollection: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  updateCollection: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  deleteCollection: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  collectionsChanged: { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // A share link's visitor follows their own link (heard only for one sharing a collection).
  sharedLinkChanged: { in: 'RRRRRRRRAARRRR', out: 'RRRRRRRRAARRRR' },
  // Everyone signed in or visiting a live link hears which build the BFF runs.
  welcome: { in: 'RAAAAAAAAARRRR', out: 'RAAAAAAAAARRRR' },
  // Those who edit the project turn its Media Composer integration on and off.
  enableProjectIntegration: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  disableProjectIntegration: { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Guarded fields and arguments. Select Project and the users screens: those who edit it.
  'projects(editable)': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // A member's folders, roles and project settings: to those who see the member and edit the
  // project (not the member, a Viewer, themselves); a folder's users' roles with its users.
  'User.folders': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'User.uniqueRoles': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'UserProject.settings': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'FolderUser.role': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // The files Media Composer takes: those who may download in the folder, and a machine reading
  // assets; never a share link's visitor.
  'Folder.deliveries': { in: 'RRAAARAARRRARR', out: 'RRRRRARARRRRRR' },
  'Project.deliveries': { in: 'RRAAARAARRRARR', out: 'RRRRRARARRRRRR' },
  // The chain of custody, as requestCustodyExport.
  'Project.custody': { in: 'RRRRRRAARRRRRR', out: 'RRRRRARARRRRRR' },
  // A Live asset's key in force, to those who may feed it.
  'Asset.hasLiveKey': { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Where a Live asset's feed is sent, to those who may feed it.
  'Asset.liveRtmpServer': { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // An asset's past and its moments: to whoever sees it now and saw it then; never a visitor or
  // a machine, who see only the present.
  'Asset.asOf': { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'Asset.history': { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'Folder.reviewRounds': { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'Folder.changes': { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'Folder.asOf': { in: 'RAAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Whom a folder's workflow may name: to those who may set it.
  'Folder.approvalReviewerChoices': { in: 'RRAAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // Who could see it then: to those who edit the project now, as its users lists.
  'PastAsset.readers': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  'PastFolder.readers': { in: 'RRRAARAARRRRRR', out: 'RRRRRARARRRRRR' },
  // A project's storage, choosing a new one's, changing its transfer server: superusers only.
  'Project.storageName': { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  'Project.storagePrefix': { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  'CreateProjectInput.storagePrefix': { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
  'UpdateProjectInput.transferServer': { in: 'RRRRRRRARRRRRR', out: 'RRRRRRRARRRRRR' },
};

describe('the authorisation matrix', () => {
  let world: MatrixWorld;
  beforeAll(async () => {
    world = await startMatrixWorld();
  }, 120_000);
  afterAll(() => world?.bff.close());

  it('has a row for every REST route', () => {
    const { app } = world.bff;
    const rows = [...Object.keys(restCalls), ...Object.keys(callerRestCalls), ...coveredElsewhere];
    const printed = printedRoutes(app.printRoutes({ commonPrefix: false }));
    // Wildcard routes print as a bare `*`: their rows are checked with hasRoute below.
    expect(printed.filter((route) => !route.endsWith('*') && !rows.includes(route))).toEqual([]);
    const missing = rows.filter((row) => {
      const [method = '', url = ''] = row.split(' ');
      return !app.hasRoute({ method: method as 'GET', url });
    });
    expect(missing).toEqual([]);
  });

  it('answers each REST call the same whoever asks: the bearer grants nothing there', async () => {
    const answered: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const [route, { request, status }] of Object.entries(restCalls)) {
      const statuses: number[] = [];
      for (const actor of actors) {
        const token = world.tokens[actor];
        const headers = {
          ...request.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        };
        // Each from an address of its own, so the routes' rate limits do not answer instead.
        const remoteAddress = freshIp();
        statuses.push(
          (await world.bff.app.inject({ ...request, headers, remoteAddress })).statusCode,
        );
      }
      answered[route] = statuses.join(' ');
      wanted[route] = actors.map(() => status).join(' ');
    }
    expect(answered).toEqual(wanted);
  });

  it('answers each caller-dependent REST call as the policy says', async () => {
    const answered: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const [route, { request, statuses }] of Object.entries(callerRestCalls)) {
      const seen: number[] = [];
      for (const actor of actors) {
        const token = world.tokens[actor];
        const headers = {
          ...request.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        };
        const response = await world.bff.app.inject({
          ...request,
          headers,
          remoteAddress: freshIp(),
        });
        seen.push(response.statusCode);
        // A stream's status line is its answer: the reader leaves at once.
        if (request.payloadAsStream) response.stream().destroy();
      }
      answered[route] = seen.join(' ');
      wanted[route] = statuses;
    }
    expect(answered).toEqual(wanted);
  });

  it('has a row for every query, mutation and subscription of the schema', () => {
    const schema = buildMergedSchema();
    const operations = [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    const rows = Object.keys(graphqlCalls).map(operationOf);
    expect(operations.filter((name) => !rows.includes(name))).toEqual([]);
    expect(rows.filter((name) => !operations.includes(name))).toEqual([]);
  });

  it('names in each guarded row a field or an argument of the schema', () => {
    const schema = buildMergedSchema();
    const missing = Object.keys(guardedFields).filter((row) => {
      const argument = /^(\w+)\((\w+)\)$/.exec(row);
      const [type = '', field = ''] = argument ? ['Query', argument[1]] : row.split('.');
      const named = schema.getType(type);
      const found = named && 'getFields' in named ? named.getFields()[field] : undefined;
      if (!found || !argument) return !found;
      return !('args' in found && found.args.some((arg) => arg.name === argument[2]));
    });
    expect(missing).toEqual([]);
  });

  it('allows and refuses each call as the policy says, and a refused call appends nothing', async () => {
    const actual: Record<string, Record<Place, string>> = {};
    const appendedWhenRefused: string[] = [];
    for (const [name, call] of Object.entries({ ...graphqlCalls, ...guardedFields })) {
      actual[name] = { in: '', out: '' };
      for (const place of ['in', 'out'] as const) {
        const outcomes: Outcome[] = [];
        for (const actor of actors) {
          const { outcome, appended } = await callAs(world, actor, call, place);
          outcomes.push(outcome.length === 1 ? outcome : `(${outcome})`);
          if (outcome !== 'A' && appended) appendedWhenRefused.push(`${name} ${place} ${actor}`);
        }
        actual[name][place] = outcomes.join('');
      }
    }
    expect(appendedWhenRefused).toEqual([]);
    expect(actual).toEqual(expected);
    // a budget for some 4,000 calls in turn, not a speed check: alone it takes about two minutes
  }, 600_000);
});
