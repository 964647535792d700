// Generated from the slices' GraphQL SDL by `npm run codegen -w @rushes/bff`. Do not edit.

export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in ISO-8601 form, e.g. 2026-11-23T09:10:00.000Z. */
  DateTime: { input: Date; output: Date | string; }
};

/** An object with a global id, which `node(id:)` fetches again (Relay's object identification). */
export type Node = {
  /** Its global id: opaque, stable, and unique across every type; keep it to fetch the object again. */
  id: Scalars['ID']['output'];
};

/** Where a page of a connection sits in the whole list (Relay's cursor connections). */
export type PageInfo = {
  /** Whether more edges follow this page: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether this page started after a cursor, so edges come before it. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The first edge's cursor; null on an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** The last edge's cursor, to pass as `after` for the next page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
};

/** What may be read: each field answers only what the caller may see. */
export type Query = {
  /**
   * Any object by its global id; null when nothing has that id or the caller may not see it (the
   * two are never told apart).
   */
  node?: Maybe<Node>;
  /** The signed-in user's sessions, the most recently used first; empty to visitors. */
  sessions: Array<UserSession>;
  /** The signed-in user's 20 most recent sign-ins, refused ones too, the newest first. */
  recentSignIns: Array<SignInRecord>;
  /**
   * The API tokens in force of a workspace (its admins and superusers), or of the whole deployment
   * (superusers), newest first; a revoked token is gone from the list.
   */
  apiTokens: Array<ApiToken>;
  /**
   * The versions that wait for the caller's decision: the newest version of each asset they see
   * whose workflow's current stage they review and have not decided in; newest due first, then
   * those without a date, newest version first. For signed-in people only.
   */
  toReview: Array<ToReviewItem>;
  /** An asset by its global id; null when the caller may not see it, or nothing has that id. */
  asset?: Maybe<Asset>;
  /** A collection the caller sees, by its global id; null for any other. */
  collection?: Maybe<Collection>;
  /** The signed-in user's second factors, the oldest first (UNAUTHENTICATED to visitors). */
  authFactors: Array<AuthFactor>;
  /** The signed-in user's recovery codes, used ones too; empty when they have none. */
  recoveryCodes: Array<RecoveryCode>;
  /**
   * For Rushes Transfer presenting a download's `rtt_…` token: the files it names, signed.
   * Refused for any other caller.
   */
  transferFiles: Array<TransferFile>;
  /** A folder by its global id; null when the caller may not see it, or nothing has that id. */
  folder?: Maybe<Folder>;
  /**
   * The caller's inbox: mentions of them and replies to their comments, where they may still read
   * the comment. For signed-in people only.
   */
  inbox: Inbox;
  /**
   * The jobs the current user started, in a project or in every project they may see, the newest
   * first; at most 500.
   */
  jobs: Array<Job>;
  /** A job by its global id; null when the caller may not see its asset, or nothing has that id. */
  job?: Maybe<Job>;
  /**
   * The share links the viewer sees (their own, and all of the projects they edit), of one project
   * or all, in the order asked for (newest first by default).
   */
  links: ShareLinkConnection;
  /** The projects with share links the viewer sees, by name: the Shares list's sidebar. */
  linkProjects: Array<Project>;
  /** A share link the caller sees by its global id; NOT_FOUND for any other. */
  link?: Maybe<ShareLink>;
  /** Whether the viewer may let the link's visitors download: they may download every item. */
  linkCanAllowDownload: Scalars['Boolean']['output'];
  /** Members of the project and admins of its workspace; for those who may edit the project. */
  projectUsers: Array<ProjectUser>;
  /** Users with an entry on the folder, own or inherited; for those who may edit its project. */
  folderUsers: Array<FolderUser>;
  /** The workspace's admins; for those who may edit the workspace. */
  workspaceUsers: Array<WorkspaceUser>;
  /** The roles a project member may hold, ascending. */
  projectRoles: Array<Role>;
  /** The projects the caller may see (every project for a superuser), in the order asked for. */
  projects: ProjectConnection;
  /** A project by its global id; null when the caller may not see it, or nothing has that id. */
  project?: Maybe<Project>;
  /** The review sessions under way the caller was invited to and has not joined, newest first. */
  reviewSessionInvitations: Array<ReviewSession>;
  /**
   * Search across everything the caller may open (the header's search, media-handling §7 `search`):
   * users, projects, folders, assets and share links found by name, slate, any part of a file name,
   * imported metadata, custom text values, comment text and e-mail, accents and case aside and a
   * typo of one letter in a word of five or more forgiven; `field:value` filters an asset's column
   * or custom field as its type compares (`camera:B`, `rating:>3`, `rating:3..5`, `approved:yes`),
   * `has:comments` keeps assets with a comment the caller reads, "quoted words" a phrase. Exact
   * slates and file names come first, hits that match alike by name. Signed-in
   * people find what they could open, machines what their token reads; a share link's visitor is
   * FORBIDDEN. Empty or blank text finds nothing.
   */
  search: SearchResults;
  /** Storage config: the deployment's storages and transfer servers, for superusers only. */
  storageConfig: StorageConfig;
  /**
   * Transfers of a project or of every project of a workspace, between two days (YYYY-MM-DD,
   * inclusive); empty when neither is given. Only projects the caller edits are counted.
   */
  transfers: TransferReport;
  /** Where the upload's finalisation stands, for whoever may upload where it goes. */
  uploadFinalization: UploadFinalization;
  /**
   * The people the viewer manages, by name, 1000 a page at most: everyone for a superuser; for a
   * workspace admin or a project's manager or Supervisor, the members of the projects they edit and
   * the admins of those projects' workspaces. FORBIDDEN to others. Deleted users are not listed.
   */
  users: UserConnection;
  /** The signed-in user (UNAUTHENTICATED to a share link's visitor). */
  currentUser: User;
  /**
   * People for the manager pickers and Assign User, for superusers, workspace admins and those who
   * edit a project; the query needs at least 2 characters. By name, at most 20; but for superusers,
   * only people who share a workspace with the caller.
   */
  people: Array<User>;
  /** The link the visitor signed in with; UNAUTHENTICATED for anyone else. */
  sharedLink: SharedLink;
  /**
   * The public event types a workspace's webhook can take, described, by name; events of the whole
   * deployment (users and their sign-ins) belong to no workspace and are not among them. It is
   * documentation: for anyone signed in and any machine.
   */
  webhookEventTypes: Array<WebhookEventType>;
  /** A workspace's webhooks, newest first (those who manage them). */
  webhooks: Array<Webhook>;
  /** A webhook's delivery log, newest first (those who manage the webhook); kept 30 days. */
  webhookDeliveries: WebhookDeliveryConnection;
  /** Workspaces the current user may see; the default workspace first. */
  workspaces: Array<Workspace>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryApiTokensArgs = {
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryToReviewArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryAssetArgs = {
  id: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryCollectionArgs = {
  id: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryFolderArgs = {
  id: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryInboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryJobsArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryLinksArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<LinkOrder>;
  filter?: InputMaybe<Scalars['String']['input']>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryLinkArgs = {
  id: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryLinkCanAllowDownloadArgs = {
  linkId: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryProjectUsersArgs = {
  projectId: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryFolderUsersArgs = {
  folderId: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryWorkspaceUsersArgs = {
  workspaceId: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryProjectsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<ProjectOrder>;
  editable?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QuerySearchArgs = {
  text: Scalars['String']['input'];
  kind?: InputMaybe<SearchKind>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryTransfersArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
  dateFrom: Scalars['String']['input'];
  dateTo: Scalars['String']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryUploadFinalizationArgs = {
  uploadId: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/** What may be read: each field answers only what the caller may see. */
export type QueryPeopleArgs = {
  query: Scalars['String']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryWebhooksArgs = {
  workspaceId: Scalars['ID']['input'];
};


/** What may be read: each field answers only what the caller may see. */
export type QueryWebhookDeliveriesArgs = {
  webhookId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** Where a watermark's text sits on the picture. */
export type WatermarkPosition =
  /** In the top left corner, inside the margins. */
  | 'TOPLEFT'
  /** Centred along the top edge, inside the top margin. */
  | 'TOPCENTER'
  /** In the top right corner, inside the margins. */
  | 'TOPRIGHT'
  /** In the middle of the picture. */
  | 'CENTER'
  /** In the bottom left corner, inside the margins. */
  | 'BOTTOMLEFT'
  /** Centred along the bottom edge, inside the bottom margin. */
  | 'BOTTOMCENTER'
  /** In the bottom right corner, inside the margins. */
  | 'BOTTOMRIGHT';

/**
 * What a watermark shows: a custom text, the visitor's e-mail (or their visit), the clip's, folder's,
 * project's or production's name, the project and folder, the slate, the date and time of the visit,
 * or a counter running with the picture: frame, timecode, time.
 */
export type WatermarkType =
  /** The item's own `text`. */
  | 'CUSTOM'
  /** Who watches: a share link's visitor by the e-mail they gave, else by their visit; a member by their name. */
  | 'USERNAME'
  /** The clip's name. */
  | 'CLIPNAME'
  /** The name of the clip's folder. */
  | 'FOLDER'
  /** The project's name. */
  | 'PROJECT'
  /** The project and the folder, as "Project / Folder". */
  | 'PROJECTFOLDER'
  /** The project's production, else its name. */
  | 'PRODUCTION'
  /** The clip's slate (scene, shot, take), else its name. */
  | 'SLATE'
  /** The date and time: when a share link's visit began (UTC, to the minute); for a member, now. */
  | 'TIMEOFDAY'
  /** The number of the frame shown, moving with playback. */
  | 'FRAME'
  /** The timecode of the frame shown (HH:MM:SS:FF), moving with playback. */
  | 'TIMECODE'
  /** The time from the start of the clip, moving with playback. */
  | 'TIME';

/** A user's preferences (the account area's Preferences). */
export type UserSettings = {
  /** Whether a video starts playing as soon as it opens. */
  autoPlay: Scalars['Boolean']['output'];
  /** Whether uploads use the newer upload flow. */
  prefersUploadV2: Scalars['Boolean']['output'];
  /** How often the news of their inbox (mentions, replies) is mailed to them. */
  inboxMail: InboxMail;
};

/** How often a person's inbox is mailed to them. */
export type InboxMail =
  /** Within a minute of each mention or reply. */
  | 'IMMEDIATELY'
  /** One mail an hour at most, with what came since the last. */
  | 'HOURLY'
  /** One mail a day at most. */
  | 'DAILY'
  /** No mail: the inbox alone. */
  | 'NEVER';

/** A project the user is a member of, with the notifications they receive from it. */
export type UserProjectSettings = {
  /** The project. */
  project: Project;
  /** Whether the user is mailed about new files in the project and its folder notifications. */
  receiveFolderContentNotifications: Scalars['Boolean']['output'];
  /** Whether the user is mailed about new comments in the project. */
  receiveCommentNotifications: Scalars['Boolean']['output'];
};

/** What `updateUser` takes. */
export type UpdateUserInput = {
  /** The user whose account it is: the caller, or anyone for a superuser. */
  id: Scalars['ID']['input'];
  /** Their full name: trimmed, not empty. */
  name: Scalars['String']['input'];
  /** Their e-mail address, which they sign in with: trimmed, a valid address no other user holds. */
  email: Scalars['String']['input'];
  /** A new password, held to the strength rules; omitted or empty, the password stays. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `updateUser` answers. */
export type UpdateUserPayload = {
  /** The user as saved. */
  user: User;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Preferences to change; a field left out or null keeps its value. */
export type UserSettingsInput = {
  /** Whether a video starts playing as soon as it opens. */
  autoPlay?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether uploads use the newer upload flow. */
  prefersUploadV2?: InputMaybe<Scalars['Boolean']['input']>;
  /** How often the inbox is mailed. */
  inboxMail?: InputMaybe<InboxMail>;
};

/** What `updateUserSettings` takes. */
export type UpdateUserSettingsInput = {
  /** The user whose preferences they are: the caller, or anyone for a superuser. */
  userId: Scalars['ID']['input'];
  /** The settings to change; those left out keep their values. */
  settings: UserSettingsInput;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `updateUserSettings` answers. */
export type UpdateUserSettingsPayload = {
  /** The user with their preferences as saved. */
  user: User;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `updateUserProjectSettings` takes. */
export type UpdateUserProjectSettingsInput = {
  /** The member: the caller, or anyone for a superuser. */
  userId: Scalars['ID']['input'];
  /** One of the member's projects. */
  projectId: Scalars['ID']['input'];
  /** Whether to mail them about new files in the project and its folder notifications. */
  receiveFolderContentNotifications: Scalars['Boolean']['input'];
  /** Whether to mail them about new comments in the project. */
  receiveCommentNotifications: Scalars['Boolean']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `updateUserProjectSettings` answers. */
export type UpdateUserProjectSettingsPayload = {
  /** The member's settings for that project as saved. */
  projectSettings: UserProjectSettings;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type Mutation = {
  /**
   * The account area's Save Changes, for the user themselves or a superuser: name and e-mail
   * (user.details_changed; an address another user holds is NAME_CONFLICT) and, when one is given,
   * a new password (user.password_changed), which ends the user's other sessions. An external user's
   * name, e-mail and password cannot change (FORBIDDEN).
   */
  updateUser: UpdateUserPayload;
  /** The user's preferences (user.settings_changed). */
  updateUserSettings: UpdateUserSettingsPayload;
  /** Which notifications a member receives from one of their projects (project_member.settings_changed). */
  updateUserProjectSettings: UpdateUserProjectSettingsPayload;
  /** Ends one of the signed-in user's own sessions: that browser is signed out at once. */
  endSession: EndSessionPayload;
  /** Makes an API token (the workspace's admins, superusers; superusers for the whole deployment). */
  createApiToken: CreateApiTokenPayload;
  /** Revokes an API token for good (those who may make it). */
  revokeApiToken: RevokeApiTokenPayload;
  /**
   * Sets a folder's approval workflow: for those who may edit the folder, in person (never a share
   * link's visitor or a token). Reviewers named must be members of its project.
   */
  setApprovalWorkflow: SetApprovalWorkflowPayload;
  /** Removes a folder's own workflow: for those who may set it. */
  removeApprovalWorkflow: RemoveApprovalWorkflowPayload;
  /**
   * Records the caller's decision on a version in the stage taking decisions now: for its reviewers
   * who see the asset. The version's review status follows (STATE_CONFLICT for a stage not open).
   */
  decideApproval: DecideApprovalPayload;
  /** Rename: one asset with edit on it. */
  renameAsset: RenameAssetPayload;
  /**
   * Notes that follow the cut: the first comments of a version's threads (with their drawings,
   * without their replies) carried onto another version of the same asset, each by its own author
   * and linked to its original. Those who may edit the asset carry. A comment carried before onto
   * the version is not carried again. VALIDATION_FAILED for versions of different assets (rule
   * `sameAsset`), the same version (`otherVersion`) or SOURCE_TIMECODE without a source timecode on
   * both (`timecode`).
   */
  carryComments: CarryCommentsPayload;
  /** New Collection: a named, saved search of a project the caller edits (collection.created). */
  createCollection: CreateCollectionPayload;
  /** Renames a collection, changes its definition, or both (collection.renamed, .redefined). */
  updateCollection: UpdateCollectionPayload;
  /** Deletes a collection (collection.deleted); the links sharing it share nothing from then on. */
  deleteCollection: DeleteCollectionPayload;
  /** Adds a comment, a reply or a drawing to a version (comment.added). */
  addComment: AddCommentPayload;
  /** Changes the text of one's own comment (comment.edited); a drawing's never changes. */
  updateComment: UpdateCommentPayload;
  /** Deletes a comment (comment.removed): its text and drawing go, its replies stay. */
  removeComment: RemoveCommentPayload;
  /** A project's custody log as a file to download (superusers and its workspace's admins). */
  requestCustodyExport: RequestCustodyExportPayload;
  /** Adds a custom field to a workspace: those who edit it (its admins, superusers). */
  defineCustomField: DefineCustomFieldPayload;
  /** Renames a custom field or changes its type, options or settings: those who edit its workspace. */
  changeCustomField: ChangeCustomFieldPayload;
  /** Puts a workspace's custom fields in a new order: those who edit it. */
  reorderCustomFields: ReorderCustomFieldsPayload;
  /** Removes a custom field and every value of it: those who edit its workspace. */
  removeCustomField: RemoveCustomFieldPayload;
  /**
   * Sets custom values on one asset or a selection, the same values on each: those who may edit
   * the assets (Asset.allowedTo.edit: Editors and above in their folders); never a viewer, a share
   * link's visitor or a machine.
   */
  setCustomFieldValues: SetCustomFieldValuesPayload;
  /**
   * The newest version of each asset named and of every asset in the folders named (and below),
   * for those with `download` on each: one asset is its file, anything more a zip keeping the
   * folders. Archive files (zip, tar…) are never offered; a folder's are left out of its zip.
   */
  requestDownload: RequestDownloadPayload;
  /**
   * Adds a second factor to the signed-in user, inactive: an app's secret and QR code, or an SMS
   * factor for a phone number (no code is sent until triggerAuthFactor).
   */
  addUserAuthFactor: AddUserAuthFactorPayload;
  /** Activates one of the user's factors with a code it produced. */
  activateAuthFactor: ActivateAuthFactorPayload;
  /** Sends a code to an SMS factor (SMS_FAILED when the gateway refuses; RATE_LIMITED within 30 s). */
  triggerAuthFactor: TriggerAuthFactorPayload;
  /** Removes one of the user's factors; the last active one takes the recovery codes with it. */
  removeAuthFactor: RemoveAuthFactorPayload;
  /** Ten new recovery codes in place of the old ones; only with an active factor (FORBIDDEN otherwise). */
  generateRecoveryCodes: GenerateRecoveryCodesPayload;
  /**
   * The transfer token to upload the named files into a folder with the project's transfer server
   * (media-handling: asperaUploadToken). Refused without upload on the folder or without a transfer
   * server on the project.
   */
  asperaUploadToken: TransferTokenPayload;
  /**
   * The transfer token to download folders and assets with the project's transfer server
   * (media-handling: asperaDownloadToken). Refused as requestDownload is, and without a transfer
   * server on the project.
   */
  asperaDownloadToken: TransferTokenPayload;
  /**
   * Regenerate Thumbnail (superusers, one folder): chooses the folder's automatic thumbnail again
   * from what it holds now, and shows it at once in its parent's open views.
   */
  regenerateFolderThumbnail: RegenerateFolderThumbnailPayload;
  /** Set Poster Image: starts the upload of a folder's poster (project edit). */
  uploadFolderPoster: UploadFolderPosterPayload;
  /** Makes the uploaded image the folder's poster, once its bytes show it is the declared type. */
  confirmFolderPoster: FolderPosterPayload;
  /** Reset to default: removes the folder's poster. */
  removeFolderImages: FolderPosterPayload;
  /** New Folder: edit on the folder each new one goes in. */
  createFolder: CreateFolderPayload;
  /** Rename: one folder, not a root, with edit on it. */
  renameFolder: RenameFolderPayload;
  /** Marks items of the caller's inbox read, on every device. */
  markInboxItemsRead: MarkInboxReadPayload;
  /** Marks everything in the caller's inbox read, on every device. */
  markInboxRead: MarkInboxReadPayload;
  /**
   * Brings a person into a project with a role, on one folder or the whole project, for those who
   * may edit the project. A new address creates the user (user.invited); anyone who has not joined
   * yet gets an invitation mail whose link works once, for RUSHES_INVITE_TTL. The address of someone
   * already in the project (a member, an admin of its workspace) is NAME_CONFLICT on `email`.
   */
  inviteUser: InviteUserPayload;
  /**
   * Mails a new invitation link (older ones stop working); a user who joined is STATE_CONFLICT.
   * A corrected address or name (the reinvite form) is for superusers and those who edit every
   * project the invitee is in, when the invitee is Admin of no workspace (FORBIDDEN otherwise); an
   * address someone else has is NAME_CONFLICT on `email`.
   */
  reinvite: ReinvitePayload;
  /** Stops a waiting or running job (job.cancelled); a finished one stays as it is. */
  cancelJob: CancelJobPayload;
  /** Queues a failed or cancelled job again (job.retry_requested). */
  retryJob: RetryJobPayload;
  /** Opens a link on folders and assets of one project, each of which the viewer may share. */
  createLink: CreateLinkPayload;
  /**
   * Changes a link's name, options, password or items (link.options_changed, link.password_set,
   * link.items_set); a new password or expiry signs its visitors out.
   */
  updateLink: UpdateLinkPayload;
  /** Mails the link to each recipient with the sender's name and personal message. */
  sendLink: SendLinkPayload;
  /** Deletes a link (link.deleted): it stops working at once and its visitors are signed out. */
  deleteLink: DeleteLinkPayload;
  /**
   * A Live asset in a folder, fed from set over RTMP rather than uploaded: it plays while its feed
   * runs and keeps each feed as a version. Needs upload on the folder.
   */
  createLiveAsset: CreateLiveAssetPayload;
  /** A new stream key for a Live asset; the one it had stops working. Needs upload on its folder. */
  issueLiveKey: IssueLiveKeyPayload;
  /** The Live asset's stream key stops working, and a feed sent with it stops. */
  revokeLiveKey: RevokeLiveKeyPayload;
  /**
   * Makes each marker of an edit suite's file a comment on the version at its frame (its timecode
   * less the version's source timecode), by the person importing, keeping the marker's user and
   * colour. A marker imported before is not added again. Refused as addComment is, and to a share
   * link's visitor; VALIDATION_FAILED for a file that is no marker file (rule `markerFile`) or over
   * 300,000 characters (`maxLength`).
   */
  importMarkers: ImportMarkersPayload;
  /**
   * Turns an integration on for a project (project_integration.enabled): for those who edit it.
   * Its folders' files are written a few seconds later, and kept up to date from then on; on
   * already, nothing happens.
   */
  enableProjectIntegration: EnableProjectIntegrationPayload;
  /**
   * Turns an integration off (project_integration.disabled): its folders' files go. For those who
   * edit the project; off already, nothing happens.
   */
  disableProjectIntegration: DisableProjectIntegrationPayload;
  /**
   * Adds a user to a project with a role and permissions on the whole project, or changes a
   * member's (project_member.added, project_member.role_changed, folder_permission.set), for those
   * who may edit it. A role switch carries the entries that held the old role's permissions over.
   */
  saveProjectUser: SaveProjectUserPayload;
  /** Removes a member from the project (project_member.removed), for those who may edit it. */
  removeProjectUser: RemoveProjectUserPayload;
  /**
   * Removes several members from the project in one decision, for those who may edit it: all of
   * them, or none when one is not a member (NOT_FOUND) or is an admin of its workspace
   * (STATE_CONFLICT).
   */
  removeProjectUsers: RemoveProjectUsersPayload;
  /**
   * Gives a user an entry on a folder, or changes theirs (folder_permission.set), for those who may
   * edit its project: they reach it and what lies below; a newcomer joins the project.
   */
  saveFolderUser: SaveFolderUserPayload;
  /**
   * Removes a user's own entry on a folder (folder_permission.removed), for those who may edit its
   * project: they keep what the folders above give them.
   */
  removeFolderUser: RemoveFolderUserPayload;
  /** Makes a user an admin of the workspace (Admin on its projects), for those who may edit it. */
  saveWorkspaceUser: SaveWorkspaceUserPayload;
  /**
   * Takes the user out of the workspace, for those who may edit it: no longer its Admin and, with
   * keepInProjects false, no longer a member of its projects. NOT_FOUND when they are neither.
   */
  removeWorkspaceUser: RemoveWorkspaceUserPayload;
  /** Upload on the folder: where the metadata file goes before it is imported. */
  startMetadataUpload: StartMetadataUploadPayload;
  /**
   * Upload on the folder: reads the uploaded metadata file, keeps its records for the folder and
   * gives its clips the metadata of the records naming them. A file that does not read is
   * VALIDATION_FAILED on `file` with rule `metadataIntegrity`, and nothing is kept.
   */
  importMetadata: ImportMetadataPayload;
  /**
   * The comments the viewer may read on a folder's assets, an asset or a version, as a file to
   * download (spec: notes download); not an event: nothing in Rushes changes.
   */
  requestCommentsExport: RequestCommentsExportPayload;
  /** A project's own subject or body template (project.template_saved), for those who edit the project. */
  saveProjectTemplate: ProjectTemplatePayload;
  /** Back to Rushes' default subject or body (project.template_reset). */
  removeProjectTemplate: ProjectTemplatePayload;
  /**
   * Mails the folder's members who receive content notifications and may see it (the sender
   * aside), placeholders filled (folder.notification_sent); for those who may upload to it.
   */
  sendFolderNotification: SendFolderNotificationPayload;
  /** Delete: folders and assets of one project at once, with delete on every one of them. */
  deleteItems: DeleteItemsPayload;
  /**
   * Move: folders and assets into another folder of their project, with edit on the folders they
   * leave and on it (not on each item, as Copy needs).
   */
  moveItems: MoveItemsPayload;
  /**
   * Copy: folders (with everything in them) and assets into a folder of their project, with edit on
   * each and on it. Copies share the stored media (nothing is uploaded or transcoded again); a
   * folder copied beside a folder of its name is called '… copy'. At most 5,000 items at once.
   */
  copyItems: CopyItemsPayload;
  /** Watermarks tab: saves the project's watermark and overlay settings (project edit). */
  updateProjectLook: UpdateProjectPayload;
  /** Starts the upload of the project's overlay image (project edit). */
  uploadProjectOverlay: UploadProjectOverlayPayload;
  /** Makes the uploaded image the overlay, once its bytes show it is the declared type. */
  confirmProjectOverlay: UpdateProjectPayload;
  /**
   * New Project (project.created), for superusers and workspace admins: a project and its root
   * folder in a workspace they may edit, on a storage with the storage's first transfer server.
   */
  createProject: CreateProjectPayload;
  /**
   * Changes a project's details (project.details_changed): title, crew, manager, shooting days;
   * and, for a superuser, its transfer server.
   */
  updateProject: UpdateProjectPayload;
  /** Changes a project's options: its slate format (project.settings_changed). */
  updateProjectSettings: UpdateProjectPayload;
  /** Moves a project to another workspace, for those who edit both (project.workspace_changed). */
  changeProjectWorkspace: UpdateProjectPayload;
  /** Deletes a project with everything in it (project.deleted). */
  deleteProject: DeleteProjectPayload;
  /**
   * Invites people to a session the caller is in: each hears of it by mail, with a link that joins
   * it, and finds it in their inbox while it runs.
   */
  inviteToReviewSession: InviteToReviewSessionPayload;
  /** Starts a review session on assets the caller may comment on; the caller presents it. */
  startReviewSession: StartReviewSessionPayload;
  /** Joins a session the caller may see (again, after leaving); they follow its presenter. */
  joinReviewSession: JoinReviewSessionPayload;
  /**
   * Leaves a session. A presenter who leaves hands control to whoever joined first, or ends the
   * session when nobody else is in it.
   */
  leaveReviewSession: LeaveReviewSessionPayload;
  /** What the presenter shows now, for everyone in the session to follow. */
  showInReviewSession: ShowInReviewSessionPayload;
  /** Shows the presenter's pointer to everyone in the session, or puts it away. */
  pointInReviewSession: PointInReviewSessionPayload;
  /** Hands control to someone in the session, who presents from then on. */
  passReviewSessionControl: PassReviewSessionControlPayload;
  /** Ends a session: its presenter, or someone who edits the project. */
  endReviewSession: EndReviewSessionPayload;
  /**
   * Sets a version's review status: for those who may edit its asset (Asset.allowedTo.edit, Editors
   * and above on its folder); never a viewer nor a share link's visitor.
   */
  setReviewStatus: SetReviewStatusPayload;
  /** Names a moment of a folder as a review round: for those who may edit the folder. */
  markReviewRound: MarkReviewRoundPayload;
  /** Removes a review round: for those who may edit its folder. */
  removeReviewRound: RemoveReviewRoundPayload;
  /**
   * Finalises an upload without holding the request open: answers at once (TRIGGERED, or where a
   * finalisation asked earlier stands); the client polls uploadFinalization every 2 s. Refused as
   * finalizeUpload is, before anything happens.
   */
  finalizeUploadV2: FinalizeUploadV2Payload;
  /**
   * Takes the file Rushes Transfer's server on this machine received whole for the upload (by UFTP,
   * named by the upload) as all its parts, where storage is the local disk and
   * RUSHES_TRANSFER_STAGING_DIR names the server's staging folder: its bytes are checked against the
   * MD5s given and moved into the upload, never sent again. For whoever may send the upload's parts.
   * STATE_CONFLICT (state `notStaged`) where storage cannot take staged files, or the file is not
   * there: send the parts instead; VALIDATION_FAILED (field `parts`) when they do not cover the file
   * or a part is not its bytes.
   */
  takeStagedUpload: TakeStagedUploadPayload;
  /**
   * Starts the upload of a file into a folder, as a new asset or a new version of one: answers the
   * signed URLs its parts go to, straight to storage.
   */
  startUpload: StartUploadPayload;
  /**
   * Joins the parts sent and makes the version (asset.version_added), which starts its processing;
   * answers once it is in the lists. A file whose stored size is not the one given is discarded.
   */
  finalizeUpload: FinalizeUploadPayload;
  /** Gives up an upload not yet finalised: its parts are dropped, no asset comes of it. */
  cancelUpload: CancelUploadPayload;
  /**
   * Deletes a user, for superusers, never themselves (user.deleted): they are signed out everywhere
   * at once, cannot sign in, leave every users list, and their e-mail address may be invited again.
   * Their name stays on their comments and assets.
   */
  deleteUser: DeleteUserPayload;
  /**
   * Records that the caller started playing a version they see: a share link's visitor's each play
   * (link.played), a signed-in user's once per session, version and hour (version.played).
   */
  recordPlay: RecordPlayPayload;
  /** Makes a webhook (those who manage the workspace's webhooks); its secret is in the answer only. */
  createWebhook: CreateWebhookPayload;
  /** Changes a webhook's URL, event types or description. */
  updateWebhook: UpdateWebhookPayload;
  /** Gives a webhook a new secret; the previous one signs too for 24 hours. */
  rotateWebhookSecret: RotateWebhookSecretPayload;
  /** Stops a webhook's deliveries; what is pending waits until it is enabled. */
  disableWebhook: DisableWebhookPayload;
  /** Starts a disabled webhook's deliveries again, from the log's present on. */
  enableWebhook: EnableWebhookPayload;
  /** Deletes a webhook with its deliveries and secrets. */
  deleteWebhook: DeleteWebhookPayload;
  /** Sends one delivery's event again, at once, with the same `webhook-id`. */
  redeliverWebhookDelivery: RedeliverWebhookDeliveryPayload;
  /** Sends again every event the webhook takes since a moment, oldest first. */
  replayWebhook: ReplayWebhookPayload;
  /** New Workspace (superusers). */
  createWorkspace: CreateWorkspacePayload;
  /** Renames the workspace (its admins and superusers). */
  updateWorkspace: UpdateWorkspacePayload;
  /** Turns drawing annotations on or off for the workspace's members (its admins and superusers). */
  setWorkspaceAnnotations: UpdateWorkspacePayload;
  /** Deletes the workspace (superusers; never the default one); its projects move to the default. */
  deleteWorkspace: DeleteWorkspacePayload;
  /** Starts the upload of the workspace's logo (superusers); confirmWorkspaceImage puts it in place. */
  uploadWorkspaceLogo: UploadWorkspaceImagePayload;
  /**
   * Starts the upload of the workspace's default project poster (superusers); confirmWorkspaceImage
   * puts it in place.
   */
  uploadWorkspaceProjectPoster: UploadWorkspaceImagePayload;
  /** Checks the uploaded file is an image of an allowed type and puts it in place. */
  confirmWorkspaceImage: UpdateWorkspacePayload;
  /** Removes the workspace's logo or default poster, or both (superusers). */
  removeWorkspaceImages: UpdateWorkspacePayload;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateUserSettingsArgs = {
  input: UpdateUserSettingsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateUserProjectSettingsArgs = {
  input: UpdateUserProjectSettingsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationEndSessionArgs = {
  input: EndSessionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRevokeApiTokenArgs = {
  input: RevokeApiTokenInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSetApprovalWorkflowArgs = {
  input: SetApprovalWorkflowInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveApprovalWorkflowArgs = {
  input: RemoveApprovalWorkflowInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDecideApprovalArgs = {
  input: DecideApprovalInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRenameAssetArgs = {
  input: RenameAssetInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCarryCommentsArgs = {
  input: CarryCommentsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCreateCollectionArgs = {
  input: CreateCollectionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateCollectionArgs = {
  input: UpdateCollectionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDeleteCollectionArgs = {
  input: DeleteCollectionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationAddCommentArgs = {
  input: AddCommentInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateCommentArgs = {
  input: UpdateCommentInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveCommentArgs = {
  input: RemoveCommentInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRequestCustodyExportArgs = {
  input: RequestCustodyExportInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDefineCustomFieldArgs = {
  input: DefineCustomFieldInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationChangeCustomFieldArgs = {
  input: ChangeCustomFieldInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationReorderCustomFieldsArgs = {
  input: ReorderCustomFieldsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveCustomFieldArgs = {
  input: RemoveCustomFieldInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSetCustomFieldValuesArgs = {
  input: SetCustomFieldValuesInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRequestDownloadArgs = {
  input: RequestDownloadInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationAddUserAuthFactorArgs = {
  input: AddUserAuthFactorInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationActivateAuthFactorArgs = {
  input: ActivateAuthFactorInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationTriggerAuthFactorArgs = {
  input: TriggerAuthFactorInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveAuthFactorArgs = {
  input: RemoveAuthFactorInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationGenerateRecoveryCodesArgs = {
  input: GenerateRecoveryCodesInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationAsperaUploadTokenArgs = {
  input: AsperaUploadTokenInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationAsperaDownloadTokenArgs = {
  input: AsperaDownloadTokenInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRegenerateFolderThumbnailArgs = {
  input: RegenerateFolderThumbnailInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUploadFolderPosterArgs = {
  input: UploadFolderPosterInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationConfirmFolderPosterArgs = {
  input: ConfirmFolderPosterInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveFolderImagesArgs = {
  input: RemoveFolderImagesInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCreateFolderArgs = {
  input: CreateFolderInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRenameFolderArgs = {
  input: RenameFolderInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationMarkInboxItemsReadArgs = {
  input: MarkInboxItemsReadInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationMarkInboxReadArgs = {
  input?: InputMaybe<MarkInboxReadInput>;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationReinviteArgs = {
  input: ReinviteInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCancelJobArgs = {
  input: CancelJobInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRetryJobArgs = {
  input: RetryJobInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCreateLinkArgs = {
  input: CreateLinkInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateLinkArgs = {
  input: UpdateLinkInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSendLinkArgs = {
  input: SendLinkInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDeleteLinkArgs = {
  input: DeleteLinkInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCreateLiveAssetArgs = {
  input: CreateLiveAssetInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationIssueLiveKeyArgs = {
  input: IssueLiveKeyInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRevokeLiveKeyArgs = {
  input: RevokeLiveKeyInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationImportMarkersArgs = {
  input: ImportMarkersInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationEnableProjectIntegrationArgs = {
  input: EnableProjectIntegrationInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDisableProjectIntegrationArgs = {
  input: DisableProjectIntegrationInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSaveProjectUserArgs = {
  input: SaveProjectUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveProjectUserArgs = {
  input: RemoveProjectUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveProjectUsersArgs = {
  input: RemoveProjectUsersInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSaveFolderUserArgs = {
  input: SaveFolderUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveFolderUserArgs = {
  input: RemoveFolderUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSaveWorkspaceUserArgs = {
  input: SaveWorkspaceUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveWorkspaceUserArgs = {
  input: RemoveWorkspaceUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationStartMetadataUploadArgs = {
  input: StartMetadataUploadInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationImportMetadataArgs = {
  input: ImportMetadataInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRequestCommentsExportArgs = {
  input: RequestCommentsExportInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSaveProjectTemplateArgs = {
  input: SaveProjectTemplateInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveProjectTemplateArgs = {
  input: RemoveProjectTemplateInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSendFolderNotificationArgs = {
  input: SendFolderNotificationInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDeleteItemsArgs = {
  input: DeleteItemsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationMoveItemsArgs = {
  input: MoveItemsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCopyItemsArgs = {
  input: CopyItemsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateProjectLookArgs = {
  input: UpdateProjectLookInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUploadProjectOverlayArgs = {
  input: UploadProjectOverlayInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationConfirmProjectOverlayArgs = {
  input: ConfirmProjectOverlayInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateProjectArgs = {
  input: UpdateProjectInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateProjectSettingsArgs = {
  input: UpdateProjectSettingsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationChangeProjectWorkspaceArgs = {
  input: ChangeProjectWorkspaceInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDeleteProjectArgs = {
  input: DeleteProjectInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationInviteToReviewSessionArgs = {
  input: InviteToReviewSessionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationStartReviewSessionArgs = {
  input: StartReviewSessionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationJoinReviewSessionArgs = {
  input: JoinReviewSessionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationLeaveReviewSessionArgs = {
  input: LeaveReviewSessionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationShowInReviewSessionArgs = {
  input: ShowInReviewSessionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationPointInReviewSessionArgs = {
  input: PointInReviewSessionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationPassReviewSessionControlArgs = {
  input: PassReviewSessionControlInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationEndReviewSessionArgs = {
  input: EndReviewSessionInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSetReviewStatusArgs = {
  input: SetReviewStatusInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationMarkReviewRoundArgs = {
  input: MarkReviewRoundInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveReviewRoundArgs = {
  input: RemoveReviewRoundInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationFinalizeUploadV2Args = {
  input: FinalizeUploadInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationTakeStagedUploadArgs = {
  input: TakeStagedUploadInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationStartUploadArgs = {
  input: StartUploadInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationFinalizeUploadArgs = {
  input: FinalizeUploadInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCancelUploadArgs = {
  input: CancelUploadInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDeleteUserArgs = {
  input: DeleteUserInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRecordPlayArgs = {
  input: RecordPlayInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateWebhookArgs = {
  input: UpdateWebhookInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRotateWebhookSecretArgs = {
  input: RotateWebhookSecretInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDisableWebhookArgs = {
  input: DisableWebhookInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationEnableWebhookArgs = {
  input: EnableWebhookInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDeleteWebhookArgs = {
  input: DeleteWebhookInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRedeliverWebhookDeliveryArgs = {
  input: RedeliverWebhookDeliveryInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationReplayWebhookArgs = {
  input: ReplayWebhookInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationCreateWorkspaceArgs = {
  input: CreateWorkspaceInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUpdateWorkspaceArgs = {
  input: UpdateWorkspaceInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationSetWorkspaceAnnotationsArgs = {
  input: SetWorkspaceAnnotationsInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationDeleteWorkspaceArgs = {
  input: DeleteWorkspaceInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUploadWorkspaceLogoArgs = {
  input: UploadWorkspaceImageInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationUploadWorkspaceProjectPosterArgs = {
  input: UploadWorkspaceImageInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationConfirmWorkspaceImageArgs = {
  input: ConfirmWorkspaceImageInput;
};


/** What may be changed: one `input`, one payload (Relay), answered once it reads back. */
export type MutationRemoveWorkspaceImagesArgs = {
  input: RemoveWorkspaceImagesInput;
};

/** A sign-in of the signed-in user that still lasts: where it was made, when it was last used. */
export type UserSession = {
  /** Its global id, to end it with `endSession`. */
  id: Scalars['ID']['output'];
  /** When the user signed in. */
  createdAt: Scalars['DateTime']['output'];
  /** When a request last came with it. */
  lastUsedAt: Scalars['DateTime']['output'];
  /** The browser's own description (its user agent); null for a session from before it was kept. */
  device?: Maybe<Scalars['String']['output']>;
  /** The IP address it signed in from, as the BFF saw it; null when unknown. */
  clientIp?: Maybe<Scalars['String']['output']>;
  /** The session of this very request. */
  current: Scalars['Boolean']['output'];
};

/** How a sign-in attempt ended. */
export type SignInOutcome =
  /** Signed in: the password, and the second factor when one was asked, were right. */
  | 'SIGNED_IN'
  /** A wrong password. */
  | 'PASSWORD'
  /** Refused unevaluated: the account or the address had to wait after too many wrong ones. */
  | 'LIMITED'
  /** A wrong second-factor or recovery code, after the right password. */
  | 'CODE';

/** A sign-in of the user, or one refused at their address. */
export type SignInRecord = {
  /** When it was tried. */
  at: Scalars['DateTime']['output'];
  /** Whether it succeeded, and if not, why it was refused. */
  outcome: SignInOutcome;
  /** The browser's own description (its user agent). */
  device?: Maybe<Scalars['String']['output']>;
  /** The IP address it came from, as the BFF saw it; null when unknown. */
  clientIp?: Maybe<Scalars['String']['output']>;
};

/** What `endSession` takes. */
export type EndSessionInput = {
  /** One of the caller's live sessions (`sessions`); any other is NOT_FOUND. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `endSession` answers. */
export type EndSessionPayload = {
  /** The id of the session ended, to drop it from the list. */
  endedId: Scalars['ID']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/**
 * A machine's key to Rushes. Sent as `Authorization: Bearer <secret>` on GraphQL and on the event
 * feed, it reaches one workspace (or, made by a superuser, the whole deployment) and does there what
 * its scopes name, never more than the workspace's Admin. Its secret is shown once, when it is made.
 */
export type ApiToken = Node & {
  /** The token's global id. */
  id: Scalars['ID']['output'];
  /** What it is for, as its maker named it. */
  name: Scalars['String']['output'];
  /** What it may do: `events:read`, `webhooks:manage`, `assets:read`, `comments:write`. */
  scopes: Array<Scalars['String']['output']>;
  /** The workspace it reaches; null for a token of the whole deployment. */
  workspace?: Maybe<Workspace>;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working; null for never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether it has stopped working, being past its end. */
  isExpired: Scalars['Boolean']['output'];
  /** When a request last used it (recorded about once a minute); null for never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What a new API token is: where it reaches, its name, its scopes and its end. */
export type CreateApiTokenInput = {
  /** The workspace it reaches; null or absent for the whole deployment (superusers only). */
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
  /** What it is for. */
  name: Scalars['String']['input'];
  /** What it may do, one or more of `events:read`, `webhooks:manage`, `assets:read`, `comments:write`. */
  scopes: Array<Scalars['String']['input']>;
  /** When it stops working, in the future; null or absent for never. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A new API token and its secret, shown this once. */
export type CreateApiTokenPayload = {
  /** The secret (`rsh_…`), to send as `Authorization: Bearer <secret>`; only its hash is kept. */
  token: Scalars['String']['output'];
  /** The token made. */
  apiToken: ApiToken;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The API token to revoke. */
export type RevokeApiTokenInput = {
  /** The token's global id. */
  id: Scalars['ID']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** An API token revoked: refused from the next request on, on every BFF. */
export type RevokeApiTokenPayload = {
  /** The global id of the token revoked. */
  revokedApiTokenId: Scalars['ID']['output'];
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** How many of a stage's reviewers must decide for it to pass. */
export type ApprovalRule =
  /** Any one reviewer's approval passes it. */
  | 'ANY'
  /** Every reviewer must approve. */
  | 'ALL';

/** A reviewer's decision on a version. */
export type ApprovalDecision =
  /** Approve. */
  | 'APPROVE'
  /** Approve, with changes to make that need no second look. */
  | 'APPROVE_WITH_CHANGES'
  /** Request changes: the stage stops until a new version or another decision. */
  | 'REQUEST_CHANGES'
  /** Reject: the stage stops. */
  | 'REJECT';

/** Where a stage of a workflow stands for a version. */
export type ApprovalStageState =
  /** Passed by its rule. */
  | 'APPROVED'
  /** Stopped by a request for changes. */
  | 'CHANGES_REQUESTED'
  /** Stopped by a rejection. */
  | 'REJECTED'
  /** Taking decisions now. */
  | 'OPEN'
  /** Waiting for the stages before it. */
  | 'WAITING';

/** A stage of an approval workflow. */
export type ApprovalStage = {
  /** Its id in the workflow (not a global id): what `stageId` takes. */
  id: Scalars['ID']['output'];
  /** Its name ("Director"), unique in the workflow. */
  name: Scalars['String']['output'];
  /** The people named as its reviewers; those whose account is gone are left out. */
  reviewers: Array<User>;
  /** The project roles whose members are its reviewers too. */
  reviewerRoles: Array<Role>;
  /** Whether any one reviewer or all must decide. */
  rule: ApprovalRule;
  /** Whether a new version must pass it again once an earlier version passed it. */
  everyVersion: Scalars['Boolean']['output'];
  /** When it is due; null for no date. */
  dueAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A folder's approval workflow: stages a version passes in order. */
export type ApprovalWorkflow = {
  /** The folder it is set on: this one, or the nearest one above that has one. */
  folder?: Maybe<Folder>;
  /** Its stages, in order. */
  stages: Array<ApprovalStage>;
  /** When its stages were last set. */
  setAt: Scalars['DateTime']['output'];
};

/** A reviewer's decision on a version. */
export type ApprovalDecisionRecord = {
  /** Null once their account is gone. */
  reviewer?: Maybe<User>;
  /** What they decided. */
  decision: ApprovalDecision;
  /** Their note; empty for none. */
  note: Scalars['String']['output'];
  /** When. */
  decidedAt: Scalars['DateTime']['output'];
};

/** Where one stage of the workflow stands for a version. */
export type VersionApprovalStage = {
  /** The stage. */
  stage: ApprovalStage;
  /** Where it stands. */
  state: ApprovalStageState;
  /** Passed on an earlier version, which this one need not pass again. */
  carried: Scalars['Boolean']['output'];
  /** Each reviewer's latest decision in it on this version, the oldest first. */
  decisions: Array<ApprovalDecisionRecord>;
  /** Everyone who reviews it now: the people named and the members of the roles named. */
  reviewers: Array<User>;
};

/** Where a version stands in the workflow that governs its asset. */
export type VersionApproval = {
  /** The workflow. */
  workflow: ApprovalWorkflow;
  /** Each stage, in order. */
  stages: Array<VersionApprovalStage>;
  /** The stage taking decisions now; null once every stage passed. */
  currentStage?: Maybe<ApprovalStage>;
  /** Whether the caller reviews the current stage and may decide in it now. */
  canDecide: Scalars['Boolean']['output'];
  /** The caller's latest decision in the current stage on this version; null for none. */
  yourDecision?: Maybe<ApprovalDecision>;
};

/** A version that waits for the caller's decision. */
export type ToReviewItem = {
  /** The version: its asset's newest. */
  version: Version;
  /** The stage that waits for the caller. */
  stage: ApprovalStage;
};

/** A stage as `setApprovalWorkflow` takes it. */
export type ApprovalStageInput = {
  /** An existing stage's id keeps the decisions taken in it; none makes a new stage. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Its name, unique in the workflow, at most 100 characters. */
  name: Scalars['String']['input'];
  /** People named as reviewers (global ids of the project's members). */
  reviewerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Project roles (viewer, editor, supervisor) whose members review it. */
  reviewerRoleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any one or all. */
  rule: ApprovalRule;
  /** Whether a new version must pass it again. */
  everyVersion?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it is due; null for no date. */
  dueAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What `setApprovalWorkflow` takes. */
export type SetApprovalWorkflowInput = {
  /** The folder (a project's workflow goes on its top folder). */
  folderId: Scalars['ID']['input'];
  /** One to eight stages, in order. */
  stages: Array<ApprovalStageInput>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `setApprovalWorkflow` answers. */
export type SetApprovalWorkflowPayload = {
  /** The folder, with its workflow as set. */
  folder: Folder;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeApprovalWorkflow` takes. */
export type RemoveApprovalWorkflowInput = {
  /** The folder whose own workflow goes. */
  folderId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeApprovalWorkflow` answers. */
export type RemoveApprovalWorkflowPayload = {
  /** The folder, now under the workflow of a folder above it or none. */
  folder: Folder;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `decideApproval` takes. */
export type DecideApprovalInput = {
  /** The version. */
  versionId: Scalars['ID']['input'];
  /** The stage taking decisions now. */
  stageId: Scalars['ID']['input'];
  /** The decision. */
  decision: ApprovalDecision;
  /** A note, at most 4000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `decideApproval` answers. */
export type DecideApprovalPayload = {
  /** The version, with where it stands now and its review status. */
  version: Version;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What an asset's file is, told by its extension (else the type the browser sent) when uploaded. */
export type AssetType =
  /** A moving picture (mov, mp4, mxf, r3d, braw…): played from its HLS levels. */
  | 'VIDEO'
  /** Sound alone (wav, mp3, aac, flac…): played with its waveform. */
  | 'AUDIO'
  /** A still picture (jpg, png, tiff, dpx, exr…): shown as its still. */
  | 'IMAGE'
  /** A PDF, shown page by page. */
  | 'DOCUMENT'
  /** Anything else (an archive, a drawing): kept as it is, never processed. */
  | 'OTHER'
  /** A feed from set, created rather than uploaded: played as it runs, each feed kept as a version. */
  | 'LIVE';

/** What the caller may do with an asset; all false on one out of their reach. */
export type AssetAllowedTo = {
  /** Renaming it, and moving or copying it: edit on its folder. */
  edit: Scalars['Boolean']['output'];
  /** Deleting it: edit on its folder. */
  delete: Scalars['Boolean']['output'];
  /** Downloading its files: download on its folder, or on the share link that shares it. */
  download: Scalars['Boolean']['output'];
  /** Sharing it in a share link: share on its folder, or on the share link that shares it. */
  share: Scalars['Boolean']['output'];
  /** Reading and writing its comments: comment on its folder, or on the share link that shares it. */
  comment: Scalars['Boolean']['output'];
  /** Drawing annotations: superusers, and commenters in a workspace that turns drawing on. */
  annotate: Scalars['Boolean']['output'];
};

/** One metadata entry of an asset; a hidden one is shown under "More". */
export type MetadataEntry = {
  /** The entry's name: a slate key (Scene, Take, Selected…) or a metadata file's column. */
  key: Scalars['String']['output'];
  /** Its value as text. */
  value: Scalars['String']['output'];
  /** Whether the inspector shows it only under "More". */
  hidden: Scalars['Boolean']['output'];
};

/**
 * A clip or file in a folder: a name, its metadata, and its versions (the files uploaded for it, the
 * newest first). Seen by those who see its folder, and by the visitors of a share link sharing it.
 */
export type Asset = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its name in lists: the first file's name, until someone renames it. */
  name: Scalars['String']['output'];
  /** The slate's text when it has one (sceneTake), else its name. */
  displayName: Scalars['String']['output'];
  /**
   * The slate's parts the project's slate format names, in its order (Scene / Shot / Take:
   * "12A / 3 / 2"); null without a slate.
   */
  sceneTake?: Maybe<Scalars['String']['output']>;
  /** The Selected metadata: a circled take. */
  circled: Scalars['Boolean']['output'];
  /**
   * Its metadata: the slate's keys (Episode, Scene, Shot, Take, Camera Angle, Selected) first, then
   * the columns of the metadata file matched to it, in the file's order.
   */
  metadata: Array<MetadataEntry>;
  /** What its file is: how it is processed and shown. */
  type: AssetType;
  /** The project it belongs to. */
  project: Project;
  /** The folder it is in; NOT_FOUND to the visitor of a share link sharing the asset alone. */
  folder: Folder;
  /** When its first version was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** Who uploaded its first version; null when no user did (a share link's visitor, Rushes itself). */
  createdBy?: Maybe<User>;
  /** The version reviewers see: the last one added. */
  newestVersion: Version;
  /** Newest first. */
  versions: Array<Version>;
  /** What the caller may do with it. */
  allowedTo: AssetAllowedTo;
  /** The archive's format (zip, tar…) when its file is one: never offered as a download; else null. */
  archiveFormat?: Maybe<Scalars['String']['output']>;
  /** When the asset last changed: its newest version's upload. */
  modifiedAt: Scalars['DateTime']['output'];
  /** Every custom field of its project's workspace, in their order, with its value here. */
  customFields: Array<CustomFieldValue>;
  /**
   * The asset as it was at `at`: its name, slate, the versions it had (the newest then first) with
   * their review status, and their comments and replies as they read then. Null where the viewer
   * could not see it then, or could not now (a person sees a past only where they could see it both
   * then and now), before it was made, and for share links' visitors and API tokens, who see only
   * the present.
   */
  asOf?: Maybe<PastAsset>;
  /**
   * The moments it changed, the newest first, with who changed what: up to `first` (at most 500).
   * Empty for share links' visitors and API tokens.
   */
  history: Array<AssetMoment>;
  /**
   * Whom a comment on it may mention with @: the people of its project who may read its comments.
   * For those who may comment, signed in; empty for anyone else.
   */
  mentionable: Array<User>;
  /**
   * Whether a stream key is in force, for a Live asset and those who may upload into its folder;
   * null otherwise.
   */
  hasLiveKey?: Maybe<Scalars['Boolean']['output']>;
  /**
   * The RTMP server a Live asset's feed is sent to (an encoder's Server), for those who may upload
   * into its folder; null otherwise. The stream key that goes with it is shown only when made.
   */
  liveRtmpServer?: Maybe<Scalars['String']['output']>;
  /** The review sessions under way on it that the caller may join, the newest first. */
  reviewSessions: Array<ReviewSession>;
  /** The version numbered `number` (null when it has none); the newest without it. */
  version?: Maybe<Version>;
};


/**
 * A clip or file in a folder: a name, its metadata, and its versions (the files uploaded for it, the
 * newest first). Seen by those who see its folder, and by the visitors of a share link sharing it.
 */
export type AssetAsOfArgs = {
  at: Scalars['DateTime']['input'];
};


/**
 * A clip or file in a folder: a name, its metadata, and its versions (the files uploaded for it, the
 * newest first). Seen by those who see its folder, and by the visitors of a share link sharing it.
 */
export type AssetHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A clip or file in a folder: a name, its metadata, and its versions (the files uploaded for it, the
 * newest first). Seen by those who see its folder, and by the visitors of a share link sharing it.
 */
export type AssetVersionArgs = {
  number?: InputMaybe<Scalars['Int']['input']>;
};

/** An asset in a folder's list. */
export type AssetEdge = {
  /** Where this edge sits in the list: pass it as `after` for the edges that follow. */
  cursor: Scalars['String']['output'];
  /** The asset. */
  node: Asset;
};

/** A page of a folder's assets. */
export type AssetConnection = {
  /** The assets of this page, in the order asked for. */
  edges: Array<AssetEdge>;
  /** Whether more edges follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/**
 * How a folder's assets are listed: by name (as people read numbers), when they were created, or
 * their newest version's size or duration. SCENE_TAKE lists by the shown name (the slate's text,
 * else the name), SELECTED the circled takes after (ASC) or before (DESC) the others, each by their
 * shown name.
 */
export type AssetOrder =
  /** By shown name, A to Z. */
  | 'SCENE_TAKE_ASC'
  /** By shown name, Z to A. */
  | 'SCENE_TAKE_DESC'
  /** The others first, then the circled takes; each by shown name. */
  | 'SELECTED_ASC'
  /** The circled takes first, then the others; each by shown name. */
  | 'SELECTED_DESC'
  /** By name, A to Z (2 before 10). */
  | 'NAME_ASC'
  /** By name, Z to A. */
  | 'NAME_DESC'
  /** The oldest first. */
  | 'CREATED_ASC'
  /** The newest first. */
  | 'CREATED_DESC'
  /** The smallest newest version first. */
  | 'SIZE_ASC'
  /** The largest newest version first. */
  | 'SIZE_DESC'
  /** The shortest newest version first. */
  | 'DURATION_ASC'
  /** The longest newest version first. */
  | 'DURATION_DESC';

/**
 * Which takes a folder lists: `circled` true for the circled ones only, false for the others
 * (null for both); `withComments` true for those whose newest version has comments.
 */
export type TakesFilter = {
  /** True for the circled takes only, false for the others; null for both. */
  circled?: InputMaybe<Scalars['Boolean']['input']>;
  /** True for those whose newest version has comments; false or null for all. */
  withComments?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What `renameAsset` takes. */
export type RenameAssetInput = {
  /** The asset. */
  id: Scalars['ID']['input'];
  /** Trimmed; not empty and not the name it has. */
  name: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `renameAsset` answers. */
export type RenameAssetPayload = {
  /** The asset with its new name; its versions keep their files' names. */
  asset: Asset;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** How carried comments find their place on the version they come onto. */
export type CarryTiming =
  /** At the same frame (the same millisecond for audio and pictures). */
  | 'SAME_FRAME'
  /** Moved by `offset`: frames for video, milliseconds otherwise. */
  | 'OFFSET'
  /** At the same source timecode: both versions must carry one. */
  | 'SOURCE_TIMECODE';

/** What `carryComments` takes. */
export type CarryCommentsInput = {
  /** The version the comments are on. */
  fromVersionId: Scalars['ID']['input'];
  /** Another version of the same asset, which they come onto. */
  toVersionId: Scalars['ID']['input'];
  /** The threads' first comments to carry; none named: every one not removed. */
  commentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** How they find their place. */
  timing?: InputMaybe<CarryTiming>;
  /** With OFFSET: how far they move (negative: earlier). */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A comment that did not fit on the version, and why. */
export type CommentNotCarried = {
  /** The comment, on the version it was to come from. */
  comment: Comment;
  /** Why: outside the new version, or a timecode the new version does not count. */
  reason: Scalars['String']['output'];
};

/** What `carryComments` answers. */
export type CarryCommentsPayload = {
  /** Comments carried now. */
  carriedCount: Scalars['Int']['output'];
  /** Comments carried onto the version before: nothing is carried twice. */
  alreadyCarriedCount: Scalars['Int']['output'];
  /** Comments that did not fit, with their reasons. */
  notCarried: Array<CommentNotCarried>;
  /** The version they came onto. */
  version: Version;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What the caller may do with a collection. */
export type CollectionAllowedTo = {
  /** Renaming it and changing its definition: those who edit its project. */
  edit: Scalars['Boolean']['output'];
  /** Deleting it: those who edit its project. */
  delete: Scalars['Boolean']['output'];
  /** Sharing it through a share link: who may share something in its project. */
  share: Scalars['Boolean']['output'];
  /** Letting a share link's visitors download its assets: who may also download where they share. */
  download: Scalars['Boolean']['output'];
};

/**
 * A project's named, saved search (decision 0125): its assets are those of the project that match
 * its definition now, across every folder, within what the caller may open.
 */
export type Collection = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its name, unique in the project whatever the case. */
  name: Scalars['String']['output'];
  /**
   * What its assets match, in the language of the header's search: words, "quoted phrases",
   * `field:value` on slates and metadata (`scene:19A`, `selected:yes`, `day:12`, `rating:>3`,
   * `day:10..12`) and `has:comments`.
   */
  definition: Scalars['String']['output'];
  /** The project whose assets it collects. */
  project: Project;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it; null when no user did. */
  createdBy?: Maybe<User>;
  /** What the caller may do with it. */
  allowedTo: CollectionAllowedTo;
  /**
   * The assets it matches now that the caller may open, in every folder of the project: the best
   * matches first, those that match alike by name.
   */
  assets: CollectionAssetConnection;
};


/**
 * A project's named, saved search (decision 0125): its assets are those of the project that match
 * its definition now, across every folder, within what the caller may open.
 */
export type CollectionAssetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** An asset a collection matches, and where it lives. */
export type CollectionAssetEdge = {
  /** Where this edge sits in the list: pass it as `after` for the edges that follow. */
  cursor: Scalars['String']['output'];
  /** The asset. */
  node: Asset;
  /** The folders from below the project's top folder down to the one holding it; empty at the top. */
  path: Array<Folder>;
};

/** A page of a collection's assets. */
export type CollectionAssetConnection = {
  /** The assets of this page, in the collection's order. */
  edges: Array<CollectionAssetEdge>;
  /** Whether more edges follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many assets it matches that the caller may open, on every page. */
  totalCount: Scalars['Int']['output'];
};

/** What `createCollection` takes. */
export type CreateCollectionInput = {
  /** The project: edit on it needed. */
  projectId: Scalars['ID']['input'];
  /** Trimmed; not empty, not another collection's of the project (whatever the case). */
  name: Scalars['String']['input'];
  /** A search text asking for something search can read (no quote left open, `has:comments` only). */
  definition: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `createCollection` answers. */
export type CreateCollectionPayload = {
  /** The collection made. */
  collection: Collection;
  /** Its project, with its collections. */
  project: Project;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What is left out stays as it is. */
export type UpdateCollectionInput = {
  /** The collection: edit on its project needed. */
  id: Scalars['ID']['input'];
  /** A new name, as `createCollection` takes it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new definition, as `createCollection` takes it. */
  definition?: InputMaybe<Scalars['String']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `updateCollection` answers. */
export type UpdateCollectionPayload = {
  /** The collection as saved. */
  collection: Collection;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `deleteCollection` takes. */
export type DeleteCollectionInput = {
  /** The collection: edit on its project needed. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `deleteCollection` answers. */
export type DeleteCollectionPayload = {
  /** The id of the collection deleted. */
  deletedId: Scalars['ID']['output'];
  /** Its project, with the collections it still has. */
  project: Project;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What may be followed live over graphql-ws at /ws, as far as the subscriber sees. */
export type Subscription = {
  /**
   * Fires with the project when its collections change, or when its assets change in a way a
   * collection may see (new, renamed, moved, deleted, their metadata, their comments): an open
   * collection reads its assets again.
   */
  collectionsChanged: Project;
  /** Fires when a comment on any version of the asset is added, edited or deleted. */
  commentChanged: CommentChanged;
  /**
   * Fires with a child folder of the open folder whose thumbnail changed (its first asset got a
   * picture, or its poster was set or reset), so its row shows the new one at once.
   */
  folderThumbnail: Folder;
  /**
   * Fires when the folder or its direct children change, or the custom fields of its workspace (the
   * list's columns).
   */
  folderChanged: Folder;
  /** Fires when a job of the project changes state or progress. */
  jobUpdated: Job;
  /** Fires when a share link the signed-in person sees is created, changed or deleted. */
  linkChanged: LinkChanged;
  /** Fires when the signed-in person's roles, folder entries or workspace admin rights change. */
  accessChanged: User;
  /** Fires when someone joins or leaves the session, control passes, the presenter shows, or it ends. */
  reviewSessionChanged: ReviewSessionChanged;
  /**
   * Answers once, as soon as it is subscribed, and again on each reconnection (graphql-ws subscribes
   * again), then stays open: after a deploy the first answer from the new build tells an open page
   * that it runs code the server no longer serves.
   */
  welcome: Welcome;
  /**
   * The visitor's link, each time the assets of the collection it shares may have changed (one was
   * renamed, added, moved, commented on or deleted, or the collection changed): read them again.
   * Nothing is heard on a link sharing no collection. UNAUTHENTICATED for anyone but a visitor.
   */
  sharedLinkChanged: SharedLink;
};


/** What may be followed live over graphql-ws at /ws, as far as the subscriber sees. */
export type SubscriptionCollectionsChangedArgs = {
  projectId: Scalars['ID']['input'];
};


/** What may be followed live over graphql-ws at /ws, as far as the subscriber sees. */
export type SubscriptionCommentChangedArgs = {
  assetId: Scalars['ID']['input'];
};


/** What may be followed live over graphql-ws at /ws, as far as the subscriber sees. */
export type SubscriptionFolderThumbnailArgs = {
  folderId: Scalars['ID']['input'];
};


/** What may be followed live over graphql-ws at /ws, as far as the subscriber sees. */
export type SubscriptionFolderChangedArgs = {
  folderId: Scalars['ID']['input'];
};


/** What may be followed live over graphql-ws at /ws, as far as the subscriber sees. */
export type SubscriptionJobUpdatedArgs = {
  projectId: Scalars['ID']['input'];
};


/** What may be followed live over graphql-ws at /ws, as far as the subscriber sees. */
export type SubscriptionReviewSessionChangedArgs = {
  sessionId: Scalars['ID']['input'];
};

/** What the caller may do with a comment. */
export type CommentAllowedTo = {
  /** Changing its text: its author, and never on a drawing. */
  edit: Scalars['Boolean']['output'];
  /** Deleting it: its author, or whoever edits the project. */
  delete: Scalars['Boolean']['output'];
};

/**
 * A drawing on the picture at a comment's start: the fabric scene (JSON) and the size of the canvas
 * it was drawn on, to scale it to the picture shown.
 */
export type Annotation = {
  /** The width of the canvas it was drawn on, in pixels. */
  width: Scalars['Int']['output'];
  /** The height of the canvas it was drawn on, in pixels. */
  height: Scalars['Int']['output'];
  /** The fabric scene as JSON (canvas.toObject()). */
  scene: Scalars['String']['output'];
};

/**
 * A remark on a version, at a position or not, by a user or a share link's visitor. Threads are one
 * level deep: a comment and its replies. Read by those who may comment on the asset.
 */
export type Comment = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Empty once deleted. */
  text: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** When its text last changed (or it was deleted); its creation time until then. */
  updatedAt: Scalars['DateTime']['output'];
  /** The user who wrote it; null for a share link's visitor's or an API token's. */
  createdBy?: Maybe<User>;
  /** The author as a reviewer knows them: the user's or API token's name, else the visitor's e-mail, else 'Guest'. */
  authorName: Scalars['String']['output'];
  /** Frame for video, milliseconds for audio and images; null without a position. */
  start?: Maybe<Scalars['Int']['output']>;
  /** Where a range ends, in the unit of `start`; null for a single point or no position. */
  end?: Maybe<Scalars['Int']['output']>;
  /** Whether it has a position (`start`); a reply never has one of its own. */
  hasPosition: Scalars['Boolean']['output'];
  /** Whether it was deleted: it stays, read as deleted, while replies keep its thread. */
  isDeleted: Scalars['Boolean']['output'];
  /** Whether it carries a drawing (even once deleted). */
  isAnnotation: Scalars['Boolean']['output'];
  /** The drawing of an annotation comment; null for text alone and once deleted. */
  annotation?: Maybe<Annotation>;
  /** The comment it replies to; null for the first of a thread. */
  parent?: Maybe<Comment>;
  /** Its replies, the oldest first; empty for a reply. */
  replies: Array<Comment>;
  /** The version it is about. */
  version: Version;
  /** What the caller may do with it. */
  allowedTo: CommentAllowedTo;
  /** The comment on another version it was carried from; null for one written on this version. */
  carriedFrom?: Maybe<Comment>;
  /** The edit suite's marker it was imported from; null for a comment written in Rushes. */
  marker?: Maybe<CommentMarker>;
  /** The review session it was made in, where the caller may see that session. */
  reviewSession?: Maybe<ReviewSession>;
};

/** How a version's threads are listed. */
export type CommentOrder =
  /** By position (those without one last), then oldest first. */
  | 'POSITION'
  /** The newest first. */
  | 'NEWEST'
  /** The oldest first. */
  | 'OLDEST';

/** A thread in a version's list. */
export type CommentEdge = {
  /** Where this edge sits in the list: pass it as `after` for the edges that follow. */
  cursor: Scalars['String']['output'];
  /** The thread's first comment; its replies are in `replies`. */
  node: Comment;
};

/** A page of a version's threads. */
export type CommentConnection = {
  /** The threads of this page, in the order asked for. */
  edges: Array<CommentEdge>;
  /** Whether more edges follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** Where on the version a comment sits: frame for video, milliseconds for audio and images. */
export type CommentPositionInput = {
  /** Where it starts: 0 or more. */
  start: Scalars['Int']['input'];
  /** Where a range ends: at or after `start`; null or left out for a single point. */
  end?: InputMaybe<Scalars['Int']['input']>;
};

/** A drawing to save with a comment. */
export type AnnotationInput = {
  /** The canvas the drawing was made on, in pixels. */
  width: Scalars['Int']['input'];
  /** The height of that canvas, in pixels: 1 to 8192, as the width. */
  height: Scalars['Int']['input'];
  /** The fabric scene as JSON (canvas.toObject()), with at least one object. */
  scene: Scalars['String']['input'];
};

/** What `addComment` takes. */
export type AddCommentInput = {
  /** The version to comment on: comment on its asset needed. */
  versionId: Scalars['ID']['input'];
  /** May be empty with an annotation. */
  text: Scalars['String']['input'];
  /** Where on the version; left out for a remark on the whole of it. A reply has none of its own. */
  position?: InputMaybe<CommentPositionInput>;
  /** The comment answered: the reply joins its thread; not a deleted one (STATE_CONFLICT). */
  replyTo?: InputMaybe<Scalars['ID']['input']>;
  /** A drawing at the position (superusers, and commenters where the workspace turns it on). */
  annotation?: InputMaybe<AnnotationInput>;
  /**
   * The review session it is made in: one under way that the caller is in, showing this asset
   * (VALIDATION_FAILED, rule `inSession`, otherwise). The comment is one of the session's notes.
   */
  reviewSessionId?: InputMaybe<Scalars['ID']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `addComment` answers. */
export type AddCommentPayload = {
  /** The comment as saved. */
  comment: Comment;
  /** Its edge, to add to the version's list (Relay's @appendEdge). */
  commentEdge: CommentEdge;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `updateComment` takes. */
export type UpdateCommentInput = {
  /** The comment: the caller's own, not a drawing. */
  id: Scalars['ID']['input'];
  /** Its new text: trimmed, not empty. */
  text: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `updateComment` answers. */
export type UpdateCommentPayload = {
  /** The comment as saved. */
  comment: Comment;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeComment` takes. */
export type RemoveCommentInput = {
  /** The comment: the caller's own, or any for whoever edits the project. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeComment` answers. */
export type RemoveCommentPayload = {
  /** The comment, now read as deleted. */
  comment: Comment;
  /** The comment's id when it leaves its version's list; null when its replies keep it there, read as deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What happened to a comment. */
export type CommentChange =
  /** It was written. */
  | 'ADDED'
  /** Its text changed. */
  | 'UPDATED'
  /** It was deleted. */
  | 'REMOVED';

/** A change to one of an asset's comments. */
export type CommentChanged = {
  /** What happened. */
  change: CommentChange;
  /** The comment as it is now. */
  comment: Comment;
};

/** Why a project's chain of custody does not hold at an event. */
export type CustodyBreakReason =
  /** The log's event is not the one chained at that place: it was changed. */
  | 'EVENT_CHANGED'
  /** The event chained at that place is no longer in the log. */
  | 'EVENT_MISSING'
  /** The log has an event the chain does not hold at that place. */
  | 'EVENT_UNCHAINED'
  /** A link of the chain itself was changed: its hash, or the hash before it. */
  | 'CHAIN_ALTERED';

/** Where a project's chain of custody first fails to hold. */
export type CustodyBreak = {
  /** The event's place in the project's chain, from 1. */
  position: Scalars['Int']['output'];
  /** The CloudEvent id (`<seq>-<index>`) of the event there. */
  eventId: Scalars['String']['output'];
  /** Why it does not hold. */
  reason: CustodyBreakReason;
};

/** A project's chain of custody, checked against the log now. */
export type CustodyChain = {
  /** Whether it holds: the log gives every event as it was chained, and every hash holds. */
  intact: Scalars['Boolean']['output'];
  /** How many events the chain holds. */
  length: Scalars['Int']['output'];
  /** The first event where it breaks; null when intact. */
  firstBreak?: Maybe<CustodyBreak>;
  /** When it was checked. */
  checkedAt: Scalars['DateTime']['output'];
};

/** Who caused an event of a custody log. */
export type CustodyActorKind =
  /** A signed-in user. */
  | 'USER'
  /** A share link's visitor. */
  | 'LINK'
  /** A machine, through an API token. */
  | 'TOKEN'
  /** Rushes itself. */
  | 'SYSTEM';

/** Who caused an event of a custody log. */
export type CustodyActor = {
  /** A user, a share link's visitor, a machine's token, or Rushes itself. */
  kind: CustodyActorKind;
  /** The user's, the link's or the token's name; null for Rushes itself and for one gone since. */
  name?: Maybe<Scalars['String']['output']>;
  /** The CloudEvent's `rushesactor`: `users/<id>`, `links/<id>`, `tokens/<id>` or `system`. */
  ref: Scalars['String']['output'];
};

/** One event of a project's custody log: a public event, as the CloudEvent it was when chained. */
export type CustodyEvent = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its place in the project's chain, from 1. */
  position: Scalars['Int']['output'];
  /** The CloudEvent id, `<seq>-<index>`: its place in the log. */
  eventId: Scalars['String']['output'];
  /** What happened: the public event's name, e.g. `version.viewed`. */
  type: Scalars['String']['output'];
  /** The public event's version. */
  version: Scalars['Int']['output'];
  /** What such an event means, as the public event catalogue says. */
  summary: Scalars['String']['output'];
  /** The resource it is about, `<collection>/<id>`. */
  subject: Scalars['String']['output'];
  /** When it happened. */
  time: Scalars['DateTime']['output'];
  /** Who caused it. */
  actor: CustodyActor;
  /** Its chain hash: SHA-256 (hex) over the hash before it and its CloudEvent's RFC 8785 form. */
  hash: Scalars['String']['output'];
};

/** An event of a custody log in a page. */
export type CustodyEventEdge = {
  /** Where the event is in the list, for `after`. */
  cursor: Scalars['String']['output'];
  /** The event. */
  node: CustodyEvent;
};

/** A page of a custody log, newest first. */
export type CustodyEventConnection = {
  /** The events of the page. */
  edges: Array<CustodyEventEdge>;
  /** Where the page is in the log. */
  pageInfo: PageInfo;
};

/**
 * A project's chain of custody (decision 0119): each of its public events — views, plays,
 * downloads, link, permission and content changes, API token uses — hashed with the one before it.
 */
export type ProjectCustody = {
  /** The chain checked against the whole log now: slow on a long log, so asked for on its own. */
  chain: CustodyChain;
  /** The custody log, newest first. */
  events: CustodyEventConnection;
};


/**
 * A project's chain of custody (decision 0119): each of its public events — views, plays,
 * downloads, link, permission and content changes, API token uses — hashed with the one before it.
 */
export type ProjectCustodyEventsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** How a custody log is exported. */
export type CustodyExportFormat =
  /** One row per event, oldest first, with its chain hash, UTF-8 for spreadsheet apps. */
  | 'CSV'
  /**
   * The CloudEvents it is made of, oldest first, as a JSON batch
   * (`application/cloudevents-batch+json`), each with its chain hash in `rusheschainhash`.
   */
  | 'CLOUDEVENTS';

/** What `requestCustodyExport` takes. */
export type RequestCustodyExportInput = {
  /** The project whose custody log to export. */
  projectId: Scalars['ID']['input'];
  /** The file to write. */
  format: CustodyExportFormat;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `requestCustodyExport` answers. */
export type RequestCustodyExportPayload = {
  /** Signed; saves the custody log as it stands when the file is read. */
  url: Scalars['String']['output'];
  /** When the URL stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The name the browser saves. */
  filename: Scalars['String']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What a custom field holds (media-handling §3); a choice list is TEXT with options. */
export type CustomFieldType =
  /** Any text on one line or more, up to 1,000 characters; with options, one of them. */
  | 'TEXT'
  /** An e-mail address, something@somewhere.tld. */
  | 'EMAIL'
  /** A web address: absolute, http or https. */
  | 'URL'
  /** A decimal number (`3`, `-1.5`, `2e3`). */
  | 'NUMBER'
  /** True or false (also yes or no, 1 or 0). */
  | 'BOOLEAN'
  /** A calendar date, `YYYY-MM-DD`, without a time zone. */
  | 'DATE'
  /**
   * A moment: a date and time with its time zone (`2026-12-12T10:30+01:00`), kept as the instant
   * and given back in UTC.
   */
  | 'DATETIME'
  /** A time of day, `HH:MM` or `HH:MM:SS`, without a time zone. */
  | 'TIME'
  /** A place: latitude −90 to 90 and longitude −180 to 180 in decimal degrees (`48.8584, 2.2945`). */
  | 'POSITION';

/**
 * A field a workspace's admins define for the assets of its projects: those who edit in a folder
 * set its values on the assets there, everyone who sees an asset sees them.
 */
export type CustomField = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its name, unique in the workspace whatever the case, without a colon: search reads `name:value`. */
  name: Scalars['String']['output'];
  /** What its values are. */
  type: CustomFieldType;
  /** A choice list's options in their order; empty for any other field. */
  options: Array<Scalars['String']['output']>;
  /** Whether a value set on an asset may be left empty. */
  required: Scalars['Boolean']['output'];
  /** Whether the folder list shows it as a column. */
  shownInList: Scalars['Boolean']['output'];
};

/** A place on Earth in decimal degrees (WGS 84). */
export type GeoPosition = {
  /** North is positive: −90 to 90. */
  latitude: Scalars['Float']['output'];
  /** East is positive: −180 to 180. */
  longitude: Scalars['Float']['output'];
};

/** An asset's value of a custom field; every part is null while the asset has none. */
export type CustomFieldValue = {
  /** The field. */
  field: CustomField;
  /**
   * The value as text, as `setCustomFieldValues` takes it: the text, the number, true or false,
   * `YYYY-MM-DD`, `HH:MM:SS`, the instant in UTC (ISO 8601), or `latitude, longitude`.
   */
  text?: Maybe<Scalars['String']['output']>;
  /** A NUMBER's value. */
  number?: Maybe<Scalars['Float']['output']>;
  /** A BOOLEAN's value. */
  boolean?: Maybe<Scalars['Boolean']['output']>;
  /** A DATETIME's instant. */
  dateTime?: Maybe<Scalars['DateTime']['output']>;
  /** A POSITION's place. */
  position?: Maybe<GeoPosition>;
};

/** Which way a list runs. */
export type SortDirection =
  /** Smallest, earliest or A first; assets without a value first. */
  | 'ASC'
  /** Largest, latest or Z first; assets without a value last. */
  | 'DESC';

/** A folder's assets by their value of a custom field; a tie by id. */
export type CustomFieldOrder = {
  /** The field: one of the folder's `customFields`. */
  fieldId: Scalars['ID']['input'];
  /** Which way. */
  direction: SortDirection;
};

/** How a filter compares an asset's value with the one it names. */
export type CustomFieldComparison =
  /** The same value (text whatever its case; a DATETIME given a date: within that day, UTC). */
  | 'EQUALS'
  /** Text holding it anywhere, whatever its case; for other types as EQUALS. */
  | 'CONTAINS'
  /** Larger, later, or after in A to Z; not for a POSITION. */
  | 'GREATER_THAN'
  /** As GREATER_THAN, or the same. */
  | 'GREATER_OR_EQUAL'
  /** Smaller, earlier, or before in A to Z; not for a POSITION. */
  | 'LESS_THAN'
  /** As LESS_THAN, or the same. */
  | 'LESS_OR_EQUAL';

/** The folder's assets whose value of a custom field compares with `value` as asked. */
export type CustomFieldFilter = {
  /** The field: one of the folder's `customFields`. */
  fieldId: Scalars['ID']['input'];
  /** How the value compares. */
  comparison?: InputMaybe<CustomFieldComparison>;
  /** Read as the field's type reads a value (any text for TEXT, EMAIL and URL); not empty. */
  value: Scalars['String']['input'];
};

/** What `defineCustomField` takes. */
export type DefineCustomFieldInput = {
  /** The workspace: edit on it needed (its admins, superusers). */
  workspaceId: Scalars['ID']['input'];
  /** Trimmed, 1 to 64 characters on one line, no colon; not another field's (whatever the case). */
  name: Scalars['String']['input'];
  /** What its values are. */
  type: CustomFieldType;
  /** A choice list's options (TEXT only): each trimmed, not empty, once whatever the case. */
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Whether a value set on an asset may be left empty. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the folder list shows it as a column. */
  shownInList?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `defineCustomField` answers. */
export type DefineCustomFieldPayload = {
  /** The new field, last in the workspace's order. */
  customField: CustomField;
  /** Its workspace, with its fields. */
  workspace: Workspace;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `changeCustomField` takes: what is not given stays as it is. */
export type ChangeCustomFieldInput = {
  /** The field. */
  id: Scalars['ID']['input'];
  /** A new name, as `defineCustomField` takes one. */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * A new type: only where every value the assets hold reads as one of it (any becomes TEXT; "3"
   * a NUMBER; a DATE never a DATETIME); else VALIDATION_FAILED (field type, rule convert, value).
   * A field that is no longer TEXT loses its options.
   */
  type?: InputMaybe<CustomFieldType>;
  /** New options (TEXT only): only where every value is one of them, else as for `type`. */
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Whether a value set on an asset may be left empty (values already empty stay so). */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the folder list shows it as a column. */
  shownInList?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `changeCustomField` answers. */
export type ChangeCustomFieldPayload = {
  /** The field as it is now. */
  customField: CustomField;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `reorderCustomFields` takes. */
export type ReorderCustomFieldsInput = {
  /** The workspace: edit on it needed. */
  workspaceId: Scalars['ID']['input'];
  /** Every field of the workspace, each once, in the new order; else STATE_CONFLICT. */
  fieldIds: Array<Scalars['ID']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `reorderCustomFields` answers. */
export type ReorderCustomFieldsPayload = {
  /** The workspace, with its fields in their new order. */
  workspace: Workspace;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeCustomField` takes. */
export type RemoveCustomFieldInput = {
  /** The field: every value of it goes with it. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeCustomField` answers. */
export type RemoveCustomFieldPayload = {
  /** The global id of the field removed. */
  removedCustomFieldId: Scalars['ID']['output'];
  /** Its workspace, with the fields it has left. */
  workspace: Workspace;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A value to set: read as its field's type reads one; null or empty clears it. */
export type CustomFieldValueInput = {
  /** The field: one of the assets' workspace. */
  fieldId: Scalars['ID']['input'];
  /** The value as text (see `CustomFieldType`); null or empty clears it, unless the field is required. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** What `setCustomFieldValues` takes. */
export type SetCustomFieldValuesInput = {
  /** The assets, 1 to 1,000, of projects of one workspace: edit on each needed. */
  assetIds: Array<Scalars['ID']['input']>;
  /**
   * The values, each field once; every one is checked before any asset changes: a value its field
   * cannot take is VALIDATION_FAILED naming the field (`field` its name, `fieldId`) and the rule
   * (required, option, email, url, number, boolean, date, dateTime, timeZone, time, position,
   * latitude, longitude, maxLength).
   */
  values: Array<CustomFieldValueInput>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `setCustomFieldValues` answers. */
export type SetCustomFieldValuesPayload = {
  /** The assets with their values as set, in the order asked. */
  assets: Array<Asset>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `requestDownload` takes. */
export type RequestDownloadInput = {
  /** The project everything named belongs to. */
  projectId: Scalars['ID']['input'];
  /** The folder the selection was made in; it names the zip of a selection. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Folders to download whole, with the folders below them. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Assets to download: the file of each one's newest version. */
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `requestDownload` answers. */
export type RequestDownloadPayload = {
  /** Signed; saves one file under its name, or several as one zip streamed as it is read. */
  url: Scalars['String']['output'];
  /** When the URL stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The name the browser saves. */
  filename: Scalars['String']['output'];
  /** How many files it holds: 1 for a single asset. */
  fileCount: Scalars['Int']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** How a second factor proves who signs in: an authenticator app's codes, or codes sent by text message. */
export type AuthFactorType =
  /** An authenticator app (TOTP): six-digit codes every 30 seconds from a shared secret. */
  | 'APP'
  /** A text message with a code, sent to a phone number when asked (triggerAuthFactor). */
  | 'SMS';

/** A second factor of the signed-in user. */
export type AuthFactor = {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** How it gives its codes. */
  type: AuthFactorType;
  /** The phone number an SMS factor sends to, partly hidden (+44 •••• ••1234); null for an app. */
  recipient?: Maybe<Scalars['String']['output']>;
  /** Whether it was activated with a code: only active factors are asked for at sign-in. */
  isActive: Scalars['Boolean']['output'];
  /** Whether a code must be sent (an SMS factor) before one can be typed. */
  mustTrigger: Scalars['Boolean']['output'];
  /** When a code was last sent to it; null when never. */
  triggeredAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One of the ten recovery codes: each signs in once in place of a second factor. */
export type RecoveryCode = {
  /** The code, as the user types it; shown to the user alone. */
  code: Scalars['String']['output'];
  /** Whether it was used to sign in: it works no more. */
  used: Scalars['Boolean']['output'];
};

/** What `addUserAuthFactor` takes. */
export type AddUserAuthFactorInput = {
  /** The user (only the signed-in user themselves). */
  id: Scalars['ID']['input'];
  /** An app or a text message. */
  type: AuthFactorType;
  /** For SMS: the phone number in international form, +44 7700 900123 (VALIDATION_FAILED on field phone). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `addUserAuthFactor` answers. */
export type AddUserAuthFactorPayload = {
  /** The new factor, inactive until activateAuthFactor. */
  factor: AuthFactor;
  /** For an app: the shared secret in base32, to type in by hand; null for SMS. */
  secret?: Maybe<Scalars['String']['output']>;
  /** For an app: an otpauth:// QR code as a data: URL of an SVG image; null for SMS. */
  qr?: Maybe<Scalars['String']['output']>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `activateAuthFactor` takes. */
export type ActivateAuthFactorInput = {
  /** One of the signed-in user's factors. */
  id: Scalars['ID']['input'];
  /** The code the app shows or the text message brought (INVALID_CODE when wrong, RATE_LIMITED after too many). */
  code: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `activateAuthFactor` answers. */
export type ActivateAuthFactorPayload = {
  /** The factor, now active. */
  factor: AuthFactor;
  /** The user, whose MFA status now counts it. */
  user: User;
  /** The user's first recovery codes, when this was their first active factor; null otherwise. */
  recoveryCodes?: Maybe<Array<RecoveryCode>>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `triggerAuthFactor` takes. */
export type TriggerAuthFactorInput = {
  /** One of the signed-in user's SMS factors. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `triggerAuthFactor` answers. */
export type TriggerAuthFactorPayload = {
  /** The factor, with the time the code was sent. */
  factor: AuthFactor;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeAuthFactor` takes. */
export type RemoveAuthFactorInput = {
  /** One of the signed-in user's factors. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeAuthFactor` answers. */
export type RemoveAuthFactorPayload = {
  /** The id of the factor removed, to drop it from the list. */
  removedId: Scalars['ID']['output'];
  /** The user, whose MFA status may have changed. */
  user: User;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `generateRecoveryCodes` takes. */
export type GenerateRecoveryCodesInput = {
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `generateRecoveryCodes` answers. */
export type GenerateRecoveryCodesPayload = {
  /** The ten new codes, none used; the old ones work no more. */
  recoveryCodes: Array<RecoveryCode>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/**
 * The spec's transfer token for the fast-transfer protocol: what a transfer client (Rushes
 * Transfer, or IBM Aspera Connect) needs to move the named files. Fields are named as that
 * protocol names them, in camel case.
 */
export type TransferToken = {
  /** RUSHES: our desktop helper against Rushes; ASPERA: an IBM Aspera server, through its Node API. */
  kind: TransferServerKind;
  /** `send` for an upload, `receive` for a download (the transfer client's point of view). */
  direction: Scalars['String']['output'];
  /** Where the transfer client connects: Rushes' own origin for RUSHES, the Aspera server's host. */
  remoteHost: Scalars['String']['output'];
  /** The account the transfer client presents. */
  remoteUser: Scalars['String']['output'];
  /** The Aspera server's SSH port (33001 by default); 0 for RUSHES. */
  sshPort: Scalars['Int']['output'];
  /** How `token` is presented: `token`. */
  authentication: Scalars['String']['output'];
  /**
   * The secret for this one transfer. For RUSHES, `rtt_…`: sent as the bearer, it lets the helper
   * do only this transfer, as the person who asked, until `expiresAt`.
   */
  token: Scalars['String']['output'];
  /** Where uploaded files land (upload), or the root the sources are named from (download). */
  destinationRoot: Scalars['String']['output'];
  /** The root the sources are read from. */
  sourceRoot: Scalars['String']['output'];
  /** The rate the transfer client aims at, in kbit/s (the server's setting). */
  targetRateKbps: Scalars['Int']['output'];
  /** The files: their source and destination paths. */
  paths: Array<TransferPath>;
  /** Tags the transfer carries: its transfer id, which the statistics record. */
  tags: TransferTags;
  /** When `token` stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /**
   * RUSHES only: Rushes Transfer's server beside storage (the transfer server's `endpoint`), which
   * receives UFTP; null where the helper sends straight to storage over HTTP.
   */
  engineUrl?: Maybe<Scalars['String']['output']>;
};

/** Which kind of server a transfer server is. */
export type TransferServerKind =
  /** Rushes Transfer's server: the helper sends to Rushes (or to its UFTP server). */
  | 'RUSHES'
  /** An IBM Aspera server (its Node API). */
  | 'ASPERA';

/** One file of a transfer token. */
export type TransferPath = {
  /** Where it is read from. */
  source: Scalars['String']['output'];
  /** Where it is written. */
  destination: Scalars['String']['output'];
};

/** What a transfer token carries beside its paths. */
export type TransferTags = {
  /** The transfer's id: the statistics' record of it. */
  transferId: Scalars['ID']['output'];
};

/** What `asperaUploadToken` takes. */
export type AsperaUploadTokenInput = {
  /** The folder the files go in: upload on it needed, and a transfer server on its project. */
  folderId: Scalars['ID']['input'];
  /** The asset the one file becomes a new version of; none for new assets. */
  assetId?: InputMaybe<Scalars['ID']['input']>;
  /** The files chosen, by name (relative paths for a folder's files) and size. */
  files: Array<TransferFileInput>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A file a transfer client will send. */
export type TransferFileInput = {
  /** Its name, or its path below the folder chosen (`Day 3/A003C012.mov`). */
  name: Scalars['String']['input'];
  /** Its size in bytes. */
  size: Scalars['Float']['input'];
};

/** What `asperaDownloadToken` takes: as `requestDownload`. */
export type AsperaDownloadTokenInput = {
  /** The project everything named belongs to: a transfer server on it needed. */
  projectId: Scalars['ID']['input'];
  /** Folders to download whole, with the folders below them. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Assets to download: the file of each one's newest version. */
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A file a download token hands out, for the helper that presents it. */
export type TransferFile = {
  /** Its path below the destination chosen (folders kept). */
  path: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Float']['output'];
  /** Signed; GET it (ranges allowed). */
  url: Scalars['String']['output'];
  /** Storage's ETag for it: the MD5 of its bytes, or of its parts' MD5s with `-N` when sent in parts. */
  etag: Scalars['String']['output'];
  /** The size of its parts but the last when `etag` ends in `-N`; null otherwise. */
  partSize?: Maybe<Scalars['Int']['output']>;
};

/** What `asperaUploadToken` and `asperaDownloadToken` answer. */
export type TransferTokenPayload = {
  /** The token, for the transfer client. */
  transferToken: TransferToken;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `regenerateFolderThumbnail` takes. */
export type RegenerateFolderThumbnailInput = {
  /** The folder. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `regenerateFolderThumbnail` answers. */
export type RegenerateFolderThumbnailPayload = {
  /** The folder, with its thumbnail as chosen now. */
  folder: Folder;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `uploadFolderPoster` takes. */
export type UploadFolderPosterInput = {
  /** The folder. */
  id: Scalars['ID']['input'];
  /** jpeg, png, gif, bmp or tiff. */
  contentType: Scalars['String']['input'];
  /** The file's size in bytes: more than 0, at most 8 MiB. */
  size: Scalars['Float']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** An image upload in flight: PUT the file to the one URL, then confirm with the ETag answered. */
export type FolderPosterUpload = {
  /** The upload's id, to confirm it with. */
  id: Scalars['ID']['output'];
  /** The signed URL to PUT the file to: one, as an image is sent in one part. */
  urls: Array<Scalars['String']['output']>;
};

/** What `uploadFolderPoster` answers. */
export type UploadFolderPosterPayload = {
  /** Where to send the image. */
  upload: FolderPosterUpload;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `confirmFolderPoster` takes. */
export type ConfirmFolderPosterInput = {
  /** The upload's id, as `uploadFolderPoster` answered it. */
  uploadId: Scalars['ID']['input'];
  /** The ETag the storage answered to the PUT. */
  etag: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `confirmFolderPoster` and `removeFolderImages` answer. */
export type FolderPosterPayload = {
  /** The folder with its new picture (`thumbnailUrl`). */
  folder: Folder;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeFolderImages` takes. */
export type RemoveFolderImagesInput = {
  /** The folder. */
  id: Scalars['ID']['input'];
  /** Removes its poster: the automatic thumbnail shows again. */
  poster?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What the caller may do with a folder, from their role and folder entries or their share link. */
export type FolderAllowedTo = {
  /** Renaming it, making folders in it, moving and copying items into and out of it. */
  edit: Scalars['Boolean']['output'];
  /** Uploading files into it: as edit. */
  upload: Scalars['Boolean']['output'];
  /** Downloading it and its files. */
  download: Scalars['Boolean']['output'];
  /** Sharing it and its files in a share link. */
  share: Scalars['Boolean']['output'];
  /** Deleting it and its items: as edit. */
  delete: Scalars['Boolean']['output'];
};

/**
 * A folder of a project: child folders and assets. Each project has one root folder, which cannot be
 * renamed, moved or deleted. Seen by those whose role or folder entries let them view it, and by the
 * visitors of a share link sharing it (and what is below it).
 */
export type Folder = Node & SearchPathPart & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its name, unique among its siblings whatever the case. */
  name: Scalars['String']['output'];
  /** The project it belongs to. */
  project: Project;
  /** The folder it is in; null for a root folder, and to a share link's visitor above what it shares. */
  parent?: Maybe<Folder>;
  /** From the project's root folder down to this folder's parent. */
  ancestors: Array<Folder>;
  /** Whether it is its project's root folder. */
  isRoot: Scalars['Boolean']['output'];
  /** When it was made (or copied). */
  createdAt: Scalars['DateTime']['output'];
  /**
   * When it was last renamed, got a new child folder, or had items moved or copied into it; its
   * creation time until then.
   */
  modifiedAt: Scalars['DateTime']['output'];
  /** Who made it (a root folder: who made the project); null when no user did. */
  creator?: Maybe<User>;
  /** How many child folders it has that the caller may see. */
  folderCount: Scalars['Int']['output'];
  /**
   * The child folders; without an order, by content (spec §4): newest first in a folder without
   * assets, otherwise by name.
   */
  children: FolderConnection;
  /** What the caller may do with it. */
  allowedTo: FolderAllowedTo;
  /** Seconds a client may keep the folder before it reloads it on coming back to the page: 300. */
  ttl: Scalars['Int']['output'];
  /** The approval workflow its assets pass: its own, or the nearest folder's above; null for none. */
  approvalWorkflow?: Maybe<ApprovalWorkflow>;
  /** Whether the caller may set or remove this folder's own workflow (edit on it). */
  canSetApprovalWorkflow: Scalars['Boolean']['output'];
  /**
   * The people a stage of this folder's workflow may name: its project's members and manager; for
   * those who may set the workflow, empty for anyone else.
   */
  approvalReviewerChoices: Array<User>;
  /** Whether an asset of the folder is a circled take (the list then shows the Selected column). */
  hasCircledTakes: Scalars['Boolean']['output'];
  /** Whether an asset of the folder has a slate (the list then shows the Scene column). */
  hasSlates: Scalars['Boolean']['output'];
  /** Whether an asset's newest version has a review status (the list then shows the Status column). */
  hasReviewStatuses: Scalars['Boolean']['output'];
  /**
   * Those whose name or a metadata value holds `filter` anywhere, whatever its case, and which are
   * the `takes` asked for, whose newest version has `reviewStatus` when one is asked for, and whose
   * custom values pass every one of `fieldFilters`. By `orderByField` when given, else `orderBy`;
   * without either, by content: SCENE_TAKE_ASC when an asset has a slate, else NAME_ASC.
   */
  assets: AssetConnection;
  /**
   * An asset to preview a watermark on (folder.randomAsset): one in this folder or below it that
   * shows a picture (a video ready to play, an image with its still), picked at random among those
   * the viewer sees. Null when there is none.
   */
  randomAsset?: Maybe<Asset>;
  /** Whether an asset the folder holds itself has comments on its newest version the viewer may read. */
  hasComments: Scalars['Boolean']['output'];
  /**
   * The assets the folder holds itself whose newest version has comments the viewer may read, by
   * name; their comments are `newestVersion.comments(first: 10)` (spec: GetFolderComments).
   */
  commentedAssets: AssetConnection;
  /**
   * The custom fields of its project's workspace in their order: the list shows as columns those
   * `shownInList`, and sorts and filters its assets by any of them.
   */
  customFields: Array<CustomField>;
  /**
   * Signed URL of the folder's picture in lists: its poster when it has one (Set Poster Image); else
   * the thumbnail of the first of its assets (by name) that has one, while the asker may see that
   * asset; null otherwise.
   */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** How many files the folder itself holds that the viewer sees. */
  fileCount: Scalars['Int']['output'];
  /** Bytes of those files' newest versions. */
  totalSize: Scalars['Float']['output'];
  /** Milliseconds of those that play, as Version.duration; null when none does. */
  totalDuration?: Maybe<Scalars['Float']['output']>;
  /**
   * The folder as it was at `at`: its name, the folders and assets it held then (those moved in
   * later are not there, those moved out or deleted since are back), each asset with its name,
   * slate, versions, status and comments then. Null where the caller could not see the folder
   * then, or cannot now, and for share links' visitors and API tokens.
   */
  asOf?: Maybe<PastFolder>;
  /**
   * The files the project's integrations keep for this folder; empty without any, or when the
   * caller may not download here.
   */
  deliveries: Array<FolderDelivery>;
  /**
   * Its review rounds and those of the folders above it (a project's rounds are on its top
   * folder), the latest moment first. Empty for share links' visitors and API tokens.
   */
  reviewRounds: Array<ReviewRound>;
  /**
   * What changed in its assets after `from` and up to `to`: assets made, copied, moved in or out
   * and deleted, versions, renames, slates, review statuses and comments. Null where the caller
   * could not see the folder at either moment, or cannot now, and for share links' visitors and
   * API tokens.
   */
  changes?: Maybe<FolderChanges>;
};


/**
 * A folder of a project: child folders and assets. Each project has one root folder, which cannot be
 * renamed, moved or deleted. Seen by those whose role or folder entries let them view it, and by the
 * visitors of a share link sharing it (and what is below it).
 */
export type FolderChildrenArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<FolderOrder>;
  filter?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A folder of a project: child folders and assets. Each project has one root folder, which cannot be
 * renamed, moved or deleted. Seen by those whose role or folder entries let them view it, and by the
 * visitors of a share link sharing it (and what is below it).
 */
export type FolderAssetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<AssetOrder>;
  filter?: InputMaybe<Scalars['String']['input']>;
  takes?: InputMaybe<TakesFilter>;
  reviewStatus?: InputMaybe<ReviewStatus>;
  orderByField?: InputMaybe<CustomFieldOrder>;
  fieldFilters?: InputMaybe<Array<CustomFieldFilter>>;
};


/**
 * A folder of a project: child folders and assets. Each project has one root folder, which cannot be
 * renamed, moved or deleted. Seen by those whose role or folder entries let them view it, and by the
 * visitors of a share link sharing it (and what is below it).
 */
export type FolderCommentedAssetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A folder of a project: child folders and assets. Each project has one root folder, which cannot be
 * renamed, moved or deleted. Seen by those whose role or folder entries let them view it, and by the
 * visitors of a share link sharing it (and what is below it).
 */
export type FolderAsOfArgs = {
  at: Scalars['DateTime']['input'];
};


/**
 * A folder of a project: child folders and assets. Each project has one root folder, which cannot be
 * renamed, moved or deleted. Seen by those whose role or folder entries let them view it, and by the
 * visitors of a share link sharing it (and what is below it).
 */
export type FolderChangesArgs = {
  from: Scalars['DateTime']['input'];
  to?: InputMaybe<Scalars['DateTime']['input']>;
  kinds?: InputMaybe<Array<FolderChangeKind>>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** How a folder's child folders are listed: by name (as people read numbers) or when created. */
export type FolderOrder =
  /** By name, A to Z (2 before 10). */
  | 'NAME_ASC'
  /** By name, Z to A. */
  | 'NAME_DESC'
  /** The oldest first. */
  | 'CREATED_ASC'
  /** The newest first. */
  | 'CREATED_DESC';

/** A child folder in its parent's list. */
export type FolderEdge = {
  /** Where this edge sits in the list: pass it as `after` for the edges that follow. */
  cursor: Scalars['String']['output'];
  /** The folder. */
  node: Folder;
};

/** A page of a folder's child folders. */
export type FolderConnection = {
  /** The folders of this page, in the order asked for. */
  edges: Array<FolderEdge>;
  /** Whether more edges follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** What `createFolder` takes. */
export type CreateFolderInput = {
  /** The folder to make it in: edit on it needed. */
  parentId: Scalars['ID']['input'];
  /** The new folder's name: trimmed, not empty, not a sibling's (whatever the case). Or give `path`. */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * The names from the parent down to the new folder, e.g. ["Day 1", "Unit A", "Cam B"], instead of
   * `name`: the folders along it that exist are used (whatever the case), the last is made as `name`
   * is. Each trimmed and not empty; at most 32.
   */
  path?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Make the folders missing along `path`; without it a missing one is NOT_FOUND (field path). */
  recursive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `createFolder` answers. */
export type CreateFolderPayload = {
  /** The folder made: the last of `path`. */
  folder: Folder;
  /** Its edge in its own parent's children. */
  folderEdge: FolderEdge;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `renameFolder` takes. */
export type RenameFolderInput = {
  /** The folder: not a root. */
  id: Scalars['ID']['input'];
  /** Trimmed; not empty, not the name it has, not a sibling's (whatever the case). */
  name: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `renameFolder` answers. */
export type RenameFolderPayload = {
  /** The folder with its new name. */
  folder: Folder;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What changed at a moment of an asset's history. */
export type AssetChange =
  /** The asset was made (`detail`: its name). */
  | 'CREATED'
  /** A version came (`detail`: its file's name). */
  | 'VERSION_ADDED'
  /** The asset was renamed (`detail`: the new name). */
  | 'RENAMED'
  /** A metadata file gave it its slate (`detail`: the file's name). */
  | 'SLATE_SET'
  /** Its custom fields' values were set. */
  | 'CUSTOM_VALUES_SET'
  /** A version's review status was set (`detail`: the status, or none). */
  | 'REVIEW_STATUS_SET'
  /** A comment was written. */
  | 'COMMENT_ADDED'
  /** A reply was written. */
  | 'REPLY_ADDED'
  /** A comment was edited. */
  | 'COMMENT_EDITED'
  /** A comment was deleted. */
  | 'COMMENT_REMOVED'
  /** A Live asset's feed started. */
  | 'FEED_STARTED'
  /** A Live asset's feed ended. */
  | 'FEED_ENDED'
  /** The asset was moved to another folder. */
  | 'MOVED'
  /** The asset was made as a copy of another. */
  | 'COPIED'
  /** The asset was deleted. */
  | 'DELETED';

/** One change of an asset: when, by whom and what. */
export type AssetMoment = {
  /** Unique among the asset's moments: where in the log it is. */
  key: Scalars['String']['output'];
  /** When: opening the asset `asOf` this instant shows it just after the change. */
  at: Scalars['DateTime']['output'];
  /** Who: a person's name, an API token's name, a share link's visitor ('Guest') or Rushes. */
  actorName: Scalars['String']['output'];
  /** What changed. */
  change: AssetChange;
  /** The version it concerns, by number, where it concerns one. */
  versionNumber?: Maybe<Scalars['Int']['output']>;
  /** The new name, the file's name or the status set, as `change` says; null otherwise. */
  detail?: Maybe<Scalars['String']['output']>;
};

/** A comment or reply as it read at a past moment. */
export type PastComment = {
  /**
   * The comment, as `node` fetches it now. Not `id`: a client that keeps records by id would take
   * the past text for the present.
   */
  commentId: Scalars['ID']['output'];
  /** As it read then: later edits undone; empty where it had been deleted by then. */
  text: Scalars['String']['output'];
  /** It had been deleted by then. */
  isDeleted: Scalars['Boolean']['output'];
  /** The user's name, the API token's name, the visitor's e-mail or 'Guest'. */
  authorName: Scalars['String']['output'];
  /** Frames for video, milliseconds otherwise; null without a position. */
  start?: Maybe<Scalars['Int']['output']>;
  /** A range's out point; null for a single frame. */
  end?: Maybe<Scalars['Int']['output']>;
  /** It carries a drawing. */
  hasAnnotation: Scalars['Boolean']['output'];
  /** Its drawing, as `Comment.annotation` gives it; null for text alone and where deleted by then. */
  annotation?: Maybe<Annotation>;
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** When it was last edited by then. */
  updatedAt: Scalars['DateTime']['output'];
  /** Its replies not deleted then, in the order they were written (a reply has none). */
  replies: Array<PastComment>;
};

/** A version as it was at a past moment. */
export type PastVersion = {
  /** The version now, whose media never changes: what plays. */
  version: Version;
  /** Its number among the asset's versions. */
  number: Scalars['Int']['output'];
  /** The uploaded file's name; null for a Live asset's feed. */
  filename?: Maybe<Scalars['String']['output']>;
  /** Its review status then. */
  reviewStatus?: Maybe<ReviewStatus>;
  /**
   * Its first threads as they showed then, in the order they were written: each first comment with
   * its replies not deleted; a deleted first comment only while replies keep it.
   */
  comments: Array<PastComment>;
};


/** A version as it was at a past moment. */
export type PastVersionCommentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A person who could see a folder, and the assets in it, at a past moment. */
export type PastReader = {
  /** The user, as they are now. */
  user: User;
  /** The user's name. */
  userName: Scalars['String']['output'];
  /** The user's e-mail address. */
  userEmail: Scalars['String']['output'];
  /**
   * Their role in the project then: Admin for an admin of its workspace (as the admins are now);
   * null for its manager where they were not a member.
   */
  role?: Maybe<Role>;
  /** They manage the project (as it is now), and see all of it. */
  isManager: Scalars['Boolean']['output'];
};

/** An asset as it was at a past moment, from the log: read-only. */
export type PastAsset = {
  /** The moment. */
  at: Scalars['DateTime']['output'];
  /** Its name then. */
  name: Scalars['String']['output'];
  /** Its slate's scene then (null before a metadata file gave one). */
  scene?: Maybe<Scalars['String']['output']>;
  /** Its slate's take then. */
  take?: Maybe<Scalars['String']['output']>;
  /** The versions it had then, the newest first. */
  versions: Array<PastVersion>;
  /**
   * Who could see it then: the workspace's admins and the project's manager, then the members whose
   * role and folder entries then let them view its folder, by name (superusers see everything).
   * For those who may edit the project now, as its users list is; null for others.
   */
  readers?: Maybe<Array<PastReader>>;
  /** The version it had then by that number; without one, the newest then; null for none. */
  version?: Maybe<PastVersion>;
};


/** An asset as it was at a past moment, from the log: read-only. */
export type PastAssetVersionArgs = {
  number?: InputMaybe<Scalars['Int']['input']>;
};

/** An asset of a folder as it was at a past moment. */
export type PastFolderAsset = {
  /** The asset now, where the caller may open it; null once deleted or out of their reach. */
  asset?: Maybe<Asset>;
  /** Its name then. */
  name: Scalars['String']['output'];
  /** Its slate's scene then. */
  scene?: Maybe<Scalars['String']['output']>;
  /** Its slate's take then. */
  take?: Maybe<Scalars['String']['output']>;
  /** How many versions it had then. */
  versionCount: Scalars['Int']['output'];
  /** Its newest version's review status then. */
  reviewStatus?: Maybe<ReviewStatus>;
  /** How many comments and replies its versions had then, not counting deleted ones. */
  commentCount: Scalars['Int']['output'];
};

/** A subfolder of a folder as it was at a past moment. */
export type PastSubfolder = {
  /** The folder now, where the caller may see it; null once deleted or out of their reach. */
  folder?: Maybe<Folder>;
  /** Its name then. */
  name: Scalars['String']['output'];
};

/** A folder as it was at a past moment, from the log: read-only. */
export type PastFolder = {
  /** The moment. */
  at: Scalars['DateTime']['output'];
  /** Its name then (a project's top folder is named after the project now). */
  name: Scalars['String']['output'];
  /**
   * The folders it held then, by their names then: those moved in later are not there, those
   * moved out or deleted since are back; only those the caller could see then and can now.
   */
  folders: Array<PastSubfolder>;
  /** The assets it held then, by name. */
  assets: Array<PastFolderAsset>;
  /**
   * Who could see it then: the workspace's admins and the project's manager, then the members whose
   * role and folder entries then let them view it, by name (superusers see everything). For those
   * who may edit the project now, as its users list is; null for others.
   */
  readers?: Maybe<Array<PastReader>>;
};

/** Why an item is in a person's inbox. */
export type InboxItemKind =
  /** A comment names them with @. */
  | 'MENTION'
  /** A reply to a comment of theirs. */
  | 'REPLY';

/** Something a person hears of: a comment that mentions them or answers theirs. */
export type InboxItem = {
  /** Its id in the inbox (not a global id): what `markInboxItemsRead` takes. */
  id: Scalars['ID']['output'];
  /** Why it is there. */
  kind: InboxItemKind;
  /** When the comment was written. */
  at: Scalars['DateTime']['output'];
  /** Whether they read it, on any device. */
  read: Scalars['Boolean']['output'];
  /** Who wrote the comment; null for a share link's visitor, a token or an account gone. */
  actor?: Maybe<User>;
  /** The comment. */
  comment: Comment;
  /** The comment's asset. */
  asset: Asset;
};

/** A person's inbox. */
export type Inbox = {
  /** How many items they have not read. */
  unreadCount: Scalars['Int']['output'];
  /** The newest items first. */
  items: Array<InboxItem>;
};

/** What `markInboxItemsRead` takes. */
export type MarkInboxItemsReadInput = {
  /** Items of the caller's inbox; others' and unknown ones are left alone. */
  itemIds: Array<Scalars['ID']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `markInboxRead` takes. */
export type MarkInboxReadInput = {
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What marking the inbox read answers. */
export type MarkInboxReadPayload = {
  /** The caller's inbox now. */
  inbox: Inbox;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `inviteUser` takes. */
export type InviteUserInput = {
  /** The person's e-mail address: trimmed, a valid address; an existing user's brings that user. */
  email: Scalars['String']['input'];
  /** Their full name, for a new user: trimmed, not empty. */
  name: Scalars['String']['input'];
  /** The project to bring them into: edit on it needed. */
  projectId: Scalars['ID']['input'];
  /** Viewer, Editor or Supervisor. */
  roleId: Scalars['ID']['input'];
  /** A folder of the project: the invitee reaches it and what lies below; omitted, the whole project. */
  folderId?: InputMaybe<Scalars['ID']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `inviteUser` answers. */
export type InviteUserPayload = {
  /** Whether the address was new, so the user was created. */
  created: Scalars['Boolean']['output'];
  /** Whether an invitation mail went out: the user has not joined yet. */
  invited: Scalars['Boolean']['output'];
  /** The user, now a member of the project. */
  user: User;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `reinvite` takes. */
export type ReinviteInput = {
  /** The invitee: a user who has not joined yet. */
  userId: Scalars['ID']['input'];
  /** A project the user belongs to, named in the mail; omitted, only superusers and workspace admins may. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The address the invitation goes to (the reinvite form): a correction of the invitee's, which
   * takes its place; omitted, it stays.
   */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The invitee's name, corrected likewise; omitted, it stays. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `reinvite` answers. */
export type ReinvitePayload = {
  /** The invitee, with the address and name as corrected. */
  user: User;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What a job does. */
export type JobType =
  /** Turns an uploaded file into what review plays: probe, HLS levels, pictures, waveform. */
  | 'PROCESSING'
  /** Upkeep Rushes does on its own; none is made at present. */
  | 'MAINTENANCE';

/** Where a job is in its life: WAITING, RUNNING, then COMPLETED, FAILED or CANCELLED. */
export type JobState =
  /** Queued: no transcoder has taken it yet (again, after a retry). */
  | 'WAITING'
  /** A transcoder is working on it; `progress` moves. */
  | 'RUNNING'
  /** Done: the version plays. */
  | 'COMPLETED'
  /** Given up: `reason` says why; it may be retried. */
  | 'FAILED'
  /** Stopped by a user; it may be retried. */
  | 'CANCELLED';

/**
 * The processing of an uploaded file into a version that plays. Seen by those who see its asset;
 * `jobs` lists those the caller started.
 */
export type Job = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** The name of the file it processes. */
  name: Scalars['String']['output'];
  /** What it does. */
  type: JobType;
  /** Where it is in its life. */
  state: JobState;
  /** 0 to 100. */
  progress: Scalars['Int']['output'];
  /** Why it failed, in words a user can read. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The project of its asset. */
  project: Project;
  /** The folder its asset was uploaded to. */
  folder: Folder;
  /** The asset the file belongs to. */
  asset: Asset;
  /** The version it makes playable. */
  version: Version;
  /** When it was queued: when the upload was finalised. */
  createdAt: Scalars['DateTime']['output'];
  /** When its state or progress last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** What `cancelJob` takes. */
export type CancelJobInput = {
  /** The job: upload on its asset's folder needed. */
  jobId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `cancelJob` answers. */
export type CancelJobPayload = {
  /** The job, CANCELLED unless it had already finished. */
  job: Job;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `retryJob` takes. */
export type RetryJobInput = {
  /** The job: a FAILED or CANCELLED one (STATE_CONFLICT otherwise); upload on its folder needed. */
  jobId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `retryJob` answers. */
export type RetryJobPayload = {
  /** The job, WAITING again. */
  job: Job;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The watermark burned into what a share link's visitors see: one item at one position. */
export type LinkWatermark = {
  /** What it shows. */
  type: WatermarkType;
  /** The custom text; empty for the other types. */
  text: Scalars['String']['output'];
  /** Where it sits on the picture. */
  position: WatermarkPosition;
  /** Of the text, 10 to 100; its box is half as opaque. */
  opacity: Scalars['Int']['output'];
};

/** A share link's watermark as set: one item at one position. */
export type LinkWatermarkInput = {
  /** CUSTOM when not given. */
  type?: InputMaybe<WatermarkType>;
  /** Required (trimmed, not empty) for CUSTOM; ignored otherwise. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Where it sits on the picture. */
  position: WatermarkPosition;
  /** 10 to 100; 100 when not given. */
  opacity?: InputMaybe<Scalars['Int']['input']>;
};

/** What the caller may do with a share link: its maker, and whoever edits its project. */
export type ShareLinkAllowedTo = {
  /** Changing its name, options and what it shares. */
  edit: Scalars['Boolean']['output'];
  /** Deleting it. */
  delete: Scalars['Boolean']['output'];
  /** Mailing it to people. */
  send: Scalars['Boolean']['output'];
};

/** A protected link to folders and assets of one project, for people outside the production. */
export type ShareLink = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its name in the Shares list and in the mail recipients get. */
  name: Scalars['String']['output'];
  /** The secret in its address: anyone who has it may open the link (with its password, if any). */
  token: Scalars['String']['output'];
  /** The address visitors open. */
  url: Scalars['String']['output'];
  /** The project whose folders and assets it shares. */
  project: Project;
  /** That project's name. */
  projectName: Scalars['String']['output'];
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** When its name, options, password or items last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who made it; null when no user did. */
  createdBy?: Maybe<User>;
  /** Null for a link that never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether its expiry has passed: visitors are refused until it is set in the future. */
  isExpired: Scalars['Boolean']['output'];
  /** Whether visitors must type a password to open it. */
  hasPassword: Scalars['Boolean']['output'];
  /** Whether visitors may download what it shares. */
  canDownload: Scalars['Boolean']['output'];
  /** Whether visitors may read and write comments on what it shares. */
  allowComments: Scalars['Boolean']['output'];
  /** The watermark burned into what visitors see; null without one. */
  watermark?: Maybe<LinkWatermark>;
  /**
   * A clip or picture the link shares, for the watermark's preview: the first by name, named on its
   * own or in its folders. Null when it shares none (or none the viewer sees).
   */
  previewAsset?: Maybe<Asset>;
  /** How many folders it names (each with what is below it). */
  folderCount: Scalars['Int']['output'];
  /** How many assets it names on their own. */
  assetCount: Scalars['Int']['output'];
  /** Whether it names a folder; a link naming one asset alone opens it directly. */
  hasFolders: Scalars['Boolean']['output'];
  /** What the caller may do with it. */
  allowedTo: ShareLinkAllowedTo;
  /** The collection it shares instead of folders and assets; null for the others. */
  collection?: Maybe<Collection>;
};

/** A share link in the Shares list. */
export type ShareLinkEdge = {
  /** Where this edge sits in the list: pass it as `after` for the edges that follow. */
  cursor: Scalars['String']['output'];
  /** The share link. */
  node: ShareLink;
};

/** A page of the Shares list. */
export type ShareLinkConnection = {
  /** The links of this page, in the order asked for. */
  edges: Array<ShareLinkEdge>;
  /** Whether more edges follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** What `createLink` takes. */
export type CreateLinkInput = {
  /** The project whose items it shares. */
  projectId: Scalars['ID']['input'];
  /** Trimmed, not empty. */
  name: Scalars['String']['input'];
  /** Folders of the project to share, each with what is below it; share on each needed. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Assets of the project to share; share on each needed. At least one folder or asset in all. */
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /**
   * A collection of the project to share instead of folders and assets (decision 0125): share
   * somewhere in the project needed; its visitors see its assets as they match when they look.
   */
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Whether visitors may download: only if the caller may download every item, or for a
   * collection somewhere they share (FORBIDDEN else).
   */
  canDownload?: InputMaybe<Scalars['Boolean']['input']>;
  /** False for a link that never expires. */
  hasExpiry?: InputMaybe<Scalars['Boolean']['input']>;
  /** When the link stops working; 7 days from now when left out. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Whether visitors may read and write comments. */
  allowComments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `createLink` answers. */
export type CreateLinkPayload = {
  /** The link as made: no password, no watermark. */
  link: ShareLink;
  /** Its edge, to add to the Shares list. */
  linkEdge: ShareLinkEdge;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Options left out stay as they are. */
export type UpdateLinkInput = {
  /** The link: edit on it needed. */
  id: Scalars['ID']['input'];
  /** A new name: trimmed, not empty. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether visitors may download: true only if the caller may download every item. */
  canDownload?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether visitors may read and write comments. */
  allowComments?: InputMaybe<Scalars['Boolean']['input']>;
  /** False takes the expiry off; true with expiresAt sets it. */
  hasExpiry?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new expiry: in the future; visitors in already must sign in again. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** False takes the password off; true with password sets it. */
  hasPassword?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new password, held to the strength rules; visitors in already must sign in again. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** False takes the watermark off; true with watermark sets it. */
  hasWatermark?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new watermark. */
  watermark?: InputMaybe<LinkWatermarkInput>;
  /** What the link shares from now on, both lists together. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The assets it shares from now on, with `folderIds`. */
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `updateLink` answers. */
export type UpdateLinkPayload = {
  /** The link as saved. */
  link: ShareLink;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `sendLink` takes. */
export type SendLinkInput = {
  /** The link: send on it needed; not an expired one (STATE_CONFLICT). */
  id: Scalars['ID']['input'];
  /** E-mail addresses: each trimmed and valid; the same address twice is mailed once. */
  recipients: Array<Scalars['String']['input']>;
  /** A personal message put in the mail; trimmed. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `sendLink` answers. */
export type SendLinkPayload = {
  /** The link sent. */
  link: ShareLink;
  /** Each address mailed, once. */
  recipients: Array<Scalars['String']['output']>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `deleteLink` takes. */
export type DeleteLinkInput = {
  /** The link: delete on it needed. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `deleteLink` answers. */
export type DeleteLinkPayload = {
  /** The id of the link deleted, to drop it from the list. */
  deletedId: Scalars['ID']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What happened to a share link. */
export type LinkChange =
  /** It was made. */
  | 'CREATED'
  /** Its name, options or items changed. */
  | 'UPDATED'
  /** It was deleted. */
  | 'DELETED';

/** A change to a share link the subscriber sees. */
export type LinkChanged = {
  /** What happened. */
  change: LinkChange;
  /** The link as it is now; null once deleted. */
  link?: Maybe<ShareLink>;
  /** The id of the link deleted; null for the other changes. */
  deletedId?: Maybe<Scalars['ID']['output']>;
};

/**
 * The Shares list's orders: by name; newest first; by who made them; soonest to expire first, those
 * that never expire last. Links of one maker, or expiring together, go by name.
 */
export type LinkOrder =
  /** By name, A to Z. */
  | 'NAME'
  /** The newest first. */
  | 'CREATED'
  /** By their maker's name, then by name. */
  | 'CREATED_BY'
  /** The soonest to expire first, those that never expire last; then by name. */
  | 'EXPIRES';

/** Where a crew sends a Live asset's feed. Its stream key is shown once, when it is made. */
export type LiveIngest = {
  /** The stream key: the secret that lets a feed in. Kept nowhere; a new one replaces it. */
  streamKey: Scalars['String']['output'];
  /** The RTMP server, as an encoder asks for it (OBS's Server), without the key. */
  rtmpServer: Scalars['String']['output'];
  /** The whole RTMP address: the server and the stream key. */
  rtmpUrl: Scalars['String']['output'];
  /**
   * The SRT address, its passphrase in it (AES-256, caller mode): the key's own port on the ingest
   * server. Null when the deployment takes no SRT or every SRT port is taken.
   */
  srtUrl?: Maybe<Scalars['String']['output']>;
};

/** What a new Live asset needs. */
export type CreateLiveAssetInput = {
  /** The folder it goes in: upload on it is needed. */
  folderId: Scalars['ID']['input'];
  /** Its name in lists, trimmed; required. */
  name: Scalars['String']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A new Live asset, and where to send its feed. */
export type CreateLiveAssetPayload = {
  /** The new Live asset; its first version waits for the first feed. */
  asset: Asset;
  /** Where to send its feed, with its stream key: shown this once. */
  ingest: LiveIngest;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The Live asset that gets a new stream key. */
export type IssueLiveKeyInput = {
  /** A Live asset the caller may upload into the folder of. */
  assetId: Scalars['ID']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A Live asset's new stream key. */
export type IssueLiveKeyPayload = {
  /** The Live asset. */
  asset: Asset;
  /** The new stream key (the old one is refused from now on): shown this once. */
  ingest: LiveIngest;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The Live asset whose stream key stops working. */
export type RevokeLiveKeyInput = {
  /** A Live asset the caller may upload into the folder of. */
  assetId: Scalars['ID']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A Live asset without a stream key. */
export type RevokeLiveKeyPayload = {
  /** The asset: its feed, if one plays, is stopped and recorded. */
  asset: Asset;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The edit suite a marker file came from. */
export type MarkerFormat =
  /** Avid Media Composer's marker text (the Markers window's Export Markers). */
  | 'MEDIA_COMPOSER'
  /** DaVinci Resolve's timeline markers exported as an EDL. */
  | 'RESOLVE_EDL'
  /** The locators (`* LOC:`) of a CMX 3600 EDL. */
  | 'CMX_EDL';

/** The edit suite's marker a comment was imported from. */
export type CommentMarker = {
  /** The file it came from. */
  format: MarkerFormat;
  /** The marker's name or user in the edit suite, if it had one. */
  user?: Maybe<Scalars['String']['output']>;
  /** The marker's colour, lower case (red, green, blue…), if it had one. */
  colour?: Maybe<Scalars['String']['output']>;
};

/** What `importMarkers` takes. */
export type ImportMarkersInput = {
  /** The version the markers go on. */
  versionId: Scalars['ID']['input'];
  /** The file's text: Media Composer's marker text or an EDL (at most 300,000 characters). */
  content: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A marker of the file that did not become a comment, and why. */
export type MarkerNotImported = {
  /** The line of the file it is on, from 1. */
  line: Scalars['Int']['output'];
  /** Its timecode as the file wrote it; null when it had none that could be read. */
  timecode?: Maybe<Scalars['String']['output']>;
  /** Its text. */
  text: Scalars['String']['output'];
  /** Why: outside the version (with the version's timecodes), or a timecode that cannot be read. */
  reason: Scalars['String']['output'];
};

/** What `importMarkers` answers. */
export type ImportMarkersPayload = {
  /** The file as it was read. */
  format: MarkerFormat;
  /** Markers that became comments now. */
  importedCount: Scalars['Int']['output'];
  /** Markers already imported from this or an earlier file: nothing is added twice. */
  alreadyImportedCount: Scalars['Int']['output'];
  /** Markers that did not become comments, with their reasons. */
  notImported: Array<MarkerNotImported>;
  /** The version, its comments with the new ones. */
  version: Version;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** An integration a project may turn on (spec: integration types). */
export type IntegrationType =
  /**
   * Avid Media Composer: Rushes keeps, for each folder with clips, an Avid marker file of its
   * comments and an ALE of its clips with their metadata and review status.
   */
  | 'MEDIACOMPOSER';

/** An integration a project has turned on. */
export type ProjectIntegration = {
  /** Which integration. */
  type: IntegrationType;
  /** When it was turned on. */
  enabledAt: Scalars['DateTime']['output'];
  /** Who turned it on; null when no user did, or once their account is gone. */
  enabledBy?: Maybe<User>;
};

/** What a delivery file holds. */
export type DeliveryFileKind =
  /** The folder's comments as Avid marker text, for the Markers window's Import Markers. */
  | 'AVID_MARKERS'
  /** The folder's clips as an Avid Log Exchange, with their metadata and review status. */
  | 'ALE';

/** A file an integration keeps up to date for a folder. */
export type DeliveryFile = {
  /** What it holds. */
  kind: DeliveryFileKind;
  /** The name a download saves it under, after the folder's. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** The SHA-256 of its bytes in hex, as the folder.delivery_updated event gives it. */
  sha256: Scalars['String']['output'];
  /** Signed, until `FolderDelivery.urlsExpireAt`; saves the current file under `name`. */
  url: Scalars['String']['output'];
};

/** The files an integration keeps for one folder. */
export type FolderDelivery = {
  /** The folder. */
  folder: Folder;
  /** The integration that keeps them. */
  integration: IntegrationType;
  /** When they last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The files: the marker file, then the ALE. */
  files: Array<DeliveryFile>;
  /** When the files' URLs stop working. */
  urlsExpireAt: Scalars['DateTime']['output'];
};

/** What `enableProjectIntegration` takes. */
export type EnableProjectIntegrationInput = {
  /** The project: one the caller may edit. */
  projectId: Scalars['ID']['input'];
  /** The integration to turn on. */
  type: IntegrationType;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `enableProjectIntegration` answers. */
export type EnableProjectIntegrationPayload = {
  /** The project with the integration on. */
  project: Project;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `disableProjectIntegration` takes. */
export type DisableProjectIntegrationInput = {
  /** The project: one the caller may edit. */
  projectId: Scalars['ID']['input'];
  /** The integration to turn off. */
  type: IntegrationType;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `disableProjectIntegration` answers. */
export type DisableProjectIntegrationPayload = {
  /** The project with the integration off. */
  project: Project;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What a role or a folder entry allows. */
export type Permissions = {
  /** Seeing the folder and its assets (always true for an entry). */
  view: Scalars['Boolean']['output'];
  /** Making, renaming, moving, copying, uploading and deleting items in it. */
  edit: Scalars['Boolean']['output'];
  /** Downloading its files. */
  download: Scalars['Boolean']['output'];
  /** Sharing its items in share links. */
  share: Scalars['Boolean']['output'];
  /** Reading and writing comments on its assets. */
  comment: Scalars['Boolean']['output'];
};

/**
 * A permission of a member with its lock: locked when the member holds an admin role (or is a
 * workspace admin), when it is inherited (on a top-level folder only when it is inherited and set:
 * one may add there what the folder above does not give), and always for 'view'. A locked
 * permission is not sent.
 */
export type PermissionFlag = {
  /** Whether the permission is granted. */
  value: Scalars['Boolean']['output'];
  /** Whether it cannot be changed here. */
  locked: Scalars['Boolean']['output'];
};

/** A member's five permissions on a folder, each with its lock. */
export type PermissionFlags = {
  /** Seeing the folder and its assets. */
  view: PermissionFlag;
  /** Making, renaming, moving, copying, uploading and deleting items in it. */
  edit: PermissionFlag;
  /** Downloading its files. */
  download: PermissionFlag;
  /** Sharing its items in share links. */
  share: PermissionFlag;
  /** Reading and writing comments on its assets. */
  comment: PermissionFlag;
};

/** Viewer (the default), Editor, Supervisor (the project's admin role); Admin is the workspace's. */
export type Role = {
  /** viewer, editor, supervisor or admin: what `roleId` takes (not a global id). */
  id: Scalars['ID']['output'];
  /** Its name as shown: Viewer, Editor, Supervisor, Admin. */
  name: Scalars['String']['output'];
  /** Whether it is an admin role: project settings, its users and every folder permission, locked. */
  isAdmin: Scalars['Boolean']['output'];
  /** Whether it is the role a newcomer gets when none is named: Viewer. */
  isDefault: Scalars['Boolean']['output'];
  /** What a new folder entry of a member with this role gets. */
  permissions: Permissions;
};

/** Which notification mails a member receives from a project. */
export type ProjectUserSettings = {
  /** Whether they are mailed about new files in the project and its folder notifications. */
  receiveFolderContentNotifications: Scalars['Boolean']['output'];
  /** Whether they are mailed about new comments in the project. */
  receiveCommentNotifications: Scalars['Boolean']['output'];
};

/** A member of a project, or an admin of its workspace (Admin, locked). */
export type ProjectUser = {
  /** The project. */
  project: Project;
  /** The user. */
  user: User;
  /** The user's name. */
  userName: Scalars['String']['output'];
  /** The user's e-mail address. */
  userEmail: Scalars['String']['output'];
  /** Their role in the project: Admin for an admin of its workspace. */
  role: Role;
  /** Whether their role is an admin role (the Supervisor checkbox). */
  supervisor: Scalars['Boolean']['output'];
  /** Whether they may change the project's settings and members: an admin role, or its manager. */
  canEditProject: Scalars['Boolean']['output'];
  /** Whether they are an admin of the project's workspace: shown as Admin, never changed here. */
  isWorkspaceAdmin: Scalars['Boolean']['output'];
  /** Permissions on the whole project (its root folder). */
  folderPermissions: PermissionFlags;
  /** Null for a workspace admin who is not a member. */
  settings?: Maybe<ProjectUserSettings>;
  /** Their last sign-in; null when they never signed in. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** When they last used Rushes; null when they never signed in. */
  lastActivityAt?: Maybe<Scalars['DateTime']['output']>;
  /** The folders where the member holds an entry of their own; none for admin roles. */
  folders: Array<Folder>;
};

/** A user with an entry on a folder, its own or inherited from the nearest folder above with one. */
export type FolderUser = {
  /** The folder. */
  folder: Folder;
  /** The user. */
  user: User;
  /** The user's name. */
  userName: Scalars['String']['output'];
  /** The user's e-mail address. */
  userEmail: Scalars['String']['output'];
  /** Their role in the folder's project: Viewer or Editor (admin roles hold every folder). */
  role: Role;
  /** Their permissions on the folder, each with its lock. */
  allowedTo: PermissionFlags;
  /** The folder whose entry holds here, when inherited. */
  inheritedFrom?: Maybe<Folder>;
  /** Whether the entry is a folder's above (`inheritedFrom`) rather than this folder's own. */
  isInherited: Scalars['Boolean']['output'];
  /** Their last sign-in; null when they never signed in. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** When they last used Rushes; null when they never signed in. */
  lastActivityAt?: Maybe<Scalars['DateTime']['output']>;
};

/** An admin of a workspace: Admin on every project of it. */
export type WorkspaceUser = {
  /** The workspace. */
  workspace: Workspace;
  /** The user. */
  user: User;
  /** The user's name. */
  userName: Scalars['String']['output'];
  /** The user's e-mail address. */
  userEmail: Scalars['String']['output'];
  /** Always true: the workspace's users are its admins. */
  isAdmin: Scalars['Boolean']['output'];
};

/** Permissions sent: only those not locked. */
export type PermissionsInput = {
  /** Seeing the folder: only true (false is VALIDATION_FAILED, locked). */
  view?: InputMaybe<Scalars['Boolean']['input']>;
  /** Making, renaming, moving, copying, uploading and deleting items. */
  edit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Downloading files. */
  download?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sharing items in share links. */
  share?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reading and writing comments. */
  comment?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What `saveProjectUser` takes. */
export type SaveProjectUserInput = {
  /** The project: edit on it needed. */
  projectId: Scalars['ID']['input'];
  /** The user, a member or a newcomer; not an admin of the project's workspace (STATE_CONFLICT). */
  userId: Scalars['ID']['input'];
  /** viewer, editor or supervisor; a member of another role has it changed. */
  roleId: Scalars['ID']['input'];
  /** Permissions on the whole project; omitted, a new member gets the role's. */
  permissions?: InputMaybe<PermissionsInput>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `saveProjectUser` answers. */
export type SaveProjectUserPayload = {
  /** The member as saved. */
  projectUser: ProjectUser;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeProjectUser` takes. */
export type RemoveProjectUserInput = {
  /** The project: edit on it needed. */
  projectId: Scalars['ID']['input'];
  /** A member; not an admin of the project's workspace (STATE_CONFLICT). */
  userId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeProjectUser` answers. */
export type RemoveProjectUserPayload = {
  /** The id of the user removed, to drop them from the list. */
  removedUserId: Scalars['ID']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeProjectUsers` takes. */
export type RemoveProjectUsersInput = {
  /** The project: edit on it needed. */
  projectId: Scalars['ID']['input'];
  /** At least one member; none of them an admin of the project's workspace. */
  userIds: Array<Scalars['ID']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeProjectUsers` answers. */
export type RemoveProjectUsersPayload = {
  /** The ids of the users removed. */
  removedUserIds: Array<Scalars['ID']['output']>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `saveFolderUser` takes. */
export type SaveFolderUserInput = {
  /** The folder: edit on its project needed. */
  folderId: Scalars['ID']['input'];
  /** The user, a member or a newcomer; not an admin of the workspace (STATE_CONFLICT). */
  userId: Scalars['ID']['input'];
  /**
   * Permissions sent on top of the member's entry there; for a new entry, on top of what they
   * inherit there (without a role), or of their role's.
   */
  allowedTo: PermissionsInput;
  /**
   * Viewer or Editor: the role the user holds from now on (Assign User), a newcomer joining with
   * it; a member whose role changes has their entries that held the old role's permissions follow.
   * Omitted, a member keeps their role and a newcomer joins as Viewer.
   */
  roleId?: InputMaybe<Scalars['ID']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `saveFolderUser` answers. */
export type SaveFolderUserPayload = {
  /** The user's entry on the folder as saved. */
  folderUser: FolderUser;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeFolderUser` takes. */
export type RemoveFolderUserInput = {
  /** The folder: edit on its project needed. */
  folderId: Scalars['ID']['input'];
  /** A user with an entry of their own on the folder (NOT_FOUND otherwise). */
  userId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeFolderUser` answers. */
export type RemoveFolderUserPayload = {
  /** The id of the user whose entry was removed. */
  removedUserId: Scalars['ID']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `saveWorkspaceUser` takes. */
export type SaveWorkspaceUserInput = {
  /** The workspace: edit on it needed. */
  workspaceId: Scalars['ID']['input'];
  /** The user to make its admin. */
  userId: Scalars['ID']['input'];
  /** Only true: the workspace's users are its admins. */
  isAdmin: Scalars['Boolean']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `saveWorkspaceUser` answers. */
export type SaveWorkspaceUserPayload = {
  /** The workspace's new admin. */
  workspaceUser: WorkspaceUser;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `removeWorkspaceUser` takes. */
export type RemoveWorkspaceUserInput = {
  /** The workspace: edit on it needed. */
  workspaceId: Scalars['ID']['input'];
  /** An admin of the workspace or a member of its projects. */
  userId: Scalars['ID']['input'];
  /**
   * Whether the user stays a member of the workspace's projects (the default); false, they leave
   * those projects too.
   */
  keepInProjects?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeWorkspaceUser` answers. */
export type RemoveWorkspaceUserPayload = {
  /** The id of the user removed. */
  removedUserId: Scalars['ID']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/**
 * A metadata file (.ale, .xml) on its way to storage, as a clip's upload: PUT part N's bytes to
 * `urls[N - 1]`, then import it with `multipartId` and the parts' etags.
 */
export type MetadataUpload = {
  /** The upload's id, for `importMetadata`. */
  id: Scalars['ID']['output'];
  /** The file's name, as given. */
  filename: Scalars['String']['output'];
  /** The file's size in bytes, as given. */
  size: Scalars['Float']['output'];
  /** The bytes of each part but the last, which holds the rest. */
  partSize: Scalars['Int']['output'];
  /** Signed URLs, one a part, in part order. */
  urls: Array<Scalars['String']['output']>;
  /** The storage's id of the multipart upload, for `importMetadata`. */
  multipartId: Scalars['String']['output'];
};

/** What `startMetadataUpload` takes. */
export type StartMetadataUploadInput = {
  /** The folder whose clips the metadata is for: upload on it needed. */
  folderId: Scalars['ID']['input'];
  /** The file's name: .ale or .xml. */
  filename: Scalars['String']['input'];
  /** At most 20 MiB. */
  size: Scalars['Float']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `startMetadataUpload` answers. */
export type StartMetadataUploadPayload = {
  /** Where to send the file. */
  upload: MetadataUpload;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `importMetadata` takes. */
export type ImportMetadataInput = {
  /** The folder, as given to `startMetadataUpload`. */
  folderId: Scalars['ID']['input'];
  /** The upload's id, as `startMetadataUpload` answered it. */
  uploadId: Scalars['ID']['input'];
  /** The multipart upload's id, as `startMetadataUpload` answered it. */
  multipartId: Scalars['String']['input'];
  /** The file's name, as given to `startMetadataUpload`. */
  filename: Scalars['String']['input'];
  /** Every part sent, with the ETag the storage answered to its PUT. */
  parts: Array<UploadedPartInput>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What metadata did for a folder's clips. */
export type MetadataMatch = {
  /** The records read from the file (0 for a clip's upload). */
  parsed: Scalars['Int']['output'];
  /** The clips that got metadata. */
  matched: Scalars['Int']['output'];
  /** Whether the folder has clips for metadata. */
  folderHasClips: Scalars['Boolean']['output'];
  /** Whether the folder keeps imported metadata for clips uploaded later. */
  folderHasMetadata: Scalars['Boolean']['output'];
};

/** What `importMetadata` answers. */
export type ImportMetadataPayload = {
  /** What the file did for the folder's clips. */
  result: MetadataMatch;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The file a comments export is written as. */
export type CommentsExportFormat =
  /** One row per comment and reply, UTF-8 for spreadsheet apps. */
  | 'CSV'
  /** Each comment with its timecode, author, date and the frame it was made on. */
  | 'PDF'
  /** CMX 3600 with the comments as locators, for editing systems. */
  | 'EDL'
  /** Marker text Avid Media Composer imports. */
  | 'AVID_MARKERS';

/** What `requestCommentsExport` takes. */
export type RequestCommentsExportInput = {
  /**
   * One of folderId (its assets' newest versions), assetId (its newest version), versionId or
   * reviewSessionId.
   */
  folderId?: InputMaybe<Scalars['ID']['input']>;
  /** An asset: the comments on its newest version. */
  assetId?: InputMaybe<Scalars['ID']['input']>;
  /** A version: its comments. */
  versionId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * A review session: its summary, the notes taken in it with who took part and what was shown
   * (the CSV one row per person joining, version shown, comment and reply, in time order).
   */
  reviewSessionId?: InputMaybe<Scalars['ID']['input']>;
  /** The file to write. */
  format: CommentsExportFormat;
  /** The viewer's IANA time zone (e.g. Europe/Paris), for the dates. */
  timeZone: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `requestCommentsExport` answers. */
export type RequestCommentsExportPayload = {
  /** Signed; saves the export under `filename`. */
  url: Scalars['String']['output'];
  /** When the URL stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The name the browser saves, after what was exported and the format. */
  filename: Scalars['String']['output'];
  /** Comments and replies written. */
  commentCount: Scalars['Int']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Which part of a folder notification's mail a template writes. */
export type TemplateType =
  /** The mail's subject line. */
  | 'NOTIFICATION_SUBJECT'
  /** The mail's text. */
  | 'NOTIFICATION_BODY';

/**
 * A project's template for its folder notifications. Placeholders [FOLDER], [FOLDER_PATH], [LINK],
 * [PROJECT], [USER] and [CHANGES] (what changed since a round) are filled when one is sent.
 */
export type ProjectTemplate = {
  /** Which part of the mail it writes. */
  type: TemplateType;
  /** Its text, placeholders unfilled. */
  contents: Scalars['String']['output'];
  /** Whether the project wrote its own; false for Rushes' default. */
  isCustom: Scalars['Boolean']['output'];
};

/** What `saveProjectTemplate` takes. */
export type SaveProjectTemplateInput = {
  /** The project: edit on it needed. */
  projectId: Scalars['ID']['input'];
  /** The subject or the body. */
  type: TemplateType;
  /** Trimmed; not empty, at most 200 characters for a subject and 10,000 for a body. */
  contents: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeProjectTemplate` takes. */
export type RemoveProjectTemplateInput = {
  /** The project: edit on it needed. */
  projectId: Scalars['ID']['input'];
  /** The subject or the body. */
  type: TemplateType;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `saveProjectTemplate` and `removeProjectTemplate` answer. */
export type ProjectTemplatePayload = {
  /** The project with its templates as saved. */
  project: Project;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `sendFolderNotification` takes. */
export type SendFolderNotificationInput = {
  /** The folder to tell its members about: upload on it needed. */
  folderId: Scalars['ID']['input'];
  /** Trimmed and required (at most 200 characters); placeholders are filled. */
  subject: Scalars['String']['input'];
  /** Trimmed and required (at most 10,000 characters); placeholders are filled. */
  body: Scalars['String']['input'];
  /**
   * A review round of the folder or of one above it: [CHANGES] says what changed in the folder's
   * assets since it (decision 0145); without one, [CHANGES] is empty.
   */
  sinceRoundId?: InputMaybe<Scalars['ID']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `sendFolderNotification` answers. */
export type SendFolderNotificationPayload = {
  /** The folder. */
  folder: Folder;
  /** How many members it was mailed to. */
  sentTo: Scalars['Int']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `deleteItems` takes. */
export type DeleteItemsInput = {
  /** Folders to delete with everything in them; never a project's root folder. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Assets to delete with all their versions. */
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `deleteItems` answers. */
export type DeleteItemsPayload = {
  /** The ids of the folders deleted, those named (what was in them went with them). */
  deletedFolderIds: Array<Scalars['ID']['output']>;
  /** The ids of the assets deleted, those named. */
  deletedAssetIds: Array<Scalars['ID']['output']>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `moveItems` takes. */
export type MoveItemsInput = {
  /** The folder they go into, in their project. */
  targetId: Scalars['ID']['input'];
  /** Folders to move with everything in them; never a root, never into themselves. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Assets to move with all their versions. */
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `moveItems` answers. */
export type MoveItemsPayload = {
  /** The folder they went into. */
  target: Folder;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `copyItems` takes. */
export type CopyItemsInput = {
  /** The folder the copies go into, in their project. */
  targetId: Scalars['ID']['input'];
  /** Folders to copy with everything in them; never a root, never into themselves. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Assets to copy with all their versions. */
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `copyItems` answers. */
export type CopyItemsPayload = {
  /** The folder the copies went into. */
  target: Folder;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** One text of a project's watermark: what it shows, where. */
export type WatermarkItem = {
  /** Where it sits on the picture. */
  position: WatermarkPosition;
  /** What it shows. */
  type: WatermarkType;
  /** The custom text; empty for the other types. */
  text: Scalars['String']['output'];
};

/** Drawn over the player of every member who plays the project's media. */
export type ProjectWatermarks = {
  /** Whether it is drawn; the settings are kept while it is off. */
  enabled: Scalars['Boolean']['output'];
  /** At most one per position. */
  items: Array<WatermarkItem>;
  /** Pixels of a 1080-line picture (12–72); scales with the picture. */
  fontSize: Scalars['Int']['output'];
  /** Of the text, 10–100. */
  opacity: Scalars['Int']['output'];
  /** Of the box behind the text, 0–100. */
  opacityBackground: Scalars['Int']['output'];
  /** In from the left or right edge, 0–100 (pixels of a 1080-line picture). */
  horizontalOffset: Scalars['Int']['output'];
  /** In from the top or bottom edge, 0–100. */
  verticalOffset: Scalars['Int']['output'];
};

/** An image (a logo) drawn over the player of every member who plays the project's media. */
export type ProjectOverlay = {
  /** Whether it is drawn; the settings are kept while it is off. */
  enabled: Scalars['Boolean']['output'];
  /** Percent, 5–200 in steps of 5: at 100 the image is a quarter of the picture's width. */
  size: Scalars['Int']['output'];
  /** 10–100. */
  opacity: Scalars['Int']['output'];
  /** From the middle of the picture, in percent of its width (−50…50). */
  x: Scalars['Int']['output'];
  /** From the middle of the picture, in percent of its height (−50…50). */
  y: Scalars['Int']['output'];
  /** The uploaded image; null until one is. */
  image?: Maybe<WorkspaceImage>;
};

/** Text, so an unknown position or type is VALIDATION_FAILED on its field. */
export type WatermarkItemInput = {
  /** One of WatermarkPosition's values; each position at most once. */
  position: Scalars['String']['input'];
  /** One of WatermarkType's values. */
  type: Scalars['String']['input'];
  /** For CUSTOM: trimmed, not empty, at most 200 characters; ignored for the other types. */
  text: Scalars['String']['input'];
};

/** Numbers as Float, so one out of range or off its step is VALIDATION_FAILED on its field. */
export type ProjectWatermarksInput = {
  /** Whether it is drawn. */
  enabled: Scalars['Boolean']['input'];
  /** The texts, at most one per position. */
  items: Array<WatermarkItemInput>;
  /** Pixels of a 1080-line picture: a whole number, 12 to 72. */
  fontSize: Scalars['Float']['input'];
  /** Of the text: a whole number, 10 to 100. */
  opacity: Scalars['Float']['input'];
  /** Of the box behind the text: a whole number, 0 to 100. */
  opacityBackground: Scalars['Float']['input'];
  /** In from the left or right edge: a whole number, 0 to 100. */
  horizontalOffset: Scalars['Float']['input'];
  /** In from the top or bottom edge: a whole number, 0 to 100. */
  verticalOffset: Scalars['Float']['input'];
};

/** The overlay's settings; its image is uploaded apart (uploadProjectOverlay). */
export type ProjectOverlayInput = {
  /** Whether it is drawn. */
  enabled: Scalars['Boolean']['input'];
  /** Percent: 5 to 200 in steps of 5. */
  size: Scalars['Float']['input'];
  /** A whole number, 10 to 100. */
  opacity: Scalars['Float']['input'];
  /** From the middle, in percent of the picture's width: a whole number, -50 to 50. */
  x: Scalars['Float']['input'];
  /** From the middle, in percent of the picture's height: a whole number, -50 to 50. */
  y: Scalars['Float']['input'];
};

/** The watermark and the overlay settings; one left out keeps its settings. */
export type UpdateProjectLookInput = {
  /** The project: edit on it needed. */
  id: Scalars['ID']['input'];
  /** The watermark's settings; left out, they stay. */
  watermarks?: InputMaybe<ProjectWatermarksInput>;
  /** The overlay's settings; left out, they stay. */
  overlay?: InputMaybe<ProjectOverlayInput>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `uploadProjectOverlay` takes. */
export type UploadProjectOverlayInput = {
  /** The project. */
  id: Scalars['ID']['input'];
  /** jpeg, png, gif, bmp or tiff. */
  contentType: Scalars['String']['input'];
  /** The file's size in bytes: more than 0, at most 8 MiB. */
  size: Scalars['Float']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** An image upload in flight: PUT the file to the one URL, then confirm with the ETag answered. */
export type ProjectOverlayUpload = {
  /** The upload's id, to confirm it with. */
  id: Scalars['ID']['output'];
  /** The signed URL to PUT the file to: one, as an image is sent in one part. */
  urls: Array<Scalars['String']['output']>;
};

/** What `uploadProjectOverlay` answers. */
export type UploadProjectOverlayPayload = {
  /** Where to send the image. */
  upload: ProjectOverlayUpload;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `confirmProjectOverlay` takes. */
export type ConfirmProjectOverlayInput = {
  /** The upload's id, as `uploadProjectOverlay` answered it. */
  uploadId: Scalars['ID']['input'];
  /** The ETag the storage answered to the PUT. */
  etag: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What the caller may do with a project. */
export type ProjectAllowedTo = {
  /**
   * Changing its details, settings, look, templates and members: superusers, admins of its
   * workspace, its manager and its Supervisors.
   */
  edit: Scalars['Boolean']['output'];
  /** Deleting it: superusers and admins of its workspace. */
  delete: Scalars['Boolean']['output'];
  /** Seeing and exporting its chain of custody (`Project.custody`): superusers and its workspace's admins. */
  custody: Scalars['Boolean']['output'];
};

/** How a take's slate shows: Scene / Shot / Take unless the project chose another. */
export type SlateFormat =
  /** Episode / Scene / Take. */
  | 'EPISODE_SCENE_TAKE'
  /** Scene / Shot / Take: the default. */
  | 'SCENE_SHOT_TAKE'
  /** Scene / Take. */
  | 'SCENE_TAKE'
  /** Scene / Take / Camera Angle. */
  | 'SCENE_TAKE_CAMERA_ANGLE';

/** A project's options (the settings' Options section). */
export type ProjectSettings = {
  /** How its takes' slates show (Display Slate As). */
  slateFormat: SlateFormat;
};

/**
 * A production's project in a workspace: its details, crew and shooting days, and a root folder
 * holding its media. Seen by superusers, admins of its workspace, its manager, its members, and the
 * visitors of its share links.
 */
export type Project = Node & SearchPathPart & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its title: unique among the projects, whatever the case. */
  name: Scalars['String']['output'];
  /** The production it is for; empty when not set. */
  production: Scalars['String']['output'];
  /** The director's name; empty when not set. */
  director: Scalars['String']['output'];
  /** The director of photography's name; empty when not set. */
  dop: Scalars['String']['output'];
  /** Other crew names, as typed. */
  crew: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD, or null when not set. */
  shootingStart?: Maybe<Scalars['String']['output']>;
  /** The last shooting day, YYYY-MM-DD; null when not set. */
  shootingEnd?: Maybe<Scalars['String']['output']>;
  /** Its options. */
  settings: ProjectSettings;
  /** The workspace it belongs to. */
  workspace: Workspace;
  /** The user who manages it, and so may edit it. */
  manager?: Maybe<User>;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it; null when no user did. */
  createdBy?: Maybe<User>;
  /** Its root folder; NOT_FOUND to a share link's visitor, who reaches only what the link shares. */
  rootFolder: Folder;
  /** Its root folder's poster, else its workspace's default project poster; null for the default. */
  poster?: Maybe<WorkspaceImage>;
  /** Whether it has a poster of its own (its root folder's), rather than the default or none. */
  hasPoster: Scalars['Boolean']['output'];
  /** Bytes of every version of every asset in the project. */
  size: Scalars['Float']['output'];
  /** What the caller may do with it. */
  allowedTo: ProjectAllowedTo;
  /** The name of the storage its media is kept on (`storageConfig`); null to all but superusers. */
  storageName?: Maybe<Scalars['String']['output']>;
  /**
   * The prefix of the storage its media is kept on, empty for the default storage; null to all but
   * superusers.
   */
  storagePrefix?: Maybe<Scalars['String']['output']>;
  /** The name of its transfer server (for fast transfers, and its Stats tab shows); null for none. */
  transferServer?: Maybe<Scalars['String']['output']>;
  /**
   * Seconds a client may keep the project (and the project list) before it reloads it on coming
   * back to the page: 300.
   */
  ttl: Scalars['Int']['output'];
  /** Its collections, by name; none for a share link's visitor. */
  collections: Array<Collection>;
  /** Its chain of custody; null for all but superusers and its workspace's admins. */
  custody?: Maybe<ProjectCustody>;
  /** The kind of its transfer server, which picks the transfer client; null without one. */
  transferServerKind?: Maybe<TransferServerKind>;
  /** The integrations it has turned on, oldest first. */
  integrations: Array<ProjectIntegration>;
  /**
   * The files its integrations keep, of each folder where the caller may download (a machine whose
   * token reads assets too; never a share link's visitor), by folder name: 1,000 folders at most.
   */
  deliveries: Array<FolderDelivery>;
  /** The subject's and the body's templates, Rushes' defaults where the project has none; empty to visitors. */
  templates: Array<ProjectTemplate>;
  /** Its watermark settings; the defaults, turned off, until saved. */
  watermarks: ProjectWatermarks;
  /** Its overlay settings; the defaults, turned off, until saved. */
  overlay: ProjectOverlay;
};

/** A project in the project list. */
export type ProjectEdge = {
  /** Where this edge sits in the list: pass it as `after` for the edges that follow. */
  cursor: Scalars['String']['output'];
  /** The project. */
  node: Project;
};

/** A page of the project list. */
export type ProjectConnection = {
  /** The projects of this page, in the order asked for. */
  edges: Array<ProjectEdge>;
  /** Whether more edges follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** How the project list is sorted. */
export type ProjectOrder =
  /** The newest first: the default. */
  | 'CREATED_DESC'
  /** The oldest first. */
  | 'CREATED_ASC'
  /** By title, A to Z. */
  | 'TITLE_ASC'
  /** By title, Z to A. */
  | 'TITLE_DESC';

/** What `createProject` takes. */
export type CreateProjectInput = {
  /** The workspace it goes in: one the caller may edit. */
  workspaceId: Scalars['ID']['input'];
  /** Its title: trimmed, not empty, not another project's (NAME_CONFLICT). */
  name: Scalars['String']['input'];
  /** The user who manages it. */
  managerId: Scalars['ID']['input'];
  /**
   * The prefix of the storage its media goes on (`storageConfig`): superusers only, who must name
   * one where the deployment has several; left out, the default storage.
   */
  storagePrefix?: InputMaybe<Scalars['String']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `createProject` answers. */
export type CreateProjectPayload = {
  /** The project made, with its root folder. */
  project: Project;
  /** Its edge, to add to the project list. */
  projectEdge: ProjectEdge;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The details to change; a field left out keeps its value. */
export type UpdateProjectInput = {
  /** The project: edit on it needed. */
  id: Scalars['ID']['input'];
  /** A new title: trimmed, not empty, not another project's (NAME_CONFLICT). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The production; trimmed, empty to clear. */
  production?: InputMaybe<Scalars['String']['input']>;
  /** The director's name; trimmed, empty to clear. */
  director?: InputMaybe<Scalars['String']['input']>;
  /** The director of photography's name; trimmed, empty to clear. */
  dop?: InputMaybe<Scalars['String']['input']>;
  /** A new manager: an existing user. */
  managerId?: InputMaybe<Scalars['ID']['input']>;
  /** The crew names from now on; each trimmed, empty ones dropped. */
  crew?: InputMaybe<Array<Scalars['String']['input']>>;
  /** YYYY-MM-DD, or empty to clear. */
  shootingStart?: InputMaybe<Scalars['String']['input']>;
  /** The last shooting day, YYYY-MM-DD, or empty to clear. */
  shootingEnd?: InputMaybe<Scalars['String']['input']>;
  /**
   * Superusers only: the name of a transfer server of the project's storage, or empty for none
   * (project.transfer_server_changed).
   */
  transferServer?: InputMaybe<Scalars['String']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What the mutations that change a project answer: the project as saved. */
export type UpdateProjectPayload = {
  /** The project as saved. */
  project: Project;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `updateProjectSettings` takes. */
export type UpdateProjectSettingsInput = {
  /** The project: edit on it needed. */
  id: Scalars['ID']['input'];
  /** One of SlateFormat's values (text, so an unknown one is VALIDATION_FAILED on slateFormat). */
  slateFormat: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `changeProjectWorkspace` takes. */
export type ChangeProjectWorkspaceInput = {
  /** The project: edit on it needed. */
  id: Scalars['ID']['input'];
  /** The workspace it goes to: the caller must edit both workspaces. */
  workspaceId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `deleteProject` takes. */
export type DeleteProjectInput = {
  /** The project: delete on it needed. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `deleteProject` answers. */
export type DeleteProjectPayload = {
  /** The id of the project deleted, to drop it from the list. */
  deletedProjectId: Scalars['ID']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Someone in a review session. */
export type ReviewSessionParticipant = {
  /** The person. */
  user: User;
  /** Their name. */
  name: Scalars['String']['output'];
  /** They present: what they show, everyone follows. */
  isPresenter: Scalars['Boolean']['output'];
  /** When they joined (again, after leaving). */
  joinedAt: Scalars['DateTime']['output'];
  /** When they left; null while they are in it. */
  leftAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A version a review session showed. */
export type ReviewSessionShownVersion = {
  /** Its asset. */
  asset?: Maybe<Asset>;
  /** The version. */
  version?: Maybe<Version>;
  /** When the presenter first showed it. */
  firstShownAt: Scalars['DateTime']['output'];
};

/** What a review session's presenter shows now. */
export type ReviewSessionShown = {
  /** The asset on screen: one of the session's. */
  asset?: Maybe<Asset>;
  /** The version shown. */
  version?: Maybe<Version>;
  /** The frame for video; milliseconds for audio; 0 for what has no time. */
  position: Scalars['Int']['output'];
  /** Whether it plays. */
  playing: Scalars['Boolean']['output'];
  /** How fast it plays: 1 is normal speed. */
  rate: Scalars['Float']['output'];
  /** When the presenter showed it. */
  at: Scalars['DateTime']['output'];
};

/** Where the presenter points on the picture. */
export type ReviewSessionPointer = {
  /** Across the picture: 0 at its left edge, 1 at its right. */
  x: Scalars['Float']['output'];
  /** Down the picture: 0 at its top, 1 at its bottom. */
  y: Scalars['Float']['output'];
};

/**
 * A review session (decision 0146): a presenter shows assets of one project, and the people who
 * join follow what is shown, frame by frame. Seen by those who may see every asset of it.
 */
export type ReviewSession = Node & {
  /** Its global id: its address is the viewer's with `session=` this id. */
  id: Scalars['ID']['output'];
  /** Its name: the first asset's unless one was given. */
  name: Scalars['String']['output'];
  /** The assets it shows, in order. */
  assets: Array<Asset>;
  /** Who presents now. */
  presenter?: Maybe<User>;
  /** The caller presents. */
  isPresenter: Scalars['Boolean']['output'];
  /** The caller is in it now (a page that dropped out for a while joins again). */
  isParticipant: Scalars['Boolean']['output'];
  /** Who is in it now, in the order they joined; none once it ended. */
  participants: Array<ReviewSessionParticipant>;
  /** What the presenter shows now; null before they showed anything. */
  shown?: Maybe<ReviewSessionShown>;
  /** The presenter's pointer over the picture; null when they are not pointing. */
  pointer?: Maybe<ReviewSessionPointer>;
  /** When it started. */
  startedAt: Scalars['DateTime']['output'];
  /** When it ended; null while it runs. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The caller may end it: its presenter, or someone who edits the project. */
  canEnd: Scalars['Boolean']['output'];
  /** Everyone who took part, the presenter among them, in the order they last joined. */
  attendees: Array<ReviewSessionParticipant>;
  /** Each version shown, in the order it was first shown. */
  shownVersions: Array<ReviewSessionShownVersion>;
  /**
   * The notes taken: the comments made in it that the caller may read, oldest first. Its summary
   * downloads with `requestCommentsExport` (`reviewSessionId`).
   */
  notes: Array<Comment>;
  /** Who was invited and has not joined yet, while it runs. */
  invitees: Array<User>;
  /**
   * Whom the caller may invite while they are in it: the project's people who may see every asset
   * of it and are neither in it nor invited; empty for anyone else.
   */
  inviteChoices: Array<User>;
};

/** What `startReviewSession` takes. */
export type StartReviewSessionInput = {
  /** The assets to show, in order, all in one project: 1 to 100, comment on each needed. */
  assetIds: Array<Scalars['ID']['input']>;
  /** Its name; the first asset's when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Relay's mutation id: a retried mutation with the same id starts the session once. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The session started, presented by the caller. */
export type StartReviewSessionPayload = {
  /** The session. */
  session: ReviewSession;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `joinReviewSession` takes. */
export type JoinReviewSessionInput = {
  /** The session to join: one the caller may see. */
  sessionId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `joinReviewSession` answers: the session after it. */
export type JoinReviewSessionPayload = {
  /** The session. */
  session: ReviewSession;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `leaveReviewSession` takes. */
export type LeaveReviewSessionInput = {
  /** The session to leave. */
  sessionId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `leaveReviewSession` answers: the session after it. */
export type LeaveReviewSessionPayload = {
  /** The session. */
  session: ReviewSession;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `endReviewSession` takes. */
export type EndReviewSessionInput = {
  /** The session to end. */
  sessionId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `endReviewSession` answers: the session after it. */
export type EndReviewSessionPayload = {
  /** The session. */
  session: ReviewSession;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `showInReviewSession` answers: the session after it. */
export type ShowInReviewSessionPayload = {
  /** The session. */
  session: ReviewSession;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `passReviewSessionControl` answers: the session after it. */
export type PassReviewSessionControlPayload = {
  /** The session. */
  session: ReviewSession;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What the presenter shows now. */
export type ShowInReviewSessionInput = {
  /** The session: its presenter only. */
  sessionId: Scalars['ID']['input'];
  /** One of its assets. */
  assetId: Scalars['ID']['input'];
  /** A version of that asset. */
  versionId: Scalars['ID']['input'];
  /** The frame for video; milliseconds for audio; 0 for what has no time. Not negative. */
  position: Scalars['Int']['input'];
  /** Whether it plays. */
  playing: Scalars['Boolean']['input'];
  /** How fast: above 0, at most 16. */
  rate: Scalars['Float']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** Where the presenter points. */
export type PointInReviewSessionInput = {
  /** The session: its presenter only. */
  sessionId: Scalars['ID']['input'];
  /** Across the picture, 0 to 1; null, with `y`, puts the pointer away. */
  x?: InputMaybe<Scalars['Float']['input']>;
  /** Down the picture, 0 to 1; null, with `x`, puts the pointer away. */
  y?: InputMaybe<Scalars['Float']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `pointInReviewSession` answers: the session after it. */
export type PointInReviewSessionPayload = {
  /** The session. */
  session: ReviewSession;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Who presents next. */
export type PassReviewSessionControlInput = {
  /** The session: its presenter only. */
  sessionId: Scalars['ID']['input'];
  /** Someone in it. */
  userId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `inviteToReviewSession` takes. */
export type InviteToReviewSessionInput = {
  /** The session: one the caller is in, under way. */
  sessionId: Scalars['ID']['input'];
  /** People of its project who may see it (VALIDATION_FAILED, rule `mayJoin`, for anyone else). */
  userIds: Array<Scalars['ID']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `inviteToReviewSession` answers. */
export type InviteToReviewSessionPayload = {
  /** The session. */
  session: ReviewSession;
  /** Those newly invited: not those in it or invited before. */
  invited: Array<User>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What changed in a review session. */
export type ReviewSessionChange =
  /** Someone joined. */
  | 'JOINED'
  /** Someone left. */
  | 'LEFT'
  /** Someone else presents. */
  | 'CONTROL_PASSED'
  /** The presenter showed something: a frame, play or pause, a rate, a version, an asset. */
  | 'SHOWN'
  /** The presenter's pointer moved, or was put away. */
  | 'POINTED'
  /** It ended. */
  | 'ENDED';

/** A review session's change, with the session after it. */
export type ReviewSessionChanged = {
  /** What changed. */
  change: ReviewSessionChange;
  /** The session after it. */
  session: ReviewSession;
};

/** Where a version stands in review; a version has none until someone sets one. */
export type ReviewStatus =
  /** Waiting for someone to review it. */
  | 'NEEDS_REVIEW'
  /** Being reviewed. */
  | 'IN_PROGRESS'
  /** Reviewed: it needs changes. */
  | 'CHANGES_REQUESTED'
  /** Reviewed and approved. */
  | 'APPROVED';

/** A version's review status, who set it and when. */
export type ReviewStatusRecord = {
  /** The status. */
  status: ReviewStatus;
  /** Null once their account is gone. */
  setBy?: Maybe<User>;
  /** When it was set. */
  setAt: Scalars['DateTime']['output'];
};

/** What `setReviewStatus` takes. */
export type SetReviewStatusInput = {
  /** The version: edit on its asset needed. */
  versionId: Scalars['ID']['input'];
  /** Null clears it. */
  status?: InputMaybe<ReviewStatus>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `setReviewStatus` answers. */
export type SetReviewStatusPayload = {
  /** The version with its status as set. */
  version: Version;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A review round: a moment of a folder, or of a project through its top folder, given a name. */
export type ReviewRound = {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its name, unique in its folder whatever the case ("Director's review 2"). */
  name: Scalars['String']['output'];
  /** The moment it names. */
  at: Scalars['DateTime']['output'];
  /** The folder it was marked on: this one, or one above it (a project's round is on its top folder). */
  folder?: Maybe<Folder>;
  /** Who marked it: a person's name or an API token's name. */
  markedByName: Scalars['String']['output'];
  /** When it was marked. */
  markedAt: Scalars['DateTime']['output'];
};

/** How a folder's asset changed between two moments. */
export type FolderChangeKind =
  /** It came: made here, or copied here. */
  | 'ADDED'
  /** It was moved here from another folder. */
  | 'MOVED_IN'
  /** It was moved from here to another folder. */
  | 'MOVED_OUT'
  /** It was deleted. */
  | 'DELETED'
  /** A version came (`detail`: its file's name). */
  | 'VERSION_ADDED'
  /** It was renamed (`detail`: the new name). */
  | 'RENAMED'
  /** A metadata file gave it its slate (`detail`: the file's name). */
  | 'SLATE_SET'
  /** Its custom fields' values were set. */
  | 'CUSTOM_VALUES_SET'
  /** A version's review status was set (`detail`: the status, or none). */
  | 'REVIEW_STATUS_SET'
  /** A comment was written. */
  | 'COMMENT_ADDED'
  /** A reply was written. */
  | 'REPLY_ADDED'
  /** A comment was edited. */
  | 'COMMENT_EDITED'
  /** A comment was deleted. */
  | 'COMMENT_REMOVED'
  /** A Live asset's feed started. */
  | 'FEED_STARTED'
  /** A Live asset's feed ended. */
  | 'FEED_ENDED';

/** One change of an asset while it was in the folder. */
export type FolderChange = {
  /** Unique among the folder's changes. */
  key: Scalars['String']['output'];
  /** When: the folder `at` this instant shows it just after the change. */
  at: Scalars['DateTime']['output'];
  /** Who: a person's name, an API token's name, a share link's visitor ('Guest') or Rushes. */
  actorName: Scalars['String']['output'];
  /** What changed. */
  kind: FolderChangeKind;
  /** The asset now, where the caller may open it; null once deleted or out of their reach. */
  asset?: Maybe<Asset>;
  /** The asset's name just after the change. */
  assetName: Scalars['String']['output'];
  /** The version it concerns, by number, where it concerns one. */
  versionNumber?: Maybe<Scalars['Int']['output']>;
  /** The new name, the file's name or the status set, as `kind` says; null otherwise. */
  detail?: Maybe<Scalars['String']['output']>;
};

/** How many changes of one kind. */
export type FolderChangeCount = {
  /** The kind. */
  kind: FolderChangeKind;
  /** How many, before any filter. */
  count: Scalars['Int']['output'];
};

/** What changed in a folder's assets between two moments. */
export type FolderChanges = {
  /** The earlier moment: changes after it count. */
  from: Scalars['DateTime']['output'];
  /** The later moment: changes up to it count. */
  to: Scalars['DateTime']['output'];
  /** How many changes of each kind there were (kinds with none left out), whatever `kinds` asked. */
  counts: Array<FolderChangeCount>;
  /** How many changes of the kinds asked there were, on every page. */
  totalCount: Scalars['Int']['output'];
  /** The newest `first` changes of the kinds asked, the newest first. */
  changes: Array<FolderChange>;
};

/** A moment of a folder to name as a round. */
export type MarkReviewRoundInput = {
  /** The folder (a project's top folder for a round of the whole project). */
  folderId: Scalars['ID']['input'];
  /** Its name, unique in the folder whatever the case. */
  name: Scalars['String']['input'];
  /** The moment, not in the future; now when left out. */
  at?: InputMaybe<Scalars['DateTime']['input']>;
  /** Relay's mutation id: a retried mutation with the same id marks the round once. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The round marked. */
export type MarkReviewRoundPayload = {
  /** The round. */
  round: ReviewRound;
  /** Its folder, with its rounds. */
  folder: Folder;
  /** As given. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A round to remove. */
export type RemoveReviewRoundInput = {
  /** The round. */
  id: Scalars['ID']['input'];
  /** Relay's mutation id. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The round removed. */
export type RemoveReviewRoundPayload = {
  /** The round's global id. */
  deletedId: Scalars['ID']['output'];
  /** Its folder, with its rounds. */
  folder: Folder;
  /** As given. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The groups search results fall into, as the results screen lists them. */
export type SearchKind =
  /** People, by name and e-mail. */
  | 'USER'
  /** Projects, by name. */
  | 'PROJECT'
  /** Folders, by name. */
  | 'FOLDER'
  /** Assets, by name, slate, file names, metadata and comments. */
  | 'ASSET'
  /** Share links, by name. */
  | 'SHARE';

/** What a search found: how many in each group, and a page of hits. */
export type SearchResults = {
  /** How many hits each group holds (never counting what the caller may not open). */
  counts: SearchCounts;
  /**
   * The hits, best first: as many as `first` asks after `after`, or as the search asked (Relay's
   * pagination pages here). A `capped` group's best are those of the hits it counted; its other hits
   * follow every one ranked, by name, so that paging on reaches each hit once.
   */
  hits: SearchHitConnection;
};


/** What a search found: how many in each group, and a page of hits. */
export type SearchResultsHitsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/**
 * How many hits each group of a search holds. Assets are counted up to 1,000: past that, `capped`
 * names them, and the screen shows "1000+" (their hits still page on to the last).
 */
export type SearchCounts = {
  /** Every group together (more when a group is `capped`). */
  all: Scalars['Int']['output'];
  /** People found. */
  users: Scalars['Int']['output'];
  /** Projects found. */
  projects: Scalars['Int']['output'];
  /** Folders found. */
  folders: Scalars['Int']['output'];
  /** Assets found. */
  assets: Scalars['Int']['output'];
  /** Share links found. */
  shares: Scalars['Int']['output'];
  /** The groups that hold more hits than their count says, in the order of `SearchKind`. */
  capped: Array<SearchKind>;
};

/** A page of search hits (Relay's cursor connection). */
export type SearchHitConnection = {
  /** The hits of this page, best first. */
  edges: Array<SearchHitEdge>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A search hit and its position (Relay's cursor connection). */
export type SearchHitEdge = {
  /** This edge's position, to pass as `after` for the hits that follow it. */
  cursor: Scalars['String']['output'];
  /** The hit. */
  node: SearchHit;
};

/** One thing a search found, where it lives and what of it matched. */
export type SearchHit = Node & {
  /**
   * This hit's global id, made of the object found and the search that found it (another search
   * finding it is another hit). `node(id:)` does not find a hit again: search again.
   */
  id: Scalars['ID']['output'];
  /**
   * How well it matches: higher first; exact slates and file names score highest. The rest of a
   * `capped` group, after every hit ranked, goes by name whatever its score.
   */
  score: Scalars['Float']['output'];
  /** What was found. */
  object: SearchObject;
  /**
   * Where it lives: its project, then the folders down to the one holding it (none for a project or
   * a person; the project alone for a share link).
   */
  path: Array<SearchPathPart>;
  /** The fields that matched, each with the parts that did. */
  matches: Array<SearchMatch>;
};

/** What a search finds: a person, a project, a folder, an asset or a share link. */
export type SearchObject = User | Project | Folder | Asset | ShareLink;

/** A project or folder on the way to a search hit: the project or folder itself. */
export type SearchPathPart = {
  /** The project's or folder's global id, to open it. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** A field of a hit that matched the search. */
export type SearchMatch = {
  /**
   * Which field: `name`, `slate`, `filename`, `metadata:<column>`, `field:<custom field>`,
   * `comment`, `email` or `share` (a share link's name).
   */
  field: Scalars['String']['output'];
  /** The field's text, as stored. */
  text: Scalars['String']['output'];
  /** The parts of `text` that matched. */
  highlights: Array<SearchHighlight>;
};

/** A part of a text that matched a search: `length` UTF-16 code units from `start`. */
export type SearchHighlight = {
  /** Where it starts in the text, from 0, in UTF-16 code units (as JavaScript counts). */
  start: Scalars['Int']['output'];
  /** How long it is, in UTF-16 code units. */
  length: Scalars['Int']['output'];
};

/** What a BFF tells a client when the client starts listening. */
export type Welcome = {
  /** The build this BFF runs (hello's api.buildId): a page served by another build reloads. */
  buildId: Scalars['String']['output'];
};

/** A storage a project's media may be kept on (RUSHES_STORAGES). */
export type Storage = {
  /** Its name, as the operator gave it. */
  name: Scalars['String']['output'];
  /** The prefix of its projects' storage keys; empty for the default storage. */
  prefix: Scalars['String']['output'];
};

/** A server that moves files fast to and from the projects of one storage (RUSHES_TRANSFER_SERVERS). */
export type TransferServer = {
  /** Its name, as the operator gave it: what a project names as its transfer server. */
  name: Scalars['String']['output'];
  /** The prefix of the storage whose projects it serves. */
  storagePrefix: Scalars['String']['output'];
};

/** The deployment's storages and transfer servers. */
export type StorageConfig = {
  /** Every storage, the default (empty prefix) first. */
  storages: Array<Storage>;
  /** Every transfer server. */
  transferServers: Array<TransferServer>;
};

/** Which way a transfer's bytes went. */
export type TransferDirection =
  /** Into Rushes: a file uploaded as a version. */
  | 'UPLOAD'
  /** Out of Rushes: a file or a zip handed out for download. */
  | 'DOWNLOAD';

/** How a transfer's bytes travelled. */
export type TransferKind =
  /** Through the browser: parts sent to storage, a file or a zip fetched. */
  | 'WEB'
  /** Through a transfer client beside the browser. */
  | 'FAST';

/** One transfer: a file that went up or down, from its start to its end. */
export type Transfer = {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** The project whose media it moved. */
  project: Project;
  /** Up or down. */
  direction: TransferDirection;
  /** The file's name, or the zip's when a download held several files. */
  filename: Scalars['String']['output'];
  /** How many files the transfer moved: 1, or a zip's count. */
  fileCount: Scalars['Int']['output'];
  /** Its size in bytes: the file's, or the sum of the zip's files. */
  bytes: Scalars['Float']['output'];
  /** How its bytes travelled. */
  kind: TransferKind;
  /** When it started: the upload started, the download handed out. */
  createdAt: Scalars['DateTime']['output'];
  /** When its status was last recorded: its start, or its end. */
  updatedAt: Scalars['DateTime']['output'];
  /**
   * How long it took, in milliseconds from its start to its end; null while it is under way (and
   * for a single file's download, whose end Rushes does not see), or when its start is unknown.
   */
  duration?: Maybe<Scalars['Float']['output']>;
  /** The user who moved it; null when a share link's visitor did (`fromLink`) or no user did. */
  createdBy?: Maybe<User>;
  /** Whether a share link's visitor moved it (shown as '(shared)'). */
  fromLink: Scalars['Boolean']['output'];
  /** The name of the API token a machine moved it with; null when a person or a visitor did. */
  apiTokenName?: Maybe<Scalars['String']['output']>;
  /**
   * Where it stands: `started` while under way (a single file's download stays so: Rushes does not
   * see its end); `completed`; `failed` (an upload whose parts did not make the declared size, a
   * zip with a file that could not be read); `cancelled` (an upload its uploader cancelled or left
   * unfinished past the days uploads are kept, a zip whose reader left before its end).
   */
  status: Scalars['String']['output'];
};

/** Totals for one project and day. */
export type TransferDay = {
  /** The day, YYYY-MM-DD in UTC. */
  day: Scalars['String']['output'];
  /** The project. */
  project: Project;
  /** Bytes of the uploads that started that day and completed. */
  bytesUp: Scalars['Float']['output'];
  /** Bytes handed out for download that day. */
  bytesDown: Scalars['Float']['output'];
  /** How many transfers started that day. */
  count: Scalars['Int']['output'];
};

/** The bytes of one day, over every project of a report. */
export type TransferBytesDay = {
  /** The day, YYYY-MM-DD in UTC. */
  day: Scalars['String']['output'];
  /** Bytes of the uploads that started that day and completed. */
  bytesUp: Scalars['Float']['output'];
  /** Bytes handed out for download that day. */
  bytesDown: Scalars['Float']['output'];
};

/** The transfer statistics of a period: the transfers, the days and the totals. */
export type TransferReport = {
  /** The transfers, the newest first; at most 10,000. */
  transfers: Array<Transfer>;
  /** Each project's totals by day, the oldest day first. */
  days: Array<TransferDay>;
  /**
   * The bytes of each day with transfers, over all the projects reported, the oldest day first:
   * what a chart of bytes per day shows (a day left out moved nothing).
   */
  bytesPerDay: Array<TransferBytesDay>;
  /** Bytes uploaded in the period (Size Uploads). */
  bytesUp: Scalars['Float']['output'];
  /** Bytes handed out for download in the period (Size Downloads). */
  bytesDown: Scalars['Float']['output'];
  /** Both together (Size Total). */
  bytesTotal: Scalars['Float']['output'];
};

/**
 * Where a finalisation asked through finalizeUploadV2 stands (media-handling section 4): TRIGGERED
 * and RUNNING mean poll again, DONE gives the results, ERROR is a failure.
 */
export type UploadFinalizeStatus =
  /** Asked for and not yet begun here, or under way on another server. */
  | 'TRIGGERED'
  /** Under way on this server: poll again. */
  | 'RUNNING'
  /** Finalised: the results are there. */
  | 'DONE'
  /** The upload did not finalise and is cancelled; upload the file again. */
  | 'ERROR';

/** Where an upload's finalisation stands, and with DONE its results. */
export type UploadFinalization = {
  /** The upload. */
  uploadId: Scalars['ID']['output'];
  /** Where it stands. */
  status: UploadFinalizeStatus;
  /** With ERROR, the error code of the refusal or failure, when this server saw it. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** With DONE: the new asset (or the asset the new version went onto), its version and job. */
  asset?: Maybe<Asset>;
  /** With DONE: the asset's edge, to add to its folder's list; null otherwise. */
  assetEdge?: Maybe<AssetEdge>;
  /** With DONE: the new version; null otherwise. */
  version?: Maybe<Version>;
  /** With DONE: the job processing it; null otherwise, and when it needs no processing. */
  job?: Maybe<Job>;
  /** With DONE, on the server that finalised it: the folder's kept metadata the new clip matched. */
  metadata?: Maybe<MetadataMatch>;
};

/** What `finalizeUploadV2` answers. */
export type FinalizeUploadV2Payload = {
  /** Where the finalisation stands now. */
  finalization: UploadFinalization;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A part of a file Rushes Transfer's server staged, and the MD5 its bytes must have. */
export type StagedPartInput = {
  /** Its number, from 1. */
  partNumber: Scalars['Int']['input'];
  /** The MD5 of its bytes, in hexadecimal: its ETag once taken. */
  md5: Scalars['String']['input'];
};

/** What `takeStagedUpload` takes. */
export type TakeStagedUploadInput = {
  /** The started upload whose file the server staged. */
  uploadId: Scalars['ID']['input'];
  /** Every part of the file, 1 to the upload's part count, each with its MD5. */
  parts: Array<StagedPartInput>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `takeStagedUpload` answers. */
export type TakeStagedUploadPayload = {
  /** The upload, its `storedParts` now every part: finalise it with them. */
  upload: Upload;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `startUpload` takes. */
export type StartUploadInput = {
  /** The folder the file goes in: upload on it needed. */
  folderId: Scalars['ID']['input'];
  /** The asset this file becomes a new version of (in its folder, which is then `folderId`); none for a new asset. */
  assetId?: InputMaybe<Scalars['ID']['input']>;
  /** The file's name: the new asset's name, and the version's file name. */
  filename: Scalars['String']['input'];
  /** The file's size in bytes: at most RUSHES_MAX_UPLOAD_GB (and 5 TiB). */
  size: Scalars['Float']['input'];
  /** The type the browser gives the file (may be empty); its extension decides first. */
  contentType: Scalars['String']['input'];
  /**
   * True: when the viewer has an unfinished upload of a file of this name and size into this place
   * (the folder, and the asset for a new version), started within RUSHES_UPLOAD_KEEP_DAYS and still
   * in storage, answers that upload, with the parts storage holds, rather than starting another.
   */
  resume?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** Where each part of the file goes: PUT part N's bytes to `urls[N - 1]`. */
export type Upload = Node & {
  /** Its global id, to finalise or cancel it; unfinished, it is swept after RUSHES_UPLOAD_KEEP_DAYS. */
  id: Scalars['ID']['output'];
  /** The file's name, as given. */
  filename: Scalars['String']['output'];
  /** The file's size in bytes, as given. */
  size: Scalars['Float']['output'];
  /** The bytes of each part but the last, which holds the rest: at least 8 MiB. */
  partSize: Scalars['Int']['output'];
  /** Signed URLs, one a part, in part order: at most 10,000. */
  urls: Array<Scalars['String']['output']>;
  /**
   * The parts storage holds already, in part order: none for a new upload. Resuming, a client
   * checks each against its file (size and MD5) and sends the others, and those that differ, again.
   */
  storedParts: Array<StoredPart>;
};

/** A part storage holds for an unfinished upload. */
export type StoredPart = {
  /** Its number, from 1, as its URL's place in `urls`. */
  partNumber: Scalars['Int']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** Its ETag, the quoted MD5 of its bytes (storage that encrypts with its own keys gives another: send the part again). */
  etag: Scalars['String']['output'];
};

/** What `startUpload` answers. */
export type StartUploadPayload = {
  /** Where to send the file's parts. */
  upload: Upload;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A part sent to storage. */
export type UploadedPartInput = {
  /** Its number, from 1, as its URL's place in `urls`. */
  partNumber: Scalars['Int']['input'];
  /** The ETag the storage answered to its PUT. */
  etag: Scalars['String']['input'];
};

/** What `finalizeUploadV2` and `finalizeUpload` take. */
export type FinalizeUploadInput = {
  /** The upload, as `startUpload` answered it. */
  uploadId: Scalars['ID']['input'];
  /** Every part sent, each once, with its ETag. */
  parts: Array<UploadedPartInput>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `finalizeUpload` answers. */
export type FinalizeUploadPayload = {
  /** False when the file was stored but needs no processing. */
  processed: Scalars['Boolean']['output'];
  /** The metadata kept for the folder that the new clip matched. */
  metadata: MetadataMatch;
  /** The new asset, or the asset the new version went onto. */
  asset: Asset;
  /** The asset's edge, to add to its folder's list. */
  assetEdge: AssetEdge;
  /** The new version. */
  version: Version;
  /** The job processing it; null when it needs no processing. */
  job?: Maybe<Job>;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `cancelUpload` takes. */
export type CancelUploadInput = {
  /** An upload not yet finalised. */
  uploadId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `cancelUpload` answers. */
export type CancelUploadPayload = {
  /** The id of the upload cancelled. */
  uploadId: Scalars['ID']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A project a user is in, with their role there: Admin for an admin of the project's workspace. */
export type UserProject = {
  /** The project. */
  project: Project;
  /** Their role there. */
  role: Role;
  /** The notifications they receive from it; null for a workspace admin who is not a member. */
  settings?: Maybe<ProjectUserSettings>;
};

/** A person in the users list. */
export type UserEdge = {
  /** Where this edge sits in the list: pass it as `after` for the edges that follow. */
  cursor: Scalars['String']['output'];
  /** The user. */
  node: User;
};

/** A page of the users list. */
export type UserConnection = {
  /** The users of this page, by name. */
  edges: Array<UserEdge>;
  /** Whether more edges follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** What `deleteUser` takes. */
export type DeleteUserInput = {
  /** The user: anyone but the caller. */
  userId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `deleteUser` answers. */
export type DeleteUserPayload = {
  /** The id of the user deleted, to drop them from the list. */
  deletedUserId: Scalars['ID']['output'];
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What the caller may do with a user. */
export type UserAllowedTo = {
  /** Changing their account and preferences: the user themselves, and superusers. */
  edit: Scalars['Boolean']['output'];
  /** Deleting them: superusers, never their own. */
  delete: Scalars['Boolean']['output'];
};

/**
 * A person. Their name shows wherever they are met; their e-mail and creation time only to those
 * the policy lets see them (themselves, and those who search people: superusers, workspace admins,
 * those who edit a project), null to others, and their standing flags read false to others.
 */
export type User = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Their full name. */
  name: Scalars['String']['output'];
  /** Their e-mail address, which they sign in with; null to those who may not see the user. */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether they administer the whole of Rushes; false to those who may not see the user. */
  isSuperuser: Scalars['Boolean']['output'];
  /** When the user was created; null to those who may not see the user. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the user can sign in: created with a password, or accepted their invitation. */
  hasJoined: Scalars['Boolean']['output'];
  /** When they were last invited; null for a user created with a password, and to others. */
  invitedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When they accepted their invitation or were created; null before, and to others. */
  joinedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether they may edit some project (the Users tab); false to others. */
  hasEditableProjects: Scalars['Boolean']['output'];
  /** Whether they may manage some workspace (the Workspaces tab); false to others. */
  canManageWorkspaces: Scalars['Boolean']['output'];
  /** What the caller may do with them. */
  allowedTo: UserAllowedTo;
  /** The user's preferences; null to anyone but the user and superusers. */
  settings?: Maybe<UserSettings>;
  /**
   * Whether the user's identity lives with another provider (an address in RUSHES_EXTERNAL_DOMAINS):
   * their name, e-mail and password cannot be changed in Rushes. False to others.
   */
  isExternal: Scalars['Boolean']['output'];
  /** The projects the user is a member of, by name, with their notification settings; empty to others. */
  projectSettings: Array<UserProjectSettings>;
  /** Whether the user has an active second factor (the user inspector's MFA status). */
  hasActiveFactors: Scalars['Boolean']['output'];
  /**
   * Whether the user must have a second factor (a system or workspace setting requires it); while
   * they need one and have none, only their own account and factors answer them (MFA_REQUIRED).
   */
  needsMfa: Scalars['Boolean']['output'];
  /** Who invited the user; null for a user created with a password, and to those who may not see the user. */
  invitedBy?: Maybe<User>;
  /** Their last sign-in; null when they never signed in, and to those who may not see the user. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** When they last used Rushes; null when they never signed in, and to those who may not see the user. */
  lastActivityAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The projects the user is in that the viewer may edit, by name, with their role; empty to those
   * who may not see the user.
   */
  projects: Array<UserProject>;
  /**
   * The folder entries the user holds of their own in those projects, by project then folder name;
   * none where their role is an admin role (it holds every folder). Empty to those who may not see
   * the user.
   */
  folders: Array<FolderUser>;
  /** The roles the user holds in those projects, each once, ascending (Viewer … Admin). */
  uniqueRoles: Array<Role>;
};

/** A sheet of preview tiles, `columns` × `rows` per image, one tile every `intervalMs`. */
export type SpriteSheet = {
  /** Signed URLs of the sheets, in time order. */
  urls: Array<Scalars['String']['output']>;
  /** Tiles across one sheet. */
  columns: Scalars['Int']['output'];
  /** Tiles down one sheet. */
  rows: Scalars['Int']['output'];
  /** A tile's width in pixels. */
  tileWidth: Scalars['Int']['output'];
  /** A tile's height in pixels. */
  tileHeight: Scalars['Int']['output'];
  /** How many tiles there are in all; the last sheet may be partly empty. */
  frameCount: Scalars['Int']['output'];
  /** Milliseconds of the media between two tiles. */
  intervalMs: Scalars['Float']['output'];
};

/** What probing the uploaded file found; a field is null when the file has no such stream. */
export type FileInfo = {
  /** The video stream's codec (h264, prores…). */
  videoCodec?: Maybe<Scalars['String']['output']>;
  /** The audio stream's codec (aac, pcm_s24le…). */
  audioCodec?: Maybe<Scalars['String']['output']>;
  /** The video stream's bit rate, in bits per second. */
  videoBitrate?: Maybe<Scalars['Int']['output']>;
  /** The audio stream's bit rate, in bits per second. */
  audioBitrate?: Maybe<Scalars['Int']['output']>;
  /** The video's colour transfer (bt709, smpte2084…). */
  colorTransfer?: Maybe<Scalars['String']['output']>;
  /** Whether the video is HDR: its colour transfer is smpte2084 (PQ) or arib-std-b67 (HLG). */
  hdr: Scalars['Boolean']['output'];
};

/** One level of a version's HLS ladder, as the player's quality menu lists it. */
export type QualityLevel = {
  /** Its name: 1080p, 720p, 540p, 360p, 270p, or the height followed by p. */
  name: Scalars['String']['output'];
  /** Its width in pixels. */
  width: Scalars['Int']['output'];
  /** Its height in pixels. */
  height: Scalars['Int']['output'];
  /** Its peak bit rate, in bits per second; 0 while it is still being encoded (not measured yet). */
  bandwidth: Scalars['Int']['output'];
  /** Whether it keeps the source's HDR. */
  hdr: Scalars['Boolean']['output'];
};

/**
 * One file uploaded for an asset, and what processing made of it: its stream, pictures and
 * sprites. Seen by those who see its asset.
 */
export type Version = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its number on its asset: 1 for the first upload, then 2, 3… */
  number: Scalars['Int']['output'];
  /** The asset it is a version of. */
  asset: Asset;
  /** The uploaded file's name. */
  filename: Scalars['String']['output'];
  /** The uploaded file's size in bytes. */
  size: Scalars['Float']['output'];
  /** The uploaded file's type, as the browser gave it. */
  mimetype: Scalars['String']['output'];
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** Who uploaded it; null when no user did (a share link's visitor, Rushes itself). */
  createdBy?: Maybe<User>;
  /** Milliseconds; null until probed or for stills and documents. */
  duration?: Maybe<Scalars['Float']['output']>;
  /** Frames per second of a video; null until probed, and for other media. */
  framesPerSecond?: Maybe<Scalars['Float']['output']>;
  /** The source's first timecode, HH:MM:SS:FF; 00:00:00:00 when the file has none. */
  timecodeOffset?: Maybe<Scalars['String']['output']>;
  /** The picture's width in pixels; null until probed, and for audio and documents. */
  width?: Maybe<Scalars['Int']['output']>;
  /** The picture's height in pixels; null until probed, and for audio and documents. */
  height?: Maybe<Scalars['Int']['output']>;
  /** What probing found; null until the file is probed. */
  fileInfo?: Maybe<FileInfo>;
  /** Whether its processing job is waiting or running. */
  isProcessing: Scalars['Boolean']['output'];
  /** The job processing it; null for a file that needs none. */
  processingJob?: Maybe<Job>;
  /**
   * Signed URL of the HLS master playlist, once the first level's first segments are encoded (it
   * grows until that level is whole). A visitor of a watermarked link gets the watermarked
   * rendition's, once its first segments are rendered.
   */
  streamUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Signed URL of the uploaded file for viewing where it has no other rendition: documents, and
   * images before their poster exists; null otherwise.
   */
  sourceUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Signed URL of the uploaded video, for the player's Original quality: for those who see the
   * version's own pictures and may download it; null otherwise.
   */
  originalUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Signed URL of the still the viewer opens with (the watermarked one for a watermarked link's
   * visitor); null until made, and for media without pictures.
   */
  posterUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Signed URL of the small picture lists show (the watermarked poster for a watermarked link's
   * visitor); null until made, and for media without pictures.
   */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** Signed URL of an audio file's waveform image; null until made, and for other media. */
  waveformUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The player's scrub previews (6 × 10 tiles a sheet); null until made, and to a watermarked
   * link's visitor.
   */
  playerSprite?: Maybe<SpriteSheet>;
  /**
   * The thumbnails' hover previews (6 × 5 tiles a sheet); null until made, and to a watermarked
   * link's visitor.
   */
  thumbnailSprite?: Maybe<SpriteSheet>;
  /**
   * The HLS levels published so far, the first while it is still being encoded, for the quality
   * menu; empty to a watermarked link's visitor.
   */
  levels: Array<QualityLevel>;
  /**
   * For a visitor of a watermarked link: how far the watermark burned into this version's pictures
   * has come (its pictures, stream and sprites are the watermarked ones or none). Null for everyone
   * who sees the version's own pictures.
   */
  watermarking?: Maybe<Watermarking>;
  /** When the signed URLs above stop working. */
  urlsExpireAt: Scalars['DateTime']['output'];
  /** Whether it has comments not deleted. */
  hasComments: Scalars['Boolean']['output'];
  /** Its threads, each with its replies; empty to those who may not comment on the asset. */
  comments: CommentConnection;
  /**
   * Where it stands in its asset's approval workflow; null when no workflow governs the asset, and
   * to a share link's visitor.
   */
  approval?: Maybe<VersionApproval>;
  /** Whether its feed plays now: a Live asset's version, growing as it runs. */
  isLive: Scalars['Boolean']['output'];
  /** Null until someone sets one, and once it is cleared. */
  reviewStatus?: Maybe<ReviewStatusRecord>;
};


/**
 * One file uploaded for an asset, and what processing made of it: its stream, pictures and
 * sprites. Seen by those who see its asset.
 */
export type VersionCommentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<CommentOrder>;
};

/** How far a watermarked link's rendition of a version has come. */
export type WatermarkingState =
  /** Rendering; nothing to play yet. */
  | 'RENDERING'
  /** Its first segments play while the rest renders. */
  | 'PLAYABLE'
  /** Rendered whole. */
  | 'DONE'
  /** It could not be rendered; reason says why. */
  | 'FAILED'
  /** A document or other file: a watermarked link does not show it. */
  | 'WITHHELD';

/** How far the watermark burned into a version's pictures for a share link's visitor has come. */
export type Watermarking = {
  /** Where it stands. */
  state: WatermarkingState;
  /** 0 to 100. */
  progress: Scalars['Int']['output'];
  /** Why it failed, in words a user can read; null unless FAILED. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** What a share link holds, as its visitor sees it. */
export type SharedLink = {
  /** The share link's global id. */
  id: Scalars['ID']['output'];
  /** The link's name. */
  name: Scalars['String']['output'];
  /** Null for a link that never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the visitor may download what it shares. */
  canDownload: Scalars['Boolean']['output'];
  /** Whether the visitor may read and write comments. */
  allowComments: Scalars['Boolean']['output'];
  /** The project whose items it shares. */
  project: Project;
  /** The folders it shares, each with everything below it. */
  folders: Array<Folder>;
  /**
   * The assets it shares on their own; for a link sharing a collection, the collection's assets as
   * they match now (the first 1,000 in its order), within what the link's maker may share:
   * `collectionAssets` pages through all of them.
   */
  assets: Array<Asset>;
  /**
   * Whether its visitor may download with a transfer client: the link allows download and the
   * project has a transfer server.
   */
  hasAspera: Scalars['Boolean']['output'];
  /** Whether it shares a collection, whose assets `collectionAssets` lists, instead of folders and assets. */
  sharesCollection: Scalars['Boolean']['output'];
  /**
   * For a link sharing a collection, a page of its assets as they match now, within what the link's
   * maker may share, however many it matches: the best matches first, those that match alike by
   * name (decision 0125). Empty for the other links. Each edge's `path` is empty: the visitor sees
   * the assets, not the folders they live in.
   */
  collectionAssets: CollectionAssetConnection;
};


/** What a share link holds, as its visitor sees it. */
export type SharedLinkCollectionAssetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** What `recordPlay` takes. */
export type RecordPlayInput = {
  /** The version the caller started playing. */
  versionId: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `recordPlay` answers. */
export type RecordPlayPayload = {
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/**
 * A workspace's webhook (Standard Webhooks): each public event of the workspace of the types it
 * takes is POSTed to its URL as a CloudEvent (`application/cloudevents+json`), signed in the
 * `webhook-id`, `webhook-timestamp` and `webhook-signature` headers with its secret, retried with
 * back-off for at least 24 hours, in order for each subject. Seen and managed by the workspace's
 * admins, superusers and machines whose token holds `webhooks:manage` there.
 */
export type Webhook = Node & {
  /** The webhook's global id. */
  id: Scalars['ID']['output'];
  /** The workspace whose events it receives. */
  workspace: Workspace;
  /** Where its deliveries are POSTed (http or https). */
  url: Scalars['String']['output'];
  /** The CloudEvents types it receives: `io.rushes.<name>` for every version, or one version. */
  eventTypes: Array<Scalars['String']['output']>;
  /** What it is for, as its managers wrote it; empty when they wrote nothing. */
  description: Scalars['String']['output'];
  /** Whether it receives events now; a disabled one receives none until it is enabled. */
  isEnabled: Scalars['Boolean']['output'];
  /** Why it was disabled; null while enabled. */
  disabledReason?: Maybe<WebhookDisabledReason>;
  /** When it was disabled; null while enabled. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Since when its endpoint has failed every attempt; null while it answers. */
  failingSince?: Maybe<Scalars['DateTime']['output']>;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** When its settings last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** When its secret was last rotated; null if never. */
  secretRotatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The newest entry of its delivery log; null while it has none. */
  lastDelivery?: Maybe<WebhookDelivery>;
};

/** Why a webhook receives nothing. */
export type WebhookDisabledReason =
  /** Someone disabled it. */
  | 'MANUAL'
  /** Its endpoint failed every attempt for 3 days: Rushes disabled it and mailed the admins. */
  | 'FAILING'
  /** Its endpoint answered 410 Gone: Rushes disabled it and mailed the admins. */
  | 'GONE';

/** One event delivered, or to be delivered, to a webhook: its attempts and how the last went. */
export type WebhookDelivery = Node & {
  /** The delivery's global id. */
  id: Scalars['ID']['output'];
  /** The webhook it goes to. */
  webhook: Webhook;
  /**
   * The `webhook-id` header: the same for every delivery of this event to this webhook (retries,
   * redeliveries, replays), so the receiver handles it once.
   */
  messageId: Scalars['String']['output'];
  /** The CloudEvent's id (its place in the log). */
  eventId: Scalars['String']['output'];
  /** The CloudEvent's type, e.g. `io.rushes.comment.added.v1`. */
  eventType: Scalars['String']['output'];
  /** The CloudEvent's subject, e.g. `assets/<id>`: deliveries of one subject go in order. */
  subject: Scalars['String']['output'];
  /** When the event happened. */
  eventTime: Scalars['DateTime']['output'];
  /** The body POSTed: the CloudEvent in structured JSON, byte for byte as signed. */
  payload: Scalars['String']['output'];
  /** Why it was made. */
  cause: WebhookDeliveryCause;
  /** Where it stands. */
  status: WebhookDeliveryStatus;
  /** How many attempts were made. */
  attemptCount: Scalars['Int']['output'];
  /** Each attempt, the first first. */
  attempts: Array<WebhookDeliveryAttempt>;
  /** The status code of the last answer; null when none came. */
  responseCode?: Maybe<Scalars['Int']['output']>;
  /** How long the last attempt took, in milliseconds; null before the first. */
  latencyMs?: Maybe<Scalars['Int']['output']>;
  /** Why the last attempt failed; null when it succeeded or none was made. */
  failure?: Maybe<WebhookDeliveryFailure>;
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** When the last attempt was made; null before the first. */
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it is tried next, while pending. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it succeeded or was given up; null until then. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One attempt of a delivery. */
export type WebhookDeliveryAttempt = {
  /** Its number: 1 for the first. */
  number: Scalars['Int']['output'];
  /** When it was made. */
  at: Scalars['DateTime']['output'];
  /** The answer's status code; null when none came. */
  responseCode?: Maybe<Scalars['Int']['output']>;
  /** How long it took, in milliseconds. */
  latencyMs: Scalars['Int']['output'];
  /** Why it failed; null when the receiver answered 2xx. */
  failure?: Maybe<WebhookDeliveryFailure>;
};

/** Why a delivery was made. */
export type WebhookDeliveryCause =
  /** An event of the log the webhook takes. */
  | 'EVENT'
  /** Someone redelivered an earlier delivery. */
  | 'REDELIVERY'
  /** Someone replayed the webhook's events from a moment. */
  | 'REPLAY';

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** Waiting for its next attempt (or for an earlier event of its subject, or its webhook enabled). */
  | 'PENDING'
  /** Being POSTed now. */
  | 'DELIVERING'
  /** The receiver answered 2xx. */
  | 'SUCCEEDED'
  /** Given up: every attempt for 24 hours failed, or the endpoint answered 410 Gone. */
  | 'FAILED';

/** Why an attempt failed. */
export type WebhookDeliveryFailure =
  /** The receiver answered with a status other than 2xx (a redirect too: none is followed). */
  | 'HTTP_STATUS'
  /** The receiver did not answer within 10 seconds. */
  | 'TIMEOUT'
  /** The connection could not be made or broke. */
  | 'CONNECTION_FAILED'
  /** The URL's host is a private, loopback or link-local address the deployment does not allow. */
  | 'ADDRESS_REFUSED'
  /** The URL's host name has no address. */
  | 'UNRESOLVED_HOST';

/** A delivery in a webhook's delivery log. */
export type WebhookDeliveryEdge = {
  /** Where this edge sits in the log: pass it as `after` for the edges that follow. */
  cursor: Scalars['String']['output'];
  /** The delivery. */
  node: WebhookDelivery;
};

/** A page of a webhook's delivery log, newest first. */
export type WebhookDeliveryConnection = {
  /** The deliveries of this page, newest first. */
  edges: Array<WebhookDeliveryEdge>;
  /** Whether more edges follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/**
 * A public event type a workspace's webhook can take (the catalogue at /v2/events/asyncapi.json
 * documents each in full).
 */
export type WebhookEventType = {
  /** Its CloudEvents type for every version, e.g. `io.rushes.comment.added`. */
  type: Scalars['String']['output'];
  /** What happened, in a line. */
  summary: Scalars['String']['output'];
  /** The CloudEvents type of each of its versions, the oldest first, e.g. `io.rushes.comment.added.v1`. */
  versions: Array<Scalars['String']['output']>;
};

/** A new webhook: its workspace, where it delivers, what, and what for. */
export type CreateWebhookInput = {
  /** The workspace whose events it receives. */
  workspaceId: Scalars['ID']['input'];
  /** Where to POST: an http or https URL without a user name or password, on a public address. */
  url: Scalars['String']['input'];
  /** The CloudEvents types it receives, one or more (see /v2/events/asyncapi.json). */
  eventTypes: Array<Scalars['String']['input']>;
  /** What it is for; empty or absent for nothing. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A new webhook and its signing secret, shown this once. */
export type CreateWebhookPayload = {
  /** The signing secret (`whsec_…`) to verify deliveries with; Rushes never shows it again. */
  secret: Scalars['String']['output'];
  /** The webhook made. */
  webhook: Webhook;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A webhook's new settings; those absent stay as they are. */
export type UpdateWebhookInput = {
  /** The webhook's global id. */
  id: Scalars['ID']['input'];
  /** Where to POST from now on. */
  url?: InputMaybe<Scalars['String']['input']>;
  /** The CloudEvents types it receives from now on, one or more. */
  eventTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What it is for; empty for nothing. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The webhook as it now is. */
export type UpdateWebhookPayload = {
  /** The webhook. */
  webhook: Webhook;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The webhook whose secret to rotate. */
export type RotateWebhookSecretInput = {
  /** The webhook's global id. */
  id: Scalars['ID']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The webhook's new secret, shown this once. Until `previousSecretValidUntil` each delivery is
 * signed with both (two `v1,` signatures in `webhook-signature`), so its receiver changes over
 * without a gap.
 */
export type RotateWebhookSecretPayload = {
  /** The new signing secret (`whsec_…`). */
  secret: Scalars['String']['output'];
  /** Until when the secret it replaces signs too (24 hours). */
  previousSecretValidUntil: Scalars['DateTime']['output'];
  /** The webhook. */
  webhook: Webhook;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The webhook to disable. */
export type DisableWebhookInput = {
  /** The webhook's global id. */
  id: Scalars['ID']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The webhook to enable. */
export type EnableWebhookInput = {
  /** The webhook's global id. */
  id: Scalars['ID']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The webhook to delete. */
export type DeleteWebhookInput = {
  /** The webhook's global id. */
  id: Scalars['ID']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The webhook disabled: it receives nothing until enabled. */
export type DisableWebhookPayload = {
  /** The webhook. */
  webhook: Webhook;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The webhook enabled: it receives the events from now on. */
export type EnableWebhookPayload = {
  /** The webhook. */
  webhook: Webhook;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A webhook deleted, with its deliveries. */
export type DeleteWebhookPayload = {
  /** The global id of the webhook deleted. */
  deletedWebhookId: Scalars['ID']['output'];
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The delivery to send again. */
export type RedeliverWebhookDeliveryInput = {
  /** The delivery's global id. */
  id: Scalars['ID']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A new delivery of the same event, with the same `webhook-id`, due at once. */
export type RedeliverWebhookDeliveryPayload = {
  /** The new delivery. */
  delivery: WebhookDelivery;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The webhook whose events to send again, from a moment on. */
export type ReplayWebhookInput = {
  /** The webhook's global id. */
  id: Scalars['ID']['input'];
  /** From when: every event since then it takes (by its current types) is delivered again. */
  from: Scalars['DateTime']['input'];
  /** The client's id of this call, given back in the payload. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** The replay is queued: its deliveries appear in the log as they are made. */
export type ReplayWebhookPayload = {
  /** The webhook. */
  webhook: Webhook;
  /** The client's id of the call. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What the caller may do with a workspace. */
export type WorkspaceAllowedTo = {
  /** Renaming it, its admins, its annotations option, its projects: superusers and its admins. */
  edit: Scalars['Boolean']['output'];
  /** Deleting it: superusers, never the default workspace. */
  delete: Scalars['Boolean']['output'];
  /** Uploading and removing its logo and default poster: superusers. */
  upload: Scalars['Boolean']['output'];
};

/** A branding image of a workspace, behind a signed URL. */
export type WorkspaceImage = {
  /** Signed URL of the image, valid for a while (as a version's `urlsExpireAt`). */
  url: Scalars['String']['output'];
};

/**
 * A named grouping of projects, with optional branding. Seen by superusers, its admins, and those
 * who see a project in it.
 */
export type Workspace = Node & {
  /** Its global id. */
  id: Scalars['ID']['output'];
  /** Its name: unique among the workspaces, whatever the case. */
  name: Scalars['String']['output'];
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Whether it is the default workspace: listed first, never deleted, given deleted ones' projects. */
  isDefault: Scalars['Boolean']['output'];
  /** Whether the caller may edit it: as `allowedTo.edit`. */
  canEdit: Scalars['Boolean']['output'];
  /** What the caller may do with it. */
  allowedTo: WorkspaceAllowedTo;
  /** Shown in the header on the workspace's pages and its projects'; null for the default logo. */
  logo?: Maybe<WorkspaceImage>;
  /** The poster of its projects that have none of their own; null for the default poster. */
  projectPoster?: Maybe<WorkspaceImage>;
  /** Its members may draw annotations on the pictures they comment on (superusers always may). */
  annotations: Scalars['Boolean']['output'];
  /** Bytes of every version of every project in it. */
  size: Scalars['Float']['output'];
  /** Its projects the viewer may see, newest first. */
  projects: Array<Project>;
  /** Its custom fields in their order. */
  customFields: Array<CustomField>;
  /** Whether some project of it has a transfer server: its Stats tab shows then. */
  hasTransferServer: Scalars['Boolean']['output'];
};

/** What `createWorkspace` takes. */
export type CreateWorkspaceInput = {
  /** Its name: trimmed, not empty, not another workspace's (NAME_CONFLICT). */
  name: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `createWorkspace` answers. */
export type CreateWorkspacePayload = {
  /** The workspace made. */
  workspace: Workspace;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `updateWorkspace` takes. */
export type UpdateWorkspaceInput = {
  /** The workspace: edit on it needed. */
  id: Scalars['ID']['input'];
  /** Its new name: trimmed, not empty, not another workspace's (NAME_CONFLICT). */
  name: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What the mutations that change a workspace answer: the workspace as saved. */
export type UpdateWorkspacePayload = {
  /** The workspace as saved. */
  workspace: Workspace;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `setWorkspaceAnnotations` takes. */
export type SetWorkspaceAnnotationsInput = {
  /** The workspace: edit on it needed. */
  id: Scalars['ID']['input'];
  /** Whether its members may draw annotations. */
  enabled: Scalars['Boolean']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `deleteWorkspace` takes. */
export type DeleteWorkspaceInput = {
  /** The workspace: not the default one. */
  id: Scalars['ID']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `deleteWorkspace` answers. */
export type DeleteWorkspacePayload = {
  /** The id of the workspace deleted, to drop it from the list. */
  deletedWorkspaceId: Scalars['ID']['output'];
  /** Where its projects went. */
  defaultWorkspace: Workspace;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `uploadWorkspaceLogo` and `uploadWorkspaceProjectPoster` take. */
export type UploadWorkspaceImageInput = {
  /** The workspace. */
  id: Scalars['ID']['input'];
  /** jpeg, png, gif, bmp or tiff. */
  contentType: Scalars['String']['input'];
  /** The file's size in bytes: more than 0, at most 8 MiB. */
  size: Scalars['Float']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A branding image on its way: the file is PUT to the one URL, then confirmed by id. */
export type WorkspaceImageUpload = {
  /** The upload's id, to confirm it with. */
  id: Scalars['ID']['output'];
  /** The signed URL to PUT the file to: one, as an image is sent in one part. */
  urls: Array<Scalars['String']['output']>;
};

/** What `uploadWorkspaceLogo` and `uploadWorkspaceProjectPoster` answer. */
export type UploadWorkspaceImagePayload = {
  /** Where to send the image. */
  upload: WorkspaceImageUpload;
  /** The input's `clientMutationId`, unchanged. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What `confirmWorkspaceImage` takes. */
export type ConfirmWorkspaceImageInput = {
  /** The upload's id, as the upload mutation answered it. */
  uploadId: Scalars['ID']['input'];
  /** The ETag the storage answered to the PUT. */
  etag: Scalars['String']['input'];
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** What `removeWorkspaceImages` takes. */
export type RemoveWorkspaceImagesInput = {
  /** The workspace. */
  id: Scalars['ID']['input'];
  /** True removes its logo: the default logo shows again. */
  logo?: InputMaybe<Scalars['Boolean']['input']>;
  /** True removes its default project poster: the default poster shows again. */
  projectPoster?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any text the client chooses; the payload gives it back unchanged (Relay). */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};
