/**
 * Every text a user sees. Texts quoted by the spec's catalogues (access-and-shell sections 2, 5
 * and 8; projects-workspaces-folders sections 2, 5 and 8) are kept word for word, typos included.
 * Labels the spec names without wording (buttons, field labels, the firewall help) are marked
 * "ours" so a later catalogue can replace them.
 */
export const messages = {
  product: 'Rushes',

  shell: {
    projects: 'Projects',
    users: 'Users',
    shares: 'Shares',
    workspaces: 'Workspaces',
    search: 'Search',
    myAccount: 'My Account',
    signOut: 'Sign Out',
    home: 'Home',
    support: 'Support:',
    // ours: the close buttons of dialogs and toasts
    close: 'Close',
    // ours: the footer tooltip and the splash
    uiBuild: 'UI',
    apiBuild: 'API',
    loading: 'Loading',
    resizeLeft: 'Resize the left panel',
    resizeRight: 'Resize the right panel',
  },

  signOut: {
    // ours: the spec names the dialog, not its plain wording
    title: 'Sign Out',
    text: 'Do you want to sign out of Rushes?',
    uploadsTitle: 'Cancel all Uploads?',
    uploadsText: 'Signing out aborts the running transfers.',
    cancel: 'Cancel',
    confirm: 'Sign Out',
    failed: 'Failed To Sign Out',
  },

  signIn: {
    emailRequired: 'Please enter an email address!',
    passwordRequired: 'Please enter your password!',
    sharePasswordRequired: 'Please enter the password!',
    failed: 'Failed to sign in',
    authenticationFailed: 'Something went wrong during the authentication',
    verifyFailed: 'Failed to verify authentication code',
    codeRequired: 'Please enter your code',
    smsFailed: 'Failed to send SMS',
    smsSent: 'Successfully sent SMS',
    // ours
    title: 'Sign in to Rushes',
    email: 'Email',
    password: 'Password',
    next: 'Next',
    submit: 'Sign In',
    back: 'Use another email address',
    forgotPassword: 'Forgot your password?',
  },

  invite: {
    nameRequired: 'Please enter a name.',
    failed: 'Failed to accept invite',
    // ours
    setupTitle: 'Set up the first administrator',
    title: 'Accept your invitation',
    invitedAs: (email: string) => `You are invited as ${email}`,
    name: 'Name',
    email: 'Email',
    password: 'Password',
    submit: 'Continue',
  },

  resetPassword: {
    failed: 'Failed to reset password',
    setFailed: 'Failed to set new password',
    requested: 'Successfully requested password reset',
    // ours
    title: 'Reset your password',
    intro:
      'Enter the email address of your account and we send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send Link',
    sent: (email: string) =>
      `If an account uses ${email}, a mail with the link is on its way. The link works once.`,
    backToSignIn: 'Back to Sign In',
    setTitle: 'Choose a new password',
    setFor: (email: string) => `for ${email}`,
    password: 'New Password',
    setSubmit: 'Set Password',
  },

  validation: {
    invalidEmail: 'Invalid email',
    passwordEmpty: 'a password must be set',
    passwordMustHave: (rules: string[]) => `password must have ${rules.join(', ')}`,
    atLeastCharacters: (n: number) => `at least ${n} characters`,
    atLeastDigits: (n: number) => `at least ${n} digits`,
    atLeastLowercase: (n: number) => `at least ${n} lowercase letters`,
    atLeastUppercase: (n: number) => `at least ${n} uppercase letters`,
    atLeastSymbols: (n: number) => `at least ${n} non-alphanumeric characters`,
    nameRequired: 'A name is required',
    emailRequired: 'An email is required',
    titleRequired: 'A title is required',
    invalidDate: 'Invalid date',
    selectFolder: 'Please select a folder',
    selectProject: 'Please select a project',
    mfaRequired: 'Please set up MFA to continue',
  },

  errorPages: {
    default: 'Something went wrong',
    'not-found': 'Page not found',
    'link-expired': 'This share has expired',
    'link-invalid': "This share wasn't found",
    'invalid-license': 'Invalid License',
    'password-reset-invalid': 'This password reset url is already invalid',
    // ours: the contact button and the firewall help the spec asks for
    contact: 'Contact Support',
    home: 'Go to Projects',
    firewallTitle: 'Still not working?',
    firewallIntro:
      'A firewall or proxy may block Rushes. Ask your IT department to allow these connections:',
    firewallDomain: (host: string) => `the domain ${host} and its IP address`,
    firewallPorts: 'outgoing connections on ports 80 (HTTP) and 443 (HTTPS)',
    firewallWebsocket: 'WebSocket connections to /ws on the same domain (live updates)',
  },

  laterRelease: {
    // ours: the honest placeholder for screens of later issues
    title: 'This page arrives in a later release',
    text: 'Rushes is being built screen by screen; this one is not here yet.',
  },

  account: {
    loadFactorsFailed: 'Could not load authentication factors',
    triggerFactorFailed: 'Could not trigger authentication factor',
    activateFactorFailed: 'Could not activate authentication factor',
    saveUserFailed: 'Could not save changes to user',
    addSmsFailed: 'Could not add text message authentication',
    setUpAppFailed: 'Could not set up authentication using app',
    activateAppFailed: 'Could not activate app authentication',
    loadRecoveryCodesFailed: 'Could not load recovery codes',
    generateRecoveryCodesFailed: 'Could not generate new recovery codes',
    copySecretFailed: 'Could not copy secret to clipboard',
    loadUserFailed: 'Could not load user',
    updatePreferencesFailed: 'Could Not Update Preferences. Please Try Again Later',
    saved: 'Successfully saved changes',
    preferencesUpdated: 'Updated Preferences',
    secretCopied: 'Copied secret to clipboard',
    copyFailed: 'could not copy text',
    externalLoginMissing: 'invalid configuration: APP_LOGIN_LINK_URL is not set',
  },

  users: {
    loadFailed: 'Failed to load users',
    changeRoleFailed: 'Could not change role',
    changePermissionFailed: 'Could not change user permission',
    loadProjectsFailed: 'Could not load user projects',
    updateNotificationsFailed:
      'Could Not Update Project Notification Settings. Please Try Again Later',
    inviteFailed: 'Could not invite user',
    inviteFailedAlt: 'Failed to invite user',
    addFailed: 'Could not add user',
    assignFailed: 'Could not assign user to project/folder',
    removeFailed: 'Failed to remove user(s)',
    unassignFailed: 'Failed to unassign user(s)',
    deleteFailed: 'Failed to delete user(s)',
    emailInUse: 'This email-address is already in use',
    alreadyExists: 'This user already exists. Please use ASSIGN USER',
    alreadyJoined: 'Cannot invite the user because the user joined already',
    invited: 'Successfully invited user',
    nameRequired: 'Please enter a name',
    emailRequired: 'Please enter an email',
    selectUsers: 'Please select one or more users',
    wholeProject:
      'Assign these to the whole project (we strongly recommend assigning to specific folders instead)',
    workspaceAdminLocked: 'User is admin of workspace and cannot be changed',
    inherited: (name: string) => `Permissions are inherited from "${name}"`,
    never: 'never',
  },

  projects: {
    title: 'Title',
    workspace: 'Workspace',
    manager: 'Manager',
    created: 'Created',
    allProjects: 'All Projects',
    empty: "You aren't assigned to any Projects",
    emptyHint: 'Ask your project manager or an administrator to assign you to a project.',
    newProject: 'New Project',
    titleRequired: 'A title is required',
    titleConflict: 'This title is already used by another project',
    workspaceRequired: 'Project must me associated to a workspace',
    managerRequired: 'A manager is required',
    storageRequired: 'Project must me associated to a storage',
    createSucceeded: 'Successfully created project',
    createFailed: 'Could not create project',
    loadFailed: 'Could not load project',
    updateFailed: 'Could not update project',
    moveFailed: 'Could not move project(s)',
    deleteFailed: 'Failed to delete project(s)',
    // ours
    managerSearch: 'Type at least 2 characters',
    noPeople: 'Nobody found',
    create: 'Create',
    cancel: 'Cancel',
  },

  workspaces: {
    name: 'Name',
    created: 'Created',
    allWorkspaces: 'All Workspaces',
    newWorkspace: 'New Workspace',
    nameConflict: 'This name is already used by another workspace',
    createSucceeded: 'Successfully created workspace',
    createFailed: 'Could not create workspace',
    updateFailed: 'Could not update workspace',
    deleteFailed: 'Failed to delete workspace',
    noAdmins: 'This workspace has no admins',
    noProjects: 'This Workspace Has No Projects',
    // ours
    empty: 'There are no workspaces you can manage',
    create: 'Create',
    cancel: 'Cancel',
  },

  folders: {
    name: 'Name',
    created: 'Created',
    modified: 'Modified',
    createdBy: 'Created By',
    folders: 'Folders',
    empty: 'This folder is empty',
    newFolder: 'New Folder',
    nameConflict: 'This name is already used by another folder',
    createSucceeded: 'Successfully created folder',
    createFailed: 'Could not create folder',
    loadFailed: 'Could not load folder',
    renamed: 'Renamed folder',
    renameFailed: 'Could not rename folder',
    deleted: 'Successfully deleted folder',
    deleteFailed: 'Failed to delete folder',
    dropHere: 'Drop here to upload',
    // ours
    create: 'Create',
    cancel: 'Cancel',
    metadata: 'Metadata',
    size: 'Size',
    duration: 'Duration',
    thumbnail: 'Thumbnail',
    upload: 'Upload',
  },

  uploads: {
    // media-handling sections 2, 4 and 8
    groups: { uploads: 'Uploads', jobs: 'Jobs', history: 'History' },
    labels: {
      waiting: 'Waiting',
      analysing: 'Analysing',
      queued: 'Queued',
      finished: 'Finished',
      cancelled: 'Cancelled',
      failed: 'Failed',
    },
    clear: 'Clear',
    succeeded: 'File(s) successfully uploaded',
    failed: 'File(s) not uploaded',
    // ours: the buttons, the footer status and the leave-page warning
    cancel: 'Cancel',
    retry: 'Retry',
    panel: 'Upload List',
    close: 'Close',
    empty: 'Nothing uploaded yet',
    uploading: (count: number, percent: number) => `Uploading ${count} file(s) · ${percent}%`,
    processing: (count: number) => `Processing ${count} file(s)`,
    done: 'Uploads',
    perSecond: (size: string) => `${size}/s`,
    leaveWarning: 'Uploads are still running. Leaving this page aborts them.',
    // ours: why an upload failed, over its status
    notUploaded: {
      notStarted: 'The upload could not start.',
      notSent: 'The file could not be sent to storage.',
      notFinished: 'The upload could not be finished.',
    },
  },

  relativeTime: {
    justNow: 'just now',
    yesterday: 'yesterday',
    units: {
      second: ['second', 'seconds'],
      minute: ['minute', 'minutes'],
      hour: ['hour', 'hours'],
      day: ['day', 'days'],
      week: ['week', 'weeks'],
      month: ['month', 'months'],
      year: ['year', 'years'],
    },
    ago: (count: number, [one, many]: readonly [string, string]) =>
      `${count} ${count === 1 ? one : many} ago`,
  },

  viewer: {
    // media-handling sections 2, 5 and 8
    transcoding: 'Transcoding…',
    invalidPdfUrl: 'Invalid PDF URL',
    pdfFailed: 'Failed to load PDF',
    normalRate: 'Normal',
    auto: 'Auto',
    hdr: 'HDR',
    // ours: control labels, the play mode and the unplayable state
    play: 'Play',
    pause: 'Pause',
    mute: 'Mute',
    unmute: 'Unmute',
    volume: 'Volume',
    seek: 'Position',
    fullscreen: 'Fullscreen',
    exitFullscreen: 'Exit Fullscreen',
    quality: 'Quality',
    speed: 'Speed',
    settings: 'Settings',
    clips: 'Clips',
    displayMode: 'Click to change the display mode, double-click to go to a position',
    goTo: 'Go to position',
    playbackFailed: 'This media cannot be played',
    cannotPreview: 'There is no preview for this file',
    download: 'Download',
    page: (page: number, total: number) => `${page} / ${total}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    back: 'Back to the folder',
    version: (number: number) => `Version ${number}`,
  },

  comments: {
    // media-handling sections 2, 4 and 8
    addComment: 'Add Comment',
    deleted: 'Comment was deleted',
    loadFailed: 'Could Not Load Comments',
    postFailed: 'Failed To Post Comment',
    replyFailed: 'Failed to post reply',
    updateFailed: 'Failed To Update Comment',
    deleteFailed: 'Failed To Delete Comment',
    deleteSucceeded: 'Successfully deleted Comment',
    // ours
    title: 'Comments',
    empty: 'No comments yet',
    placeholder: 'Leave your comment…',
    replyPlaceholder: 'Reply…',
    post: 'Post',
    cancel: 'Cancel',
    save: 'Save',
    reply: 'Reply',
    edit: 'Edit',
    delete: 'Delete',
    actions: 'Comment actions',
    unknownAuthor: 'Someone',
    edited: 'edited',
    seekTo: (position: string) => `Go to ${position}`,
  },
} as const;

export type ErrorPageKey =
  | 'default'
  | 'not-found'
  | 'internal'
  | 'invalid-license'
  | 'link-expired'
  | 'link-invalid'
  | 'password-reset-invalid';
