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

export type Node = {
  id: Scalars['ID']['output'];
};

export type PageInfo = {
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
  endCursor?: Maybe<Scalars['String']['output']>;
};

export type Query = {
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
  asset?: Maybe<Asset>;
  /** The signed-in user's second factors, the oldest first (UNAUTHENTICATED to visitors). */
  authFactors: Array<AuthFactor>;
  /** The signed-in user's recovery codes, used ones too; empty when they have none. */
  recoveryCodes: Array<RecoveryCode>;
  folder?: Maybe<Folder>;
  /** The current user's jobs in a project, or in every project they may see; newest first. */
  jobs: Array<Job>;
  job?: Maybe<Job>;
  /**
   * The share links the viewer sees (their own, and all of the projects they edit), of one project
   * or all, in the order asked for (newest first by default).
   */
  links: ShareLinkConnection;
  /** The projects with share links the viewer sees, by name: the Shares list's sidebar. */
  linkProjects: Array<Project>;
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
  projects: ProjectConnection;
  project?: Maybe<Project>;
  /** Transfers of a project or of every project of a workspace, between two days (YYYY-MM-DD, inclusive); empty when neither is given. */
  transfers: TransferReport;
  /** Where the upload's finalisation stands, for whoever may upload where it goes. */
  uploadFinalization: UploadFinalization;
  /**
   * The people the viewer manages, by name, 1000 a page at most: everyone for a superuser; for a
   * workspace admin or a project's manager or Supervisor, the members of the projects they edit and
   * the admins of those projects' workspaces. FORBIDDEN to others. Deleted users are not listed.
   */
  users: UserConnection;
  currentUser: User;
  /**
   * People for the manager pickers and Assign User, for superusers, workspace admins and those who
   * edit a project; the query needs at least 2 characters.
   */
  people: Array<User>;
  /** The link the visitor signed in with; UNAUTHENTICATED for anyone else. */
  sharedLink: SharedLink;
  /** Workspaces the current user may see; the default workspace first. */
  workspaces: Array<Workspace>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApiTokensArgs = {
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAssetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFolderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobsArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLinksArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<LinkOrder>;
  filter?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLinkArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLinkCanAllowDownloadArgs = {
  linkId: Scalars['ID']['input'];
};


export type QueryProjectUsersArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryFolderUsersArgs = {
  folderId: Scalars['ID']['input'];
};


export type QueryWorkspaceUsersArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type QueryProjectsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<ProjectOrder>;
  editable?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTransfersArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
  dateFrom: Scalars['String']['input'];
  dateTo: Scalars['String']['input'];
};


export type QueryUploadFinalizationArgs = {
  uploadId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPeopleArgs = {
  query: Scalars['String']['input'];
};

/** Where a watermark's text sits on the picture. */
export type WatermarkPosition =
  | 'TOPLEFT'
  | 'TOPCENTER'
  | 'TOPRIGHT'
  | 'CENTER'
  | 'BOTTOMLEFT'
  | 'BOTTOMCENTER'
  | 'BOTTOMRIGHT';

/**
 * What a watermark shows: a custom text, the visitor's e-mail (or their visit), the clip's, folder's,
 * project's or production's name, the project and folder, the slate, the date and time of the visit,
 * or a counter running with the picture: frame, timecode, time.
 */
export type WatermarkType =
  | 'CUSTOM'
  | 'USERNAME'
  | 'CLIPNAME'
  | 'FOLDER'
  | 'PROJECT'
  | 'PROJECTFOLDER'
  | 'PRODUCTION'
  | 'SLATE'
  | 'TIMEOFDAY'
  | 'FRAME'
  | 'TIMECODE'
  | 'TIME';

/** A user's preferences (the account area's Preferences). */
export type UserSettings = {
  /** Whether a video starts playing as soon as it opens. */
  autoPlay: Scalars['Boolean']['output'];
  /** Whether uploads use the newer upload flow. */
  prefersUploadV2: Scalars['Boolean']['output'];
};

/** A project the user is a member of, with the notifications they receive from it. */
export type UserProjectSettings = {
  project: Project;
  receiveFolderContentNotifications: Scalars['Boolean']['output'];
  receiveCommentNotifications: Scalars['Boolean']['output'];
};

export type UpdateUserInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** A new password, held to the strength rules; omitted or empty, the password stays. */
  password?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserPayload = {
  user: User;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UserSettingsInput = {
  autoPlay?: InputMaybe<Scalars['Boolean']['input']>;
  prefersUploadV2?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateUserSettingsInput = {
  userId: Scalars['ID']['input'];
  /** The settings to change; those left out keep their values. */
  settings: UserSettingsInput;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserSettingsPayload = {
  user: User;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UpdateUserProjectSettingsInput = {
  userId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  receiveFolderContentNotifications: Scalars['Boolean']['input'];
  receiveCommentNotifications: Scalars['Boolean']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserProjectSettingsPayload = {
  projectSettings: UserProjectSettings;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

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
  /** Rename: one asset with edit on it. */
  renameAsset: RenameAssetPayload;
  addComment: AddCommentPayload;
  updateComment: UpdateCommentPayload;
  removeComment: RemoveCommentPayload;
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
  cancelJob: CancelJobPayload;
  retryJob: RetryJobPayload;
  /** Opens a link on folders and assets of one project, each of which the viewer may share. */
  createLink: CreateLinkPayload;
  updateLink: UpdateLinkPayload;
  /** Mails the link to each recipient with the sender's name and personal message. */
  sendLink: SendLinkPayload;
  deleteLink: DeleteLinkPayload;
  saveProjectUser: SaveProjectUserPayload;
  removeProjectUser: RemoveProjectUserPayload;
  /**
   * Removes several members from the project in one decision, for those who may edit it: all of
   * them, or none when one is not a member (NOT_FOUND) or is an admin of its workspace
   * (STATE_CONFLICT).
   */
  removeProjectUsers: RemoveProjectUsersPayload;
  saveFolderUser: SaveFolderUserPayload;
  removeFolderUser: RemoveFolderUserPayload;
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
  createProject: CreateProjectPayload;
  updateProject: UpdateProjectPayload;
  updateProjectSettings: UpdateProjectPayload;
  changeProjectWorkspace: UpdateProjectPayload;
  deleteProject: DeleteProjectPayload;
  /**
   * Sets a version's review status: for those who may edit its asset (Asset.allowedTo.edit, Editors
   * and above on its folder); never a viewer nor a share link's visitor.
   */
  setReviewStatus: SetReviewStatusPayload;
  /**
   * Finalises an upload without holding the request open: answers at once (TRIGGERED, or where a
   * finalisation asked earlier stands); the client polls uploadFinalization every 2 s. Refused as
   * finalizeUpload is, before anything happens.
   */
  finalizeUploadV2: FinalizeUploadV2Payload;
  startUpload: StartUploadPayload;
  finalizeUpload: FinalizeUploadPayload;
  cancelUpload: CancelUploadPayload;
  /**
   * Deletes a user, for superusers, never themselves (user.deleted): they are signed out everywhere
   * at once, cannot sign in, leave every users list, and their e-mail address may be invited again.
   * Their name stays on their comments and assets.
   */
  deleteUser: DeleteUserPayload;
  /** Records that the link's visitor started playing a version the link holds (link.played). */
  recordPlay: RecordPlayPayload;
  createWorkspace: CreateWorkspacePayload;
  /** Renames the workspace (its admins and superusers). */
  updateWorkspace: UpdateWorkspacePayload;
  /** Turns drawing annotations on or off for the workspace's members (its admins and superusers). */
  setWorkspaceAnnotations: UpdateWorkspacePayload;
  /** Deletes the workspace (superusers; never the default one); its projects move to the default. */
  deleteWorkspace: DeleteWorkspacePayload;
  uploadWorkspaceLogo: UploadWorkspaceImagePayload;
  uploadWorkspaceProjectPoster: UploadWorkspaceImagePayload;
  /** Checks the uploaded file is an image of an allowed type and puts it in place. */
  confirmWorkspaceImage: UpdateWorkspacePayload;
  removeWorkspaceImages: UpdateWorkspacePayload;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateUserSettingsArgs = {
  input: UpdateUserSettingsInput;
};


export type MutationUpdateUserProjectSettingsArgs = {
  input: UpdateUserProjectSettingsInput;
};


export type MutationEndSessionArgs = {
  input: EndSessionInput;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationRevokeApiTokenArgs = {
  input: RevokeApiTokenInput;
};


export type MutationRenameAssetArgs = {
  input: RenameAssetInput;
};


export type MutationAddCommentArgs = {
  input: AddCommentInput;
};


export type MutationUpdateCommentArgs = {
  input: UpdateCommentInput;
};


export type MutationRemoveCommentArgs = {
  input: RemoveCommentInput;
};


export type MutationRequestDownloadArgs = {
  input: RequestDownloadInput;
};


export type MutationAddUserAuthFactorArgs = {
  input: AddUserAuthFactorInput;
};


export type MutationActivateAuthFactorArgs = {
  input: ActivateAuthFactorInput;
};


export type MutationTriggerAuthFactorArgs = {
  input: TriggerAuthFactorInput;
};


export type MutationRemoveAuthFactorArgs = {
  input: RemoveAuthFactorInput;
};


export type MutationGenerateRecoveryCodesArgs = {
  input: GenerateRecoveryCodesInput;
};


export type MutationRegenerateFolderThumbnailArgs = {
  input: RegenerateFolderThumbnailInput;
};


export type MutationUploadFolderPosterArgs = {
  input: UploadFolderPosterInput;
};


export type MutationConfirmFolderPosterArgs = {
  input: ConfirmFolderPosterInput;
};


export type MutationRemoveFolderImagesArgs = {
  input: RemoveFolderImagesInput;
};


export type MutationCreateFolderArgs = {
  input: CreateFolderInput;
};


export type MutationRenameFolderArgs = {
  input: RenameFolderInput;
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationReinviteArgs = {
  input: ReinviteInput;
};


export type MutationCancelJobArgs = {
  input: CancelJobInput;
};


export type MutationRetryJobArgs = {
  input: RetryJobInput;
};


export type MutationCreateLinkArgs = {
  input: CreateLinkInput;
};


export type MutationUpdateLinkArgs = {
  input: UpdateLinkInput;
};


export type MutationSendLinkArgs = {
  input: SendLinkInput;
};


export type MutationDeleteLinkArgs = {
  input: DeleteLinkInput;
};


export type MutationSaveProjectUserArgs = {
  input: SaveProjectUserInput;
};


export type MutationRemoveProjectUserArgs = {
  input: RemoveProjectUserInput;
};


export type MutationRemoveProjectUsersArgs = {
  input: RemoveProjectUsersInput;
};


export type MutationSaveFolderUserArgs = {
  input: SaveFolderUserInput;
};


export type MutationRemoveFolderUserArgs = {
  input: RemoveFolderUserInput;
};


export type MutationSaveWorkspaceUserArgs = {
  input: SaveWorkspaceUserInput;
};


export type MutationRemoveWorkspaceUserArgs = {
  input: RemoveWorkspaceUserInput;
};


export type MutationStartMetadataUploadArgs = {
  input: StartMetadataUploadInput;
};


export type MutationImportMetadataArgs = {
  input: ImportMetadataInput;
};


export type MutationRequestCommentsExportArgs = {
  input: RequestCommentsExportInput;
};


export type MutationSaveProjectTemplateArgs = {
  input: SaveProjectTemplateInput;
};


export type MutationRemoveProjectTemplateArgs = {
  input: RemoveProjectTemplateInput;
};


export type MutationSendFolderNotificationArgs = {
  input: SendFolderNotificationInput;
};


export type MutationDeleteItemsArgs = {
  input: DeleteItemsInput;
};


export type MutationMoveItemsArgs = {
  input: MoveItemsInput;
};


export type MutationCopyItemsArgs = {
  input: CopyItemsInput;
};


export type MutationUpdateProjectLookArgs = {
  input: UpdateProjectLookInput;
};


export type MutationUploadProjectOverlayArgs = {
  input: UploadProjectOverlayInput;
};


export type MutationConfirmProjectOverlayArgs = {
  input: ConfirmProjectOverlayInput;
};


export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


export type MutationUpdateProjectArgs = {
  input: UpdateProjectInput;
};


export type MutationUpdateProjectSettingsArgs = {
  input: UpdateProjectSettingsInput;
};


export type MutationChangeProjectWorkspaceArgs = {
  input: ChangeProjectWorkspaceInput;
};


export type MutationDeleteProjectArgs = {
  input: DeleteProjectInput;
};


export type MutationSetReviewStatusArgs = {
  input: SetReviewStatusInput;
};


export type MutationFinalizeUploadV2Args = {
  input: FinalizeUploadInput;
};


export type MutationStartUploadArgs = {
  input: StartUploadInput;
};


export type MutationFinalizeUploadArgs = {
  input: FinalizeUploadInput;
};


export type MutationCancelUploadArgs = {
  input: CancelUploadInput;
};


export type MutationDeleteUserArgs = {
  input: DeleteUserInput;
};


export type MutationRecordPlayArgs = {
  input: RecordPlayInput;
};


export type MutationCreateWorkspaceArgs = {
  input: CreateWorkspaceInput;
};


export type MutationUpdateWorkspaceArgs = {
  input: UpdateWorkspaceInput;
};


export type MutationSetWorkspaceAnnotationsArgs = {
  input: SetWorkspaceAnnotationsInput;
};


export type MutationDeleteWorkspaceArgs = {
  input: DeleteWorkspaceInput;
};


export type MutationUploadWorkspaceLogoArgs = {
  input: UploadWorkspaceImageInput;
};


export type MutationUploadWorkspaceProjectPosterArgs = {
  input: UploadWorkspaceImageInput;
};


export type MutationConfirmWorkspaceImageArgs = {
  input: ConfirmWorkspaceImageInput;
};


export type MutationRemoveWorkspaceImagesArgs = {
  input: RemoveWorkspaceImagesInput;
};

/** A sign-in of the signed-in user that still lasts: where it was made, when it was last used. */
export type UserSession = {
  id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  lastUsedAt: Scalars['DateTime']['output'];
  /** The browser's own description (its user agent); null for a session from before it was kept. */
  device?: Maybe<Scalars['String']['output']>;
  clientIp?: Maybe<Scalars['String']['output']>;
  /** The session of this very request. */
  current: Scalars['Boolean']['output'];
};

export type SignInOutcome =
  | 'SIGNED_IN'
  /** A wrong password. */
  | 'PASSWORD'
  /** Refused unevaluated: the account or the address had to wait after too many wrong ones. */
  | 'LIMITED'
  /** A wrong second-factor or recovery code, after the right password. */
  | 'CODE';

/** A sign-in of the user, or one refused at their address. */
export type SignInRecord = {
  at: Scalars['DateTime']['output'];
  outcome: SignInOutcome;
  /** The browser's own description (its user agent). */
  device?: Maybe<Scalars['String']['output']>;
  clientIp?: Maybe<Scalars['String']['output']>;
};

export type EndSessionInput = {
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type EndSessionPayload = {
  endedId: Scalars['ID']['output'];
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

export type AssetType =
  | 'VIDEO'
  | 'AUDIO'
  | 'IMAGE'
  | 'DOCUMENT'
  | 'OTHER';

export type AssetAllowedTo = {
  edit: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
  download: Scalars['Boolean']['output'];
  share: Scalars['Boolean']['output'];
  comment: Scalars['Boolean']['output'];
  /** Drawing annotations: superusers, and commenters in a workspace that turns drawing on. */
  annotate: Scalars['Boolean']['output'];
};

/** One metadata entry of an asset; a hidden one is shown under "More". */
export type MetadataEntry = {
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
  hidden: Scalars['Boolean']['output'];
};

export type Asset = Node & {
  id: Scalars['ID']['output'];
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
  type: AssetType;
  project: Project;
  folder: Folder;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<User>;
  /** The version reviewers see: the last one added. */
  newestVersion: Version;
  /** Newest first. */
  versions: Array<Version>;
  allowedTo: AssetAllowedTo;
  /** The archive's format (zip, tar…) when its file is one: never offered as a download; else null. */
  archiveFormat?: Maybe<Scalars['String']['output']>;
  /** When the asset last changed: its newest version's upload. */
  modifiedAt: Scalars['DateTime']['output'];
  /** The version numbered `number` (null when it has none); the newest without it. */
  version?: Maybe<Version>;
};


export type AssetVersionArgs = {
  number?: InputMaybe<Scalars['Int']['input']>;
};

export type AssetEdge = {
  cursor: Scalars['String']['output'];
  node: Asset;
};

export type AssetConnection = {
  edges: Array<AssetEdge>;
  pageInfo: PageInfo;
};

/**
 * How a folder's assets are listed: by name (as people read numbers), when they were created, or
 * their newest version's size or duration. SCENE_TAKE lists by the shown name (the slate's text,
 * else the name), SELECTED the circled takes after (ASC) or before (DESC) the others, each by their
 * shown name.
 */
export type AssetOrder =
  | 'SCENE_TAKE_ASC'
  | 'SCENE_TAKE_DESC'
  | 'SELECTED_ASC'
  | 'SELECTED_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'SIZE_ASC'
  | 'SIZE_DESC'
  | 'DURATION_ASC'
  | 'DURATION_DESC';

/**
 * Which takes a folder lists: `circled` true for the circled ones only, false for the others
 * (null for both); `withComments` true for those whose newest version has comments.
 */
export type TakesFilter = {
  circled?: InputMaybe<Scalars['Boolean']['input']>;
  withComments?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RenameAssetInput = {
  id: Scalars['ID']['input'];
  /** Trimmed; not empty and not the name it has. */
  name: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RenameAssetPayload = {
  asset: Asset;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type CommentAllowedTo = {
  edit: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
};

/**
 * A drawing on the picture at a comment's start: the fabric scene (JSON) and the size of the canvas
 * it was drawn on, to scale it to the picture shown.
 */
export type Annotation = {
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  scene: Scalars['String']['output'];
};

export type Comment = Node & {
  id: Scalars['ID']['output'];
  /** Empty once deleted. */
  text: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The user who wrote it; null for a share link's visitor's or an API token's. */
  createdBy?: Maybe<User>;
  /** The author as a reviewer knows them: the user's or API token's name, else the visitor's e-mail, else 'Guest'. */
  authorName: Scalars['String']['output'];
  /** Frame for video, milliseconds for audio and images; null without a position. */
  start?: Maybe<Scalars['Int']['output']>;
  end?: Maybe<Scalars['Int']['output']>;
  hasPosition: Scalars['Boolean']['output'];
  isDeleted: Scalars['Boolean']['output'];
  isAnnotation: Scalars['Boolean']['output'];
  /** The drawing of an annotation comment; null for text alone and once deleted. */
  annotation?: Maybe<Annotation>;
  parent?: Maybe<Comment>;
  replies: Array<Comment>;
  version: Version;
  allowedTo: CommentAllowedTo;
};

/** How a version's threads are listed. */
export type CommentOrder =
  /** By position (those without one last), then oldest first. */
  | 'POSITION'
  | 'NEWEST'
  | 'OLDEST';

export type CommentEdge = {
  cursor: Scalars['String']['output'];
  node: Comment;
};

export type CommentConnection = {
  edges: Array<CommentEdge>;
  pageInfo: PageInfo;
};

export type CommentPositionInput = {
  start: Scalars['Int']['input'];
  end?: InputMaybe<Scalars['Int']['input']>;
};

export type AnnotationInput = {
  /** The canvas the drawing was made on, in pixels. */
  width: Scalars['Int']['input'];
  height: Scalars['Int']['input'];
  /** The fabric scene as JSON (canvas.toObject()), with at least one object. */
  scene: Scalars['String']['input'];
};

export type AddCommentInput = {
  versionId: Scalars['ID']['input'];
  /** May be empty with an annotation. */
  text: Scalars['String']['input'];
  position?: InputMaybe<CommentPositionInput>;
  replyTo?: InputMaybe<Scalars['ID']['input']>;
  /** A drawing at the position (superusers, and commenters where the workspace turns it on). */
  annotation?: InputMaybe<AnnotationInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type AddCommentPayload = {
  comment: Comment;
  commentEdge: CommentEdge;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UpdateCommentInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCommentPayload = {
  comment: Comment;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveCommentInput = {
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveCommentPayload = {
  comment: Comment;
  /** The comment's id when it leaves its version's list; null when its replies keep it there, read as deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type CommentChange =
  | 'ADDED'
  | 'UPDATED'
  | 'REMOVED';

export type CommentChanged = {
  change: CommentChange;
  comment: Comment;
};

export type Subscription = {
  /** Fires when a comment on any version of the asset is added, edited or deleted. */
  commentChanged: CommentChanged;
  /**
   * Fires with a child folder of the open folder whose thumbnail changed (its first asset got a
   * picture, or its poster was set or reset), so its row shows the new one at once.
   */
  folderThumbnail: Folder;
  /** Fires when the folder or its direct children change. */
  folderChanged: Folder;
  /** Fires when a job of the project changes state or progress. */
  jobUpdated: Job;
  /** Fires when a share link the signed-in person sees is created, changed or deleted. */
  linkChanged: LinkChanged;
  /** Fires when the signed-in person's roles, folder entries or workspace admin rights change. */
  accessChanged: User;
  /**
   * Answers once, as soon as it is subscribed, and again on each reconnection (graphql-ws subscribes
   * again), then stays open: after a deploy the first answer from the new build tells an open page
   * that it runs code the server no longer serves.
   */
  welcome: Welcome;
};


export type SubscriptionCommentChangedArgs = {
  assetId: Scalars['ID']['input'];
};


export type SubscriptionFolderThumbnailArgs = {
  folderId: Scalars['ID']['input'];
};


export type SubscriptionFolderChangedArgs = {
  folderId: Scalars['ID']['input'];
};


export type SubscriptionJobUpdatedArgs = {
  projectId: Scalars['ID']['input'];
};

export type RequestDownloadInput = {
  projectId: Scalars['ID']['input'];
  /** The folder the selection was made in; it names the zip of a selection. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RequestDownloadPayload = {
  /** Signed; saves one file under its name, or several as one zip streamed as it is read. */
  url: Scalars['String']['output'];
  /** When the URL stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The name the browser saves. */
  filename: Scalars['String']['output'];
  fileCount: Scalars['Int']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** How a second factor proves who signs in: an authenticator app's codes, or codes sent by text message. */
export type AuthFactorType =
  | 'APP'
  | 'SMS';

/** A second factor of the signed-in user. */
export type AuthFactor = {
  id: Scalars['ID']['output'];
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
  code: Scalars['String']['output'];
  used: Scalars['Boolean']['output'];
};

export type AddUserAuthFactorInput = {
  /** The user (only the signed-in user themselves). */
  id: Scalars['ID']['input'];
  type: AuthFactorType;
  /** For SMS: the phone number in international form, +44 7700 900123 (VALIDATION_FAILED on field phone). */
  phone?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type AddUserAuthFactorPayload = {
  /** The new factor, inactive until activateAuthFactor. */
  factor: AuthFactor;
  /** For an app: the shared secret in base32, to type in by hand; null for SMS. */
  secret?: Maybe<Scalars['String']['output']>;
  /** For an app: an otpauth:// QR code as a data: URL of an SVG image; null for SMS. */
  qr?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type ActivateAuthFactorInput = {
  id: Scalars['ID']['input'];
  /** The code the app shows or the text message brought (INVALID_CODE when wrong, RATE_LIMITED after too many). */
  code: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type ActivateAuthFactorPayload = {
  factor: AuthFactor;
  user: User;
  /** The user's first recovery codes, when this was their first active factor; null otherwise. */
  recoveryCodes?: Maybe<Array<RecoveryCode>>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type TriggerAuthFactorInput = {
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type TriggerAuthFactorPayload = {
  factor: AuthFactor;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveAuthFactorInput = {
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveAuthFactorPayload = {
  removedId: Scalars['ID']['output'];
  user: User;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type GenerateRecoveryCodesInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type GenerateRecoveryCodesPayload = {
  recoveryCodes: Array<RecoveryCode>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RegenerateFolderThumbnailInput = {
  /** The folder. */
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RegenerateFolderThumbnailPayload = {
  folder: Folder;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UploadFolderPosterInput = {
  /** The folder. */
  id: Scalars['ID']['input'];
  /** jpeg, png, gif, bmp or tiff. */
  contentType: Scalars['String']['input'];
  size: Scalars['Float']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** An image upload in flight: PUT the file to the one URL, then confirm with the ETag answered. */
export type FolderPosterUpload = {
  id: Scalars['ID']['output'];
  urls: Array<Scalars['String']['output']>;
};

export type UploadFolderPosterPayload = {
  upload: FolderPosterUpload;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type ConfirmFolderPosterInput = {
  uploadId: Scalars['ID']['input'];
  /** The ETag the storage answered to the PUT. */
  etag: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type FolderPosterPayload = {
  folder: Folder;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveFolderImagesInput = {
  /** The folder. */
  id: Scalars['ID']['input'];
  /** Removes its poster: the automatic thumbnail shows again. */
  poster?: InputMaybe<Scalars['Boolean']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type FolderAllowedTo = {
  edit: Scalars['Boolean']['output'];
  upload: Scalars['Boolean']['output'];
  download: Scalars['Boolean']['output'];
  share: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
};

export type Folder = Node & {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  project: Project;
  parent?: Maybe<Folder>;
  /** From the project's root folder down to this folder's parent. */
  ancestors: Array<Folder>;
  isRoot: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  modifiedAt: Scalars['DateTime']['output'];
  creator?: Maybe<User>;
  folderCount: Scalars['Int']['output'];
  /**
   * The child folders; without an order, by content (spec §4): newest first in a folder without
   * assets, otherwise by name.
   */
  children: FolderConnection;
  allowedTo: FolderAllowedTo;
  /** Seconds a client may keep the folder before it reloads it on coming back to the page: 300. */
  ttl: Scalars['Int']['output'];
  /** Whether an asset of the folder is a circled take (the list then shows the Selected column). */
  hasCircledTakes: Scalars['Boolean']['output'];
  /** Whether an asset of the folder has a slate (the list then shows the Scene column). */
  hasSlates: Scalars['Boolean']['output'];
  /** Whether an asset's newest version has a review status (the list then shows the Status column). */
  hasReviewStatuses: Scalars['Boolean']['output'];
  /**
   * Those whose name or a metadata value holds `filter` anywhere, whatever its case, and which are
   * the `takes` asked for, and whose newest version has `reviewStatus` when one is asked for.
   * Without `orderBy`, by content: SCENE_TAKE_ASC when an asset has a slate, else NAME_ASC.
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
};


export type FolderChildrenArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<FolderOrder>;
  filter?: InputMaybe<Scalars['String']['input']>;
};


export type FolderAssetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<AssetOrder>;
  filter?: InputMaybe<Scalars['String']['input']>;
  takes?: InputMaybe<TakesFilter>;
  reviewStatus?: InputMaybe<ReviewStatus>;
};


export type FolderCommentedAssetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** How a folder's child folders are listed: by name (as people read numbers) or when created. */
export type FolderOrder =
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'CREATED_ASC'
  | 'CREATED_DESC';

export type FolderEdge = {
  cursor: Scalars['String']['output'];
  node: Folder;
};

export type FolderConnection = {
  edges: Array<FolderEdge>;
  pageInfo: PageInfo;
};

export type CreateFolderInput = {
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
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type CreateFolderPayload = {
  /** The folder made: the last of `path`. */
  folder: Folder;
  /** Its edge in its own parent's children. */
  folderEdge: FolderEdge;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RenameFolderInput = {
  id: Scalars['ID']['input'];
  /** Trimmed; not empty, not the name it has, not a sibling's (whatever the case). */
  name: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RenameFolderPayload = {
  folder: Folder;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type InviteUserInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  /** Viewer, Editor or Supervisor. */
  roleId: Scalars['ID']['input'];
  /** A folder of the project: the invitee reaches it and what lies below; omitted, the whole project. */
  folderId?: InputMaybe<Scalars['ID']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type InviteUserPayload = {
  /** Whether the address was new, so the user was created. */
  created: Scalars['Boolean']['output'];
  /** Whether an invitation mail went out: the user has not joined yet. */
  invited: Scalars['Boolean']['output'];
  user: User;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type ReinviteInput = {
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
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type ReinvitePayload = {
  user: User;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type JobType =
  | 'PROCESSING'
  | 'MAINTENANCE';

export type JobState =
  | 'WAITING'
  | 'RUNNING'
  | 'COMPLETED'
  | 'FAILED'
  | 'CANCELLED';

export type Job = Node & {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: JobType;
  state: JobState;
  /** 0 to 100. */
  progress: Scalars['Int']['output'];
  /** Why it failed, in words a user can read. */
  reason?: Maybe<Scalars['String']['output']>;
  project: Project;
  folder: Folder;
  asset: Asset;
  version: Version;
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type CancelJobInput = {
  jobId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type CancelJobPayload = {
  job: Job;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RetryJobInput = {
  jobId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RetryJobPayload = {
  job: Job;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type LinkWatermark = {
  type: WatermarkType;
  /** The custom text; empty for the other types. */
  text: Scalars['String']['output'];
  position: WatermarkPosition;
  /** Of the text, 10 to 100; its box is half as opaque. */
  opacity: Scalars['Int']['output'];
};

export type LinkWatermarkInput = {
  /** CUSTOM when not given. */
  type?: InputMaybe<WatermarkType>;
  /** Required (trimmed, not empty) for CUSTOM; ignored otherwise. */
  text?: InputMaybe<Scalars['String']['input']>;
  position: WatermarkPosition;
  /** 10 to 100; 100 when not given. */
  opacity?: InputMaybe<Scalars['Int']['input']>;
};

export type ShareLinkAllowedTo = {
  edit: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
  send: Scalars['Boolean']['output'];
};

/** A protected link to folders and assets of one project, for people outside the production. */
export type ShareLink = Node & {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  token: Scalars['String']['output'];
  /** The address visitors open. */
  url: Scalars['String']['output'];
  project: Project;
  projectName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<User>;
  /** Null for a link that never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  isExpired: Scalars['Boolean']['output'];
  hasPassword: Scalars['Boolean']['output'];
  canDownload: Scalars['Boolean']['output'];
  allowComments: Scalars['Boolean']['output'];
  watermark?: Maybe<LinkWatermark>;
  /**
   * A clip or picture the link shares, for the watermark's preview: the first by name, named on its
   * own or in its folders. Null when it shares none (or none the viewer sees).
   */
  previewAsset?: Maybe<Asset>;
  folderCount: Scalars['Int']['output'];
  assetCount: Scalars['Int']['output'];
  hasFolders: Scalars['Boolean']['output'];
  allowedTo: ShareLinkAllowedTo;
};

export type ShareLinkEdge = {
  cursor: Scalars['String']['output'];
  node: ShareLink;
};

export type ShareLinkConnection = {
  edges: Array<ShareLinkEdge>;
  pageInfo: PageInfo;
};

export type CreateLinkInput = {
  projectId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  canDownload?: InputMaybe<Scalars['Boolean']['input']>;
  /** False for a link that never expires. */
  hasExpiry?: InputMaybe<Scalars['Boolean']['input']>;
  /** When the link stops working; 7 days from now when left out. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  allowComments?: InputMaybe<Scalars['Boolean']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type CreateLinkPayload = {
  link: ShareLink;
  linkEdge: ShareLinkEdge;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Options left out stay as they are. */
export type UpdateLinkInput = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  canDownload?: InputMaybe<Scalars['Boolean']['input']>;
  allowComments?: InputMaybe<Scalars['Boolean']['input']>;
  /** False takes the expiry off; true with expiresAt sets it. */
  hasExpiry?: InputMaybe<Scalars['Boolean']['input']>;
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** False takes the password off; true with password sets it. */
  hasPassword?: InputMaybe<Scalars['Boolean']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  /** False takes the watermark off; true with watermark sets it. */
  hasWatermark?: InputMaybe<Scalars['Boolean']['input']>;
  watermark?: InputMaybe<LinkWatermarkInput>;
  /** What the link shares from now on, both lists together. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateLinkPayload = {
  link: ShareLink;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type SendLinkInput = {
  id: Scalars['ID']['input'];
  recipients: Array<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type SendLinkPayload = {
  link: ShareLink;
  /** Each address mailed, once. */
  recipients: Array<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type DeleteLinkInput = {
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteLinkPayload = {
  deletedId: Scalars['ID']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What happened to a share link. */
export type LinkChange =
  | 'CREATED'
  | 'UPDATED'
  | 'DELETED';

export type LinkChanged = {
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
  | 'NAME'
  | 'CREATED'
  | 'CREATED_BY'
  | 'EXPIRES';

/** What a role or a folder entry allows. */
export type Permissions = {
  view: Scalars['Boolean']['output'];
  edit: Scalars['Boolean']['output'];
  download: Scalars['Boolean']['output'];
  share: Scalars['Boolean']['output'];
  comment: Scalars['Boolean']['output'];
};

/**
 * A permission of a member with its lock: locked when the member holds an admin role (or is a
 * workspace admin), when it is inherited (on a top-level folder only when it is inherited and set:
 * one may add there what the folder above does not give), and always for 'view'. A locked
 * permission is not sent.
 */
export type PermissionFlag = {
  value: Scalars['Boolean']['output'];
  locked: Scalars['Boolean']['output'];
};

export type PermissionFlags = {
  view: PermissionFlag;
  edit: PermissionFlag;
  download: PermissionFlag;
  share: PermissionFlag;
  comment: PermissionFlag;
};

/** Viewer (the default), Editor, Supervisor (the project's admin role); Admin is the workspace's. */
export type Role = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  isAdmin: Scalars['Boolean']['output'];
  isDefault: Scalars['Boolean']['output'];
  permissions: Permissions;
};

export type ProjectUserSettings = {
  receiveFolderContentNotifications: Scalars['Boolean']['output'];
  receiveCommentNotifications: Scalars['Boolean']['output'];
};

/** A member of a project, or an admin of its workspace (Admin, locked). */
export type ProjectUser = {
  project: Project;
  user: User;
  userName: Scalars['String']['output'];
  userEmail: Scalars['String']['output'];
  role: Role;
  supervisor: Scalars['Boolean']['output'];
  canEditProject: Scalars['Boolean']['output'];
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
  folder: Folder;
  user: User;
  userName: Scalars['String']['output'];
  userEmail: Scalars['String']['output'];
  /** Their role in the folder's project: Viewer or Editor (admin roles hold every folder). */
  role: Role;
  allowedTo: PermissionFlags;
  /** The folder whose entry holds here, when inherited. */
  inheritedFrom?: Maybe<Folder>;
  isInherited: Scalars['Boolean']['output'];
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  lastActivityAt?: Maybe<Scalars['DateTime']['output']>;
};

export type WorkspaceUser = {
  workspace: Workspace;
  user: User;
  userName: Scalars['String']['output'];
  userEmail: Scalars['String']['output'];
  isAdmin: Scalars['Boolean']['output'];
};

/** Permissions sent: only those not locked. */
export type PermissionsInput = {
  view?: InputMaybe<Scalars['Boolean']['input']>;
  edit?: InputMaybe<Scalars['Boolean']['input']>;
  download?: InputMaybe<Scalars['Boolean']['input']>;
  share?: InputMaybe<Scalars['Boolean']['input']>;
  comment?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SaveProjectUserInput = {
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  roleId: Scalars['ID']['input'];
  /** Permissions on the whole project; omitted, a new member gets the role's. */
  permissions?: InputMaybe<PermissionsInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type SaveProjectUserPayload = {
  projectUser: ProjectUser;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveProjectUserInput = {
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveProjectUserPayload = {
  removedUserId: Scalars['ID']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveProjectUsersInput = {
  projectId: Scalars['ID']['input'];
  /** At least one member; none of them an admin of the project's workspace. */
  userIds: Array<Scalars['ID']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveProjectUsersPayload = {
  removedUserIds: Array<Scalars['ID']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type SaveFolderUserInput = {
  folderId: Scalars['ID']['input'];
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
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type SaveFolderUserPayload = {
  folderUser: FolderUser;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveFolderUserInput = {
  folderId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveFolderUserPayload = {
  removedUserId: Scalars['ID']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type SaveWorkspaceUserInput = {
  workspaceId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  /** Only true: the workspace's users are its admins. */
  isAdmin: Scalars['Boolean']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type SaveWorkspaceUserPayload = {
  workspaceUser: WorkspaceUser;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveWorkspaceUserInput = {
  workspaceId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  /**
   * Whether the user stays a member of the workspace's projects (the default); false, they leave
   * those projects too.
   */
  keepInProjects?: InputMaybe<Scalars['Boolean']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveWorkspaceUserPayload = {
  removedUserId: Scalars['ID']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/**
 * A metadata file (.ale, .xml) on its way to storage, as a clip's upload: PUT part N's bytes to
 * `urls[N - 1]`, then import it with `multipartId` and the parts' etags.
 */
export type MetadataUpload = {
  id: Scalars['ID']['output'];
  filename: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  partSize: Scalars['Int']['output'];
  urls: Array<Scalars['String']['output']>;
  multipartId: Scalars['String']['output'];
};

export type StartMetadataUploadInput = {
  folderId: Scalars['ID']['input'];
  filename: Scalars['String']['input'];
  /** At most 20 MiB. */
  size: Scalars['Float']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type StartMetadataUploadPayload = {
  upload: MetadataUpload;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type ImportMetadataInput = {
  folderId: Scalars['ID']['input'];
  uploadId: Scalars['ID']['input'];
  multipartId: Scalars['String']['input'];
  filename: Scalars['String']['input'];
  parts: Array<UploadedPartInput>;
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

export type ImportMetadataPayload = {
  result: MetadataMatch;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type CommentsExportFormat =
  /** One row per comment and reply, UTF-8 for spreadsheet apps. */
  | 'CSV'
  /** Each comment with its timecode, author, date and the frame it was made on. */
  | 'PDF'
  /** CMX 3600 with the comments as locators, for editing systems. */
  | 'EDL'
  /** Marker text Avid Media Composer imports. */
  | 'AVID_MARKERS';

export type RequestCommentsExportInput = {
  /** One of folderId (its assets' newest versions), assetId (its newest version) or versionId. */
  folderId?: InputMaybe<Scalars['ID']['input']>;
  assetId?: InputMaybe<Scalars['ID']['input']>;
  versionId?: InputMaybe<Scalars['ID']['input']>;
  format: CommentsExportFormat;
  /** The viewer's IANA time zone (e.g. Europe/Paris), for the dates. */
  timeZone: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RequestCommentsExportPayload = {
  /** Signed; saves the export under `filename`. */
  url: Scalars['String']['output'];
  /** When the URL stops working. */
  expiresAt: Scalars['DateTime']['output'];
  filename: Scalars['String']['output'];
  /** Comments and replies written. */
  commentCount: Scalars['Int']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Which part of a folder notification's mail a template writes. */
export type TemplateType =
  | 'NOTIFICATION_SUBJECT'
  | 'NOTIFICATION_BODY';

/**
 * A project's template for its folder notifications. Placeholders [FOLDER], [FOLDER_PATH], [LINK],
 * [PROJECT] and [USER] are filled when one is sent.
 */
export type ProjectTemplate = {
  type: TemplateType;
  contents: Scalars['String']['output'];
  /** Whether the project wrote its own; false for Rushes' default. */
  isCustom: Scalars['Boolean']['output'];
};

export type SaveProjectTemplateInput = {
  projectId: Scalars['ID']['input'];
  type: TemplateType;
  /** Trimmed; not empty, at most 200 characters for a subject and 10,000 for a body. */
  contents: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveProjectTemplateInput = {
  projectId: Scalars['ID']['input'];
  type: TemplateType;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectTemplatePayload = {
  project: Project;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type SendFolderNotificationInput = {
  folderId: Scalars['ID']['input'];
  /** Trimmed and required (at most 200 characters); placeholders are filled. */
  subject: Scalars['String']['input'];
  /** Trimmed and required (at most 10,000 characters); placeholders are filled. */
  body: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type SendFolderNotificationPayload = {
  folder: Folder;
  /** How many members it was mailed to. */
  sentTo: Scalars['Int']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type DeleteItemsInput = {
  /** Folders to delete with everything in them; never a project's root folder. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteItemsPayload = {
  deletedFolderIds: Array<Scalars['ID']['output']>;
  deletedAssetIds: Array<Scalars['ID']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type MoveItemsInput = {
  /** The folder they go into, in their project. */
  targetId: Scalars['ID']['input'];
  /** Folders to move with everything in them; never a root, never into themselves. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type MoveItemsPayload = {
  target: Folder;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type CopyItemsInput = {
  /** The folder the copies go into, in their project. */
  targetId: Scalars['ID']['input'];
  /** Folders to copy with everything in them; never a root, never into themselves. */
  folderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  assetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type CopyItemsPayload = {
  target: Folder;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type WatermarkItem = {
  position: WatermarkPosition;
  type: WatermarkType;
  /** The custom text; empty for the other types. */
  text: Scalars['String']['output'];
};

/** Drawn over the player of every member who plays the project's media. */
export type ProjectWatermarks = {
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

export type ProjectOverlay = {
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
  position: Scalars['String']['input'];
  type: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

/** Numbers as Float, so one out of range or off its step is VALIDATION_FAILED on its field. */
export type ProjectWatermarksInput = {
  enabled: Scalars['Boolean']['input'];
  items: Array<WatermarkItemInput>;
  fontSize: Scalars['Float']['input'];
  opacity: Scalars['Float']['input'];
  opacityBackground: Scalars['Float']['input'];
  horizontalOffset: Scalars['Float']['input'];
  verticalOffset: Scalars['Float']['input'];
};

export type ProjectOverlayInput = {
  enabled: Scalars['Boolean']['input'];
  size: Scalars['Float']['input'];
  opacity: Scalars['Float']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

/** The watermark and the overlay settings; one left out keeps its settings. */
export type UpdateProjectLookInput = {
  id: Scalars['ID']['input'];
  watermarks?: InputMaybe<ProjectWatermarksInput>;
  overlay?: InputMaybe<ProjectOverlayInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UploadProjectOverlayInput = {
  /** The project. */
  id: Scalars['ID']['input'];
  /** jpeg, png, gif, bmp or tiff. */
  contentType: Scalars['String']['input'];
  size: Scalars['Float']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** An image upload in flight: PUT the file to the one URL, then confirm with the ETag answered. */
export type ProjectOverlayUpload = {
  id: Scalars['ID']['output'];
  urls: Array<Scalars['String']['output']>;
};

export type UploadProjectOverlayPayload = {
  upload: ProjectOverlayUpload;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type ConfirmProjectOverlayInput = {
  uploadId: Scalars['ID']['input'];
  /** The ETag the storage answered to the PUT. */
  etag: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectAllowedTo = {
  edit: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
};

/** How a take's slate shows: Scene / Shot / Take unless the project chose another. */
export type SlateFormat =
  | 'EPISODE_SCENE_TAKE'
  | 'SCENE_SHOT_TAKE'
  | 'SCENE_TAKE'
  | 'SCENE_TAKE_CAMERA_ANGLE';

export type ProjectSettings = {
  slateFormat: SlateFormat;
};

export type Project = Node & {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  production: Scalars['String']['output'];
  director: Scalars['String']['output'];
  dop: Scalars['String']['output'];
  crew: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD, or null when not set. */
  shootingStart?: Maybe<Scalars['String']['output']>;
  shootingEnd?: Maybe<Scalars['String']['output']>;
  settings: ProjectSettings;
  workspace: Workspace;
  manager?: Maybe<User>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<User>;
  rootFolder: Folder;
  /** Its root folder's poster, else its workspace's default project poster; null for the default. */
  poster?: Maybe<WorkspaceImage>;
  /** Whether it has a poster of its own (its root folder's), rather than the default or none. */
  hasPoster: Scalars['Boolean']['output'];
  /** Bytes of every version of every asset in the project. */
  size: Scalars['Float']['output'];
  allowedTo: ProjectAllowedTo;
  /**
   * Seconds a client may keep the project (and the project list) before it reloads it on coming
   * back to the page: 300.
   */
  ttl: Scalars['Int']['output'];
  /** The subject's and the body's templates, Rushes' defaults where the project has none; empty to visitors. */
  templates: Array<ProjectTemplate>;
  watermarks: ProjectWatermarks;
  overlay: ProjectOverlay;
};

export type ProjectEdge = {
  cursor: Scalars['String']['output'];
  node: Project;
};

export type ProjectConnection = {
  edges: Array<ProjectEdge>;
  pageInfo: PageInfo;
};

export type ProjectOrder =
  | 'CREATED_DESC'
  | 'CREATED_ASC'
  | 'TITLE_ASC'
  | 'TITLE_DESC';

export type CreateProjectInput = {
  workspaceId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  managerId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProjectPayload = {
  project: Project;
  projectEdge: ProjectEdge;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** The details to change; a field left out keeps its value. */
export type UpdateProjectInput = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  production?: InputMaybe<Scalars['String']['input']>;
  director?: InputMaybe<Scalars['String']['input']>;
  dop?: InputMaybe<Scalars['String']['input']>;
  managerId?: InputMaybe<Scalars['ID']['input']>;
  crew?: InputMaybe<Array<Scalars['String']['input']>>;
  /** YYYY-MM-DD, or empty to clear. */
  shootingStart?: InputMaybe<Scalars['String']['input']>;
  shootingEnd?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProjectPayload = {
  project: Project;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UpdateProjectSettingsInput = {
  id: Scalars['ID']['input'];
  /** One of SlateFormat's values (text, so an unknown one is VALIDATION_FAILED on slateFormat). */
  slateFormat: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeProjectWorkspaceInput = {
  id: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteProjectInput = {
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteProjectPayload = {
  deletedProjectId: Scalars['ID']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** Where a version stands in review; a version has none until someone sets one. */
export type ReviewStatus =
  | 'NEEDS_REVIEW'
  | 'IN_PROGRESS'
  | 'CHANGES_REQUESTED'
  | 'APPROVED';

/** A version's review status, who set it and when. */
export type ReviewStatusRecord = {
  status: ReviewStatus;
  /** Null once their account is gone. */
  setBy?: Maybe<User>;
  setAt: Scalars['DateTime']['output'];
};

export type SetReviewStatusInput = {
  versionId: Scalars['ID']['input'];
  /** Null clears it. */
  status?: InputMaybe<ReviewStatus>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type SetReviewStatusPayload = {
  version: Version;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** What a BFF tells a client when the client starts listening. */
export type Welcome = {
  /** The build this BFF runs (hello's api.buildId): a page served by another build reloads. */
  buildId: Scalars['String']['output'];
};

export type TransferDirection =
  | 'UPLOAD'
  | 'DOWNLOAD';

/** One transfer: a file that went up or down. */
export type Transfer = {
  id: Scalars['ID']['output'];
  project: Project;
  direction: TransferDirection;
  /** The file's name, or the zip's when a download held several files. */
  filename: Scalars['String']['output'];
  /** How many files the transfer moved: 1, or a zip's count. */
  fileCount: Scalars['Int']['output'];
  bytes: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<User>;
  fromLink: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
};

/** Totals for one project and day. */
export type TransferDay = {
  day: Scalars['String']['output'];
  project: Project;
  bytesUp: Scalars['Float']['output'];
  bytesDown: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
};

export type TransferReport = {
  transfers: Array<Transfer>;
  days: Array<TransferDay>;
  bytesUp: Scalars['Float']['output'];
  bytesDown: Scalars['Float']['output'];
  bytesTotal: Scalars['Float']['output'];
};

/**
 * Where a finalisation asked through finalizeUploadV2 stands (media-handling section 4): TRIGGERED
 * and RUNNING mean poll again, DONE gives the results, ERROR is a failure.
 */
export type UploadFinalizeStatus =
  /** Asked for and not yet begun here, or under way on another server. */
  | 'TRIGGERED'
  | 'RUNNING'
  | 'DONE'
  /** The upload did not finalise and is cancelled; upload the file again. */
  | 'ERROR';

export type UploadFinalization = {
  uploadId: Scalars['ID']['output'];
  status: UploadFinalizeStatus;
  /** With ERROR, the error code of the refusal or failure, when this server saw it. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** With DONE: the new asset (or the asset the new version went onto), its version and job. */
  asset?: Maybe<Asset>;
  assetEdge?: Maybe<AssetEdge>;
  version?: Maybe<Version>;
  job?: Maybe<Job>;
  /** With DONE, on the server that finalised it: the folder's kept metadata the new clip matched. */
  metadata?: Maybe<MetadataMatch>;
};

export type FinalizeUploadV2Payload = {
  finalization: UploadFinalization;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type StartUploadInput = {
  folderId: Scalars['ID']['input'];
  /** The asset this file becomes a new version of (in its folder, which is then `folderId`); none for a new asset. */
  assetId?: InputMaybe<Scalars['ID']['input']>;
  filename: Scalars['String']['input'];
  size: Scalars['Float']['input'];
  contentType: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** Where each part of the file goes: PUT part N's bytes to `urls[N - 1]`. */
export type Upload = Node & {
  id: Scalars['ID']['output'];
  filename: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  partSize: Scalars['Int']['output'];
  urls: Array<Scalars['String']['output']>;
};

export type StartUploadPayload = {
  upload: Upload;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UploadedPartInput = {
  partNumber: Scalars['Int']['input'];
  etag: Scalars['String']['input'];
};

export type FinalizeUploadInput = {
  uploadId: Scalars['ID']['input'];
  parts: Array<UploadedPartInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type FinalizeUploadPayload = {
  /** False when the file was stored but needs no processing. */
  processed: Scalars['Boolean']['output'];
  /** The metadata kept for the folder that the new clip matched. */
  metadata: MetadataMatch;
  asset: Asset;
  assetEdge: AssetEdge;
  version: Version;
  job?: Maybe<Job>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type CancelUploadInput = {
  uploadId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type CancelUploadPayload = {
  uploadId: Scalars['ID']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/** A project a user is in, with their role there: Admin for an admin of the project's workspace. */
export type UserProject = {
  project: Project;
  role: Role;
  /** The notifications they receive from it; null for a workspace admin who is not a member. */
  settings?: Maybe<ProjectUserSettings>;
};

export type UserEdge = {
  cursor: Scalars['String']['output'];
  node: User;
};

export type UserConnection = {
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
};

export type DeleteUserInput = {
  userId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteUserPayload = {
  deletedUserId: Scalars['ID']['output'];
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

/**
 * A person. Their name shows wherever they are met; their e-mail and creation time only to those
 * the policy lets see them (themselves, and those who search people: superusers, workspace admins,
 * those who edit a project), null to others, and their standing flags read false to others.
 */
export type UserAllowedTo = {
  edit: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
};

export type User = Node & {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  isSuperuser: Scalars['Boolean']['output'];
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the user can sign in: created with a password, or accepted their invitation. */
  hasJoined: Scalars['Boolean']['output'];
  invitedAt?: Maybe<Scalars['DateTime']['output']>;
  joinedAt?: Maybe<Scalars['DateTime']['output']>;
  hasEditableProjects: Scalars['Boolean']['output'];
  canManageWorkspaces: Scalars['Boolean']['output'];
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
  urls: Array<Scalars['String']['output']>;
  columns: Scalars['Int']['output'];
  rows: Scalars['Int']['output'];
  tileWidth: Scalars['Int']['output'];
  tileHeight: Scalars['Int']['output'];
  frameCount: Scalars['Int']['output'];
  intervalMs: Scalars['Float']['output'];
};

export type FileInfo = {
  videoCodec?: Maybe<Scalars['String']['output']>;
  audioCodec?: Maybe<Scalars['String']['output']>;
  videoBitrate?: Maybe<Scalars['Int']['output']>;
  audioBitrate?: Maybe<Scalars['Int']['output']>;
  colorTransfer?: Maybe<Scalars['String']['output']>;
  hdr: Scalars['Boolean']['output'];
};

export type QualityLevel = {
  name: Scalars['String']['output'];
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  bandwidth: Scalars['Int']['output'];
  hdr: Scalars['Boolean']['output'];
};

export type Version = Node & {
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  asset: Asset;
  filename: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  mimetype: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Who uploaded it; null once their account is gone. */
  createdBy?: Maybe<User>;
  /** Milliseconds; null until probed or for stills and documents. */
  duration?: Maybe<Scalars['Float']['output']>;
  framesPerSecond?: Maybe<Scalars['Float']['output']>;
  /** The source's first timecode, HH:MM:SS:FF; 00:00:00:00 when the file has none. */
  timecodeOffset?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  fileInfo?: Maybe<FileInfo>;
  isProcessing: Scalars['Boolean']['output'];
  processingJob?: Maybe<Job>;
  /**
   * Signed URL of the HLS master playlist, once the first level is published. A visitor of a
   * watermarked link gets the watermarked rendition's, once its first segments are rendered.
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
  posterUrl?: Maybe<Scalars['String']['output']>;
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  waveformUrl?: Maybe<Scalars['String']['output']>;
  playerSprite?: Maybe<SpriteSheet>;
  thumbnailSprite?: Maybe<SpriteSheet>;
  levels: Array<QualityLevel>;
  /**
   * For a visitor of a watermarked link: how far the watermark burned into this version's pictures
   * has come (its pictures, stream and sprites are the watermarked ones or none). Null for everyone
   * who sees the version's own pictures.
   */
  watermarking?: Maybe<Watermarking>;
  /** When the signed URLs above stop working. */
  urlsExpireAt: Scalars['DateTime']['output'];
  hasComments: Scalars['Boolean']['output'];
  comments: CommentConnection;
  /** Null until someone sets one, and once it is cleared. */
  reviewStatus?: Maybe<ReviewStatusRecord>;
};


export type VersionCommentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<CommentOrder>;
};

export type WatermarkingState =
  /** Rendering; nothing to play yet. */
  | 'RENDERING'
  /** Its first segments play while the rest renders. */
  | 'PLAYABLE'
  | 'DONE'
  /** It could not be rendered; reason says why. */
  | 'FAILED'
  /** A document or other file: a watermarked link does not show it. */
  | 'WITHHELD';

export type Watermarking = {
  state: WatermarkingState;
  /** 0 to 100. */
  progress: Scalars['Int']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

/** What a share link holds, as its visitor sees it. */
export type SharedLink = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Null for a link that never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  canDownload: Scalars['Boolean']['output'];
  allowComments: Scalars['Boolean']['output'];
  project: Project;
  /** The folders it shares, each with everything below it. */
  folders: Array<Folder>;
  /** The assets it shares on their own. */
  assets: Array<Asset>;
};

export type RecordPlayInput = {
  /** The version the visitor started playing. */
  versionId: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RecordPlayPayload = {
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type WorkspaceAllowedTo = {
  edit: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
  upload: Scalars['Boolean']['output'];
};

/** A branding image of a workspace, behind a signed URL. */
export type WorkspaceImage = {
  url: Scalars['String']['output'];
};

export type Workspace = Node & {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  isDefault: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
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
};

export type CreateWorkspaceInput = {
  name: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type CreateWorkspacePayload = {
  workspace: Workspace;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UpdateWorkspaceInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWorkspacePayload = {
  workspace: Workspace;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type SetWorkspaceAnnotationsInput = {
  id: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteWorkspaceInput = {
  id: Scalars['ID']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteWorkspacePayload = {
  deletedWorkspaceId: Scalars['ID']['output'];
  /** Where its projects went. */
  defaultWorkspace: Workspace;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UploadWorkspaceImageInput = {
  /** The workspace. */
  id: Scalars['ID']['input'];
  /** jpeg, png, gif, bmp or tiff. */
  contentType: Scalars['String']['input'];
  size: Scalars['Float']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A branding image on its way: the file is PUT to the one URL, then confirmed by id. */
export type WorkspaceImageUpload = {
  id: Scalars['ID']['output'];
  urls: Array<Scalars['String']['output']>;
};

export type UploadWorkspaceImagePayload = {
  upload: WorkspaceImageUpload;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type ConfirmWorkspaceImageInput = {
  uploadId: Scalars['ID']['input'];
  /** The ETag the storage answered to the PUT. */
  etag: Scalars['String']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveWorkspaceImagesInput = {
  id: Scalars['ID']['input'];
  logo?: InputMaybe<Scalars['Boolean']['input']>;
  projectPoster?: InputMaybe<Scalars['Boolean']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};
