/**
 * Who may do what: every `allowedTo` flag and every check a resolver or mutation makes comes from
 * here, pure, from what the loaders found of the viewer's place:
 * - a superuser may do everything;
 * - a workspace admin is Admin on every project of the workspace (all permissions, locked) and
 *   manages the workspace: its projects, its admins;
 * - a project's manager and its Supervisors (the admin role) edit the project and may do
 *   everything in its folders;
 * - any other member reaches the folders their entries give them: an entry holds on its folder
 *   and below it, down to the next entry (inheritance follows the folders' current parents, so it
 *   holds across moves); the folders above an entry are passages, seen but closed;
 * - a share link's visitor reaches what the link holds — its folders with everything below them,
 *   and its assets — to view, and to download and comment as the link allows; never a way to it;
 * - a machine, through an API token, reaches the projects of the token's workspace (of every
 *   workspace for a token of the whole deployment) to do what its scopes name, never more than
 *   the workspace's Admin could: view and download (`assets:read`), view and comment
 *   (`comments:write`); it edits, shares and manages nothing;
 * - a transfer client, through a transfer token, acts as the person who asked for it, for that
 *   one transfer: the files its grant names, through the calls of an upload or `transferFiles`;
 * - anyone else sees nothing of the project, which answers as if it did not exist.
 */
import type { ApiTokenScope } from '@rushes/rules';
import type { Machine } from '../auth/machine.ts';
import type { DownloadGrant, TransferGrant, UploadGrant } from '../auth/transfer-grant.ts';
import type { Viewer as SignedIn } from '../auth/viewer.ts';
import { allPermissions, type Permission, type Permissions, type RoleId, roleOf } from './roles.ts';

/** The signed-in user, or null for a request without a valid token. */
export type Viewer = SignedIn | null;

/** A folder as the policy names it (for `inheritedFrom`). */
export interface FolderNode {
  id: string;
  name: string;
}

/** One of the viewer's folder entries: what it allows, and the path from the root to its folder. */
export interface FolderEntry {
  allowedTo: Permissions;
  /** Folder ids from the project's root down to the entry's folder. */
  path: readonly string[];
}

/** What a share link gives its visitor in the link's project. */
export interface LinkGrant {
  /** The folders it shares, each with everything below it. */
  folderIds: ReadonlySet<string>;
  /** The assets it shares on their own. */
  assetIds: ReadonlySet<string>;
  /** View; download and comment as the link allows; never edit nor share. */
  allowedTo: Permissions;
}

/** What the policy knows of the viewer's place in one project. */
export interface ProjectAccess {
  managerId: string;
  /** The viewer is Admin of the project's workspace. */
  workspaceAdmin: boolean;
  /** The viewer's project role; null when not a member. */
  role: RoleId | null;
  /** The viewer's folder entries in the project, by folder id. */
  entries: ReadonlyMap<string, FolderEntry>;
  /** What the request's share link gives, for a visitor; null for a user. */
  link: LinkGrant | null;
  /** What a machine's API token allows in the project (`machineGrant`); absent for people. */
  token?: Permissions;
}

/** What the policy knows of the viewer and one workspace. */
export interface WorkspaceAccess {
  /** The viewer is Admin of it. */
  isAdmin: boolean;
  /** The viewer may see a project in it. */
  seesProject: boolean;
  /** It is the default workspace, which is never deleted. */
  isDefault?: boolean;
}

/** Where the viewer stands across Rushes: admin of some workspace, editor of some project. */
export interface Standing {
  adminOfAnyWorkspace: boolean;
  editsAnyProject: boolean;
}

const noAccess: ProjectAccess = {
  managerId: '',
  workspaceAdmin: false,
  role: null,
  entries: new Map(),
  link: null,
};

/** Access for a viewer with no place in the project (e.g. to compute rights of nobody). */
export const outsider = (managerId: string): ProjectAccess => ({ ...noAccess, managerId });

export const isSuperuser = (viewer: Viewer): boolean => viewer?.isSuperuser === true;

/** Superusers list every workspace and project; others only what they may see. */
export const canSeeAll = isSuperuser;
export const canCreateWorkspace = isSuperuser;

/**
 * The deployment's storages and transfer servers (§6: superusers): reading them (Storage
 * config), choosing a new project's storage, seeing a project's, changing its transfer server.
 */
export const canManageStorages = isSuperuser;

/** The Workspaces tab and the project creation of the header: superusers and workspace admins. */
export const canManageWorkspaces = (
  viewer: Viewer,
  standing: Pick<Standing, 'adminOfAnyWorkspace'>,
) => isSuperuser(viewer) || (viewer !== null && standing.adminOfAnyWorkspace);

/** Creating a project in some workspace: superusers and workspace admins (in theirs). */
export const canCreateProject = canManageWorkspaces;

/** The Users tab: superusers, workspace admins and those who edit a project. */
export const hasEditableProjects = (viewer: Viewer, standing: Standing): boolean =>
  canManageWorkspaces(viewer, standing) || (viewer !== null && standing.editsAnyProject);

/**
 * Searching people belongs to whoever assigns them (§6): superusers, workspace admins and those
 * who edit a project (its manager, its Supervisors), for the manager pickers and Assign User.
 */
export const canSearchPeople = hasEditableProjects;

/**
 * Admins rename a workspace and manage its admins and projects; only superusers delete one (never
 * the default) and upload or remove its branding (§6).
 */
export function workspaceAllowedTo(viewer: Viewer, workspace: WorkspaceAccess) {
  const admin = isSuperuser(viewer) || (viewer !== null && workspace.isAdmin);
  const superuser = isSuperuser(viewer);
  return { edit: admin, delete: superuser && workspace.isDefault !== true, upload: superuser };
}

/** A workspace shows to superusers, its admins, and those who see a project in it. */
export const canSeeWorkspace = (viewer: Viewer, workspace: WorkspaceAccess): boolean =>
  isSuperuser(viewer) || (viewer !== null && (workspace.isAdmin || workspace.seesProject));

/**
 * Taking a user out of a workspace (its admins) and, unless they keep them, out of its projects
 * (`projects`: where the user is a member): its admins and superusers, who edit every project in it.
 */
export const canRemoveFromWorkspace = (
  viewer: Viewer,
  workspace: WorkspaceAccess,
  projects: readonly ProjectAccess[],
): boolean =>
  workspaceAllowedTo(viewer, workspace).edit &&
  projects.every((project) => canEditProject(viewer, project));

/**
 * Whether a machine's API token may do what `scope` names in the workspace `workspaceId` (null:
 * across the deployment): its scopes hold it, and the token reaches there (a token of the whole
 * deployment reaches everywhere, a workspace's token only its workspace).
 */
export const machineMay = (
  machine: Machine | null,
  scope: ApiTokenScope,
  workspaceId: string | null,
): boolean =>
  machine?.scopes.includes(scope) === true &&
  (machine.workspaceId === null || machine.workspaceId === workspaceId);

/**
 * Whose events a caller reads on the public event feed: a machine whose token holds
 * `events:read` reads its workspace's, or the whole deployment's for a superuser's token of the
 * deployment; people follow the app's live updates instead, and read none there (null).
 */
export const feedReachOf = (machine: Machine | null): { workspaceId: string | null } | null =>
  machine?.scopes.includes('events:read') ? { workspaceId: machine.workspaceId } : null;

/**
 * What a machine may do in the projects of the workspace, from its token's scopes; null when the
 * token gives nothing there. Never edit nor share: less than the workspace's Admin holds.
 */
export function machineGrant(machine: Machine, workspaceId: string): Permissions | null {
  const reads = machineMay(machine, 'assets:read', workspaceId);
  const comments = machineMay(machine, 'comments:write', workspaceId);
  if (!reads && !comments) return null;
  return { ...allPermissions(false), view: true, download: reads, comment: comments };
}

/**
 * Making, listing and revoking a workspace's API tokens: those who edit it (its admins,
 * superusers); the tokens of the whole deployment (`workspace` null): superusers. A machine
 * manages no token, not even its own.
 */
export const canManageApiTokens = (viewer: Viewer, workspace: WorkspaceAccess | null): boolean =>
  workspace === null ? isSuperuser(viewer) : workspaceAllowedTo(viewer, workspace).edit;

/**
 * Whether a machine's token reaches the workspace at all (its own, or every one for a token of
 * the whole deployment): outside it, the workspace answers as if it did not exist.
 */
export const machineReaches = (machine: Machine, workspaceId: string): boolean =>
  machine.workspaceId === null || machine.workspaceId === workspaceId;

/**
 * Managing a workspace's webhooks (making, changing, rotating, disabling, deleting them, reading
 * their deliveries, redelivering and replaying): those who edit the workspace (its admins,
 * superusers), and a machine whose token holds `webhooks:manage` for it.
 */
export const canManageWebhooks = (
  caller: { viewer: Viewer; machine: Machine | null },
  workspaceId: string,
  workspace: WorkspaceAccess,
): boolean =>
  workspaceAllowedTo(caller.viewer, workspace).edit ||
  machineMay(caller.machine, 'webhooks:manage', workspaceId);

/**
 * Reading the public event types a webhook can take: people signed in and machines. It is
 * documentation (the AsyncAPI document is open to all); a share link's visitor makes no webhook.
 */
export const canReadEventTypes = (caller: { viewer: Viewer; machine: Machine | null }): boolean =>
  caller.viewer !== null || caller.machine !== null;

/**
 * Defining a workspace's custom fields (adding, changing, reordering and removing them): those
 * who edit the workspace (its admins, superusers). No API token scope names it, so a machine
 * defines none; whoever sees a workspace (or a folder of it) reads its fields.
 */
export const canDefineCustomFields = (viewer: Viewer, workspace: WorkspaceAccess): boolean =>
  workspaceAllowedTo(viewer, workspace).edit;

/**
 * Searching (the header's search): people signed in, each finding what the rules here let them
 * open, and machines, what their token reads; never a share link's visitor, whose pages have no
 * search (decision 0122).
 */
export const canSearch = (caller: { viewer: Viewer; machine: Machine | null }): boolean =>
  caller.viewer !== null || caller.machine !== null;

/**
 * What a machine finds by searching: as `machineGrant` — with `assets:read` or `comments:write`
 * the projects, folders and assets of its token's workspace (every workspace for a token of the
 * deployment), the comments too with `comments:write`; never people nor share links, which the
 * policy shows to people only. Null when it finds nothing.
 */
export const machineSearchGrant = (machine: Machine): Permissions | null =>
  machineGrant(machine, machine.workspaceId ?? '');

/** Creating a project in this workspace. */
export const canCreateProjectIn = (viewer: Viewer, workspace: WorkspaceAccess): boolean =>
  workspaceAllowedTo(viewer, workspace).edit;

/**
 * Moving a project between workspaces takes the right to manage both (superusers, or an Admin of
 * each): the project leaves one workspace's list for the other's.
 */
export const canMoveProject = (viewer: Viewer, from: WorkspaceAccess, to: WorkspaceAccess) =>
  workspaceAllowedTo(viewer, from).edit && workspaceAllowedTo(viewer, to).edit;

/** Superuser, workspace admin, manager or Supervisor: every right in the project. */
export function canEditProject(viewer: Viewer, project: ProjectAccess): boolean {
  if (viewer === null) return false;
  if (viewer.isSuperuser || project.workspaceAdmin) return true;
  if (viewer.userId === project.managerId) return true;
  return project.role !== null && roleOf(project.role).isAdmin;
}

/** Set Poster Image (a folder's, or a project's through its root): project edit, one folder. */
export const canSetPoster = canEditProject;

/** Regenerate Thumbnail (one folder): superusers only, whatever their standing in the project. */
export const canRegenerateFolderThumbnail = isSuperuser;

export const canSeeProject = (viewer: Viewer, project: ProjectAccess): boolean =>
  canEditProject(viewer, project) ||
  (viewer !== null && project.role !== null) ||
  project.link !== null ||
  project.token?.view === true;

/** Turning a project's integrations (Media Composer) on and off: those who edit the project. */
export const canManageIntegrations = canEditProject;

/**
 * The files an integration keeps for a folder (its comments as markers, its clips as an ALE):
 * those who may download in the folder, a machine whose token reads assets among them; never a
 * share link's visitor, whom the link gives what it shares and nothing an editing system takes.
 */
export const canSeeDeliveryFiles = (
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
): boolean =>
  project.link === null &&
  canSeeFolder(viewer, project, path) &&
  folderAllowedTo(viewer, project, path).download;

/**
 * A project's collections (decision 0125): the people who see the project see them; those who
 * edit it create, change and delete them. A share link's visitor meets one only through a link
 * that shares it, and a machine never.
 */
export const canSeeCollections = (viewer: Viewer, project: ProjectAccess): boolean =>
  viewer !== null && canSeeProject(viewer, project);

export const canEditCollections = canEditProject;

/** Whether one of the member's folder entries gives all of `rights` (and `view`). */
const entryGives = (project: ProjectAccess, rights: readonly Permission[]): boolean =>
  [...project.entries.values()].some((entry) =>
    ['view' as const, ...rights].every((right) => entry.allowedTo[right]),
  );

/**
 * Sharing a collection: who sees it and may share something in the project (its visitors see the
 * assets it matches where the link's maker may share them, when they look); letting its visitors
 * download, who may also download somewhere they share.
 */
export function collectionShareRights(viewer: Viewer, project: ProjectAccess) {
  const sees = canSeeCollections(viewer, project);
  const edits = canEditProject(viewer, project);
  return {
    share: sees && (edits || entryGives(project, ['share'])),
    download: sees && (edits || entryGives(project, ['share', 'download'])),
  };
}

/** What a link gives its visitors, from its options and what it shares. */
export const linkGrant = (
  link: { canDownload: boolean; allowComments: boolean },
  items: { folderIds: readonly string[]; assetIds: readonly string[] },
): LinkGrant => ({
  folderIds: new Set(items.folderIds),
  assetIds: new Set(items.assetIds),
  allowedTo: {
    ...allPermissions(false),
    view: true,
    download: link.canDownload,
    comment: link.allowComments,
  },
});

/** A link's rights where it shares the folder (or one above it); none elsewhere. */
function linkPermissions(link: LinkGrant, path: readonly FolderNode[]): Permissions {
  const shared = path.some((folder) => link.folderIds.has(folder.id));
  return shared ? link.allowedTo : allPermissions(false);
}

/**
 * A project's chain of custody (who saw, played, downloaded and changed what), and its exports:
 * superusers and the admins of its workspace, who answer for it; not its manager, whose own
 * accesses it records. Machines read the same events on the feed instead.
 */
export const canSeeCustody = (viewer: Viewer, project: ProjectAccess): boolean =>
  isSuperuser(viewer) || (viewer !== null && project.workspaceAdmin);

export function projectAllowedTo(viewer: Viewer, project: ProjectAccess) {
  const removes = isSuperuser(viewer) || (viewer !== null && project.workspaceAdmin);
  return {
    edit: canEditProject(viewer, project),
    delete: removes,
    custody: canSeeCustody(viewer, project),
  };
}

/** What the viewer may do on a folder and where it comes from. */
export interface FolderPermissions {
  allowedTo: Permissions;
  /** The folder whose entry holds here; null when it is the folder's own or none applies. */
  inheritedFrom: FolderNode | null;
  /** Whether the rights come from an admin role (or superuser, manager): all true, all locked. */
  byAdminRole: boolean;
}

/**
 * The nearest entry at or above the folder, `path` running from the project's root down to it
 * (as the folders are now, so a moved folder takes its new parents' entries).
 */
export function nearestEntry<Entry>(
  entries: ReadonlyMap<string, Entry>,
  path: readonly FolderNode[],
): { entry: Entry; from: FolderNode; inherited: boolean } | null {
  for (let index = path.length - 1; index >= 0; index--) {
    const node = path[index];
    const entry = node && entries.get(node.id);
    if (node && entry) return { entry, from: node, inherited: index !== path.length - 1 };
  }
  return null;
}

export function folderPermissions(
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
): FolderPermissions {
  if (canEditProject(viewer, project)) {
    return { allowedTo: allPermissions(true), inheritedFrom: null, byAdminRole: true };
  }
  if (project.link) {
    return {
      allowedTo: linkPermissions(project.link, path),
      inheritedFrom: null,
      byAdminRole: false,
    };
  }
  if (project.token) return { allowedTo: project.token, inheritedFrom: null, byAdminRole: false };
  const nearest = viewer !== null && project.role !== null && nearestEntry(project.entries, path);
  if (!nearest)
    return { allowedTo: allPermissions(false), inheritedFrom: null, byAdminRole: false };
  const inheritedFrom = nearest.inherited ? nearest.from : null;
  return { allowedTo: nearest.entry.allowedTo, inheritedFrom, byAdminRole: false };
}

/** Whether a folder lies above one the member may view: they pass through it to get there. */
const isPassage = (project: ProjectAccess, folderId: string): boolean =>
  [...project.entries.values()].some(
    (entry) => entry.allowedTo.view && entry.path.includes(folderId),
  );

/**
 * A folder shows where the viewer may view it, or a member must pass through it to reach one (a
 * visitor never sees the way to what a link shares).
 */
export function canSeeFolder(
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
): boolean {
  if (!canSeeProject(viewer, project)) return false;
  const folder = path[path.length - 1];
  if (!folder) return false;
  if (folderPermissions(viewer, project, path).allowedTo.view) return true;
  return project.link === null && isPassage(project, folder.id);
}

/** Rights on a folder; `upload` and `delete` go with `edit`. */
export function folderAllowedTo(
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
) {
  const { allowedTo } = folderPermissions(viewer, project, path);
  const { edit, download, share } = allowedTo;
  return { edit, upload: edit, download, share, delete: edit };
}

/**
 * Move (§6) takes an item out of its folder: it needs edit on that folder (`from`, the path to
 * the folder that lists the item), not on the item itself as Copy does; where it goes needs edit
 * too, as for everything put in a folder.
 */
export const canMoveOutOf = (viewer: Viewer, project: ProjectAccess, from: readonly FolderNode[]) =>
  from.length > 0 && folderAllowedTo(viewer, project, from).edit;

/**
 * What the viewer may do with an asset (`path` ends with its folder): its folder's rights, or the
 * link's when the link shares the asset itself.
 */
function assetPermissions(
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
  assetId?: string,
): Permissions {
  if (assetId !== undefined && project.link?.assetIds.has(assetId)) return project.link.allowedTo;
  return folderPermissions(viewer, project, path).allowedTo;
}

/** Rights on an asset: those of its folder, or of the link sharing it. */
export function assetAllowedTo(
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
  assetId?: string,
) {
  const { edit, download, share, comment } = assetPermissions(viewer, project, path, assetId);
  return { edit, delete: edit, download, share, comment };
}

/** An asset shows where its folder may be viewed (a passage shows no assets), or a link shares it. */
export const canSeeAsset = (
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
  assetId?: string,
) => canSeeProject(viewer, project) && assetPermissions(viewer, project, path, assetId).view;

/**
 * An asset at a past moment (decision 0144): for a signed-in person who sees it now and saw it
 * then (`then`: their place in the project at that moment); never for a share link's visitor or
 * an API token, who see only the present.
 */
export const canSeePast = (
  viewer: Viewer,
  now: ProjectAccess,
  then: ProjectAccess,
  path: readonly FolderNode[],
  assetId: string,
) =>
  !now.link &&
  !now.token &&
  canSeeAsset(viewer, now, path, assetId) &&
  canSeeAsset(viewer, then, path, assetId);

/**
 * A folder's changes between two moments and its review rounds (decision 0145): for a signed-in
 * person who sees the folder now and saw it at each moment (`then`: their place in the project
 * at each); never for a share link's visitor or an API token, who see only the present.
 */
export const canSeeFolderPast = (
  viewer: Viewer,
  now: ProjectAccess,
  then: readonly ProjectAccess[],
  path: readonly FolderNode[],
) =>
  !now.link &&
  !now.token &&
  canSeeFolder(viewer, now, path) &&
  then.every((access) => canSeeFolder(viewer, access, path));

/**
 * Who could see a folder or an asset at a past moment (decision 0144): shown to those who may
 * edit the project now, as its users list is; never to a share link's visitor or an API token.
 */
export const canSeeReadersThen = (viewer: Viewer, now: ProjectAccess) =>
  !now.link && !now.token && canEditProject(viewer, now);

/** An asset of a review session: where it is (`path` ends with its folder). */
export interface SessionAsset {
  assetId: string;
  path: readonly FolderNode[];
}

/** Review sessions are for people (decision 0146): never a share link's visitor or a token. */
const inPerson = (viewer: Viewer, project: ProjectAccess) =>
  viewer !== null && !project.link && !project.token;

/** Starting a review session on assets: those who may comment on every one of them. */
export const canStartSession = (
  viewer: Viewer,
  project: ProjectAccess,
  assets: readonly SessionAsset[],
) =>
  inPerson(viewer, project) &&
  assets.every(({ assetId, path }) => canComment(viewer, project, path, assetId));

/** Seeing, joining, following and leaving a review session: those who see every asset of it. */
export const canJoinSession = (
  viewer: Viewer,
  project: ProjectAccess,
  assets: readonly SessionAsset[],
) =>
  inPerson(viewer, project) &&
  assets.every(({ assetId, path }) => canSeeAsset(viewer, project, path, assetId));

/**
 * Showing, pointing and handing control in a review session: its presenter (the session's own
 * rule, which its decider holds against a change of presenter meanwhile).
 */
export const canPresent = (viewer: Viewer, presenterId: string) =>
  viewer !== null && viewer.userId === presenterId;

/** Ending a review session: its presenter, or those who edit its project. */
export const canEndSession = (viewer: Viewer, project: ProjectAccess, presenterId: string) =>
  canPresent(viewer, presenterId) || canEditProject(viewer, project);

/** Naming a folder's moment as a review round, and removing one: those who may edit the folder. */
export const canMarkRound = (viewer: Viewer, project: ProjectAccess, path: readonly FolderNode[]) =>
  !project.link &&
  !project.token &&
  canSeeFolder(viewer, project, path) &&
  folderAllowedTo(viewer, project, path).edit;

/** Setting and removing a folder's approval workflow: those who may edit the folder, in person. */
export const canSetApprovalWorkflow = canMarkRound;

/**
 * Deciding on a version in an approval stage: the stage's reviewers now (`reviewerIds`: the
 * people named and the roles' members) who see the asset, in person; never a share link's
 * visitor or a token.
 */
export const canDecideApproval = (
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
  assetId: string,
  reviewerIds: readonly string[],
) =>
  viewer !== null &&
  !project.link &&
  !project.token &&
  canSeeAsset(viewer, project, path, assetId) &&
  reviewerIds.includes(viewer.userId);

/**
 * Setting an asset's custom values: those who may edit it (edit on its folder, as renaming it).
 * A share link's visitor never may, nor a machine, whose token edits nothing; everyone who sees
 * the asset sees its values.
 */
export const canSetCustomValues = (
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
  assetId?: string,
) =>
  canSeeAsset(viewer, project, path, assetId) &&
  assetAllowedTo(viewer, project, path, assetId).edit;

/** Commenting on an asset and reading its comments: `comment` on its folder (or link). */
export const canComment = (
  viewer: Viewer,
  project: ProjectAccess,
  path: readonly FolderNode[],
  assetId?: string,
) =>
  canSeeAsset(viewer, project, path, assetId) &&
  assetPermissions(viewer, project, path, assetId).comment;

/** What the policy needs to know of a comment: who wrote it, and whether it is a drawing. */
export interface CommentAccess {
  createdBy: string | null;
  isAnnotation: boolean;
}

/**
 * Only its author edits a comment, and nobody an annotation (§4: deleted or downloaded only); its
 * author deletes it, and so do those who edit its project (superusers, workspace admins, the
 * manager, Supervisors), who keep the review in order.
 */
export function commentAllowedTo(viewer: Viewer, comment: CommentAccess, project: ProjectAccess) {
  const author =
    viewer !== null && comment.createdBy !== null && viewer.userId === comment.createdBy;
  return {
    edit: author && !comment.isAnnotation,
    delete: author || canEditProject(viewer, project),
  };
}

/**
 * Drawing annotations (§6): superusers, and the signed-in users who may comment on an asset of a
 * workspace that turns drawing on for its members; never a share link's visitor.
 */
export const canAnnotate = (
  viewer: Viewer,
  { mayComment, workspaceAnnotates }: { mayComment: boolean; workspaceAnnotates: boolean },
): boolean => isSuperuser(viewer) || (viewer !== null && mayComment && workspaceAnnotates);

/**
 * A user's own record; anyone's for a superuser; and for those who search people (workspace
 * admins, those who edit a project) the people who share a workspace with them (`coworker`): what
 * `node(id)` answers and who reads a user's e-mail wherever the user is reached, so a person found
 * in a search shows with name and e-mail, and nobody else of the installation does.
 */
export const canSeeUser = (
  viewer: Viewer,
  userId: string,
  standing: Standing,
  coworker: boolean,
): boolean =>
  viewer !== null &&
  (viewer.userId === userId ||
    isSuperuser(viewer) ||
    (coworker && canSearchPeople(viewer, standing)));

/**
 * Correcting an invitee's address or name as a new invitation goes out (the reinvite form) hands
 * whoever reads the new address everything the invitee was given: superusers may, and those who
 * edit every project the invitee is in (`editsAllTheirProjects`) when the invitee is Admin of no
 * workspace.
 */
export const canCorrectInvitee = (
  viewer: Viewer,
  invitee: { editsAllTheirProjects: boolean; adminOfAnyWorkspace: boolean },
): boolean =>
  isSuperuser(viewer) ||
  (viewer !== null && invitee.editsAllTheirProjects && !invitee.adminOfAnyWorkspace);

/** A user edits their own record (an external user aside, later); a superuser any; deletes others. */
export function userAllowedTo(viewer: Viewer, userId: string) {
  const self = viewer !== null && viewer.userId === userId;
  return { edit: self || isSuperuser(viewer), delete: isSuperuser(viewer) && !self };
}

/** A permission flag of a member as the users screens show it. */
export interface PermissionFlag {
  value: boolean;
  locked: boolean;
}

/**
 * A member's permissions on a folder with their locks (§3, §6): locked when the role is an admin
 * role (or the member a workspace admin), for 'view', and when the permission is inherited; on a
 * top-level folder (`topLevel`) an inherited row stays open, and only what it inherits set is
 * locked: one may add there what the entry above does not give, never take away what it gives.
 */
export function lockedPermissions(
  rights: FolderPermissions,
  { topLevel = false }: { topLevel?: boolean } = {},
): Record<Permission, PermissionFlag> {
  const inherited = rights.inheritedFrom !== null;
  const flag = (name: Permission): PermissionFlag => ({
    value: rights.allowedTo[name],
    locked:
      rights.byAdminRole || name === 'view' || (inherited && (!topLevel || rights.allowedTo[name])),
  });
  return {
    view: flag('view'),
    edit: flag('edit'),
    download: flag('download'),
    share: flag('share'),
    comment: flag('comment'),
  };
}

/** What the policy needs to know of a share link: who made it. */
export interface LinkAccess {
  createdBy: string | null;
}

/**
 * A share link shows to its creator while they still see its project, and to those who edit the
 * project (superusers, workspace admins, the manager, Supervisors); whoever sees it may change
 * it, send it and delete it. To anyone else it is out of reach (NOT_FOUND).
 */
export function linkAllowedTo(viewer: Viewer, link: LinkAccess, project: ProjectAccess) {
  const creator = viewer !== null && link.createdBy !== null && viewer.userId === link.createdBy;
  const may = canEditProject(viewer, project) || (creator && canSeeProject(viewer, project));
  return { view: may, edit: may, delete: may, send: may };
}

/**
 * A link lets its visitors download only when whoever sets the option may download every item it
 * shares (media-handling §5); `items` are the actor's rights on them.
 */
export const canAllowDownload = (items: readonly Pick<Permissions, 'download'>[]): boolean =>
  items.length > 0 && items.every((item) => item.download);

/**
 * A user's second factors and recovery codes are theirs alone to add, activate, send codes to and
 * read; a superuser may remove another's (a lost phone), and never reads their codes.
 */
export function factorsAllowedTo(viewer: Viewer, userId: string) {
  const self = viewer !== null && viewer.userId === userId;
  return { manage: self, remove: self || isSuperuser(viewer) };
}

/**
 * What a transfer token's bearer reaches of the schema (decision 0129): it acts as the token's
 * holder, but only for the transfer it was given. An upload grant starts, finalises, follows and
 * cancels uploads (and has a file its transfer server staged taken), and sends and imports
 * metadata files (ALE, XML), seeing of what they become no more than ids and names; a download
 * grant lists its files. The rest of the schema is closed to it, whatever its holder may do.
 */
const grantReach: Record<TransferGrant['direction'], Record<string, '*' | readonly string[]>> = {
  upload: {
    Mutation: [
      'startUpload',
      'finalizeUpload',
      'finalizeUploadV2',
      'takeStagedUpload',
      'cancelUpload',
      'startMetadataUpload',
      'importMetadata',
    ],
    Query: ['uploadFinalization'],
    Asset: ['id', 'name'],
    Version: ['id', 'number', 'filename', 'size'],
    Job: ['id', 'state', 'progress'],
    ...Object.fromEntries(
      [
        'StartUploadPayload',
        'Upload',
        'StoredPart',
        'FinalizeUploadPayload',
        'FinalizeUploadV2Payload',
        'TakeStagedUploadPayload',
        'UploadFinalization',
        'CancelUploadPayload',
        'StartMetadataUploadPayload',
        'MetadataUpload',
        'ImportMetadataPayload',
        'MetadataMatch',
        'AssetEdge',
      ].map((type) => [type, '*']),
    ),
  },
  download: { Query: ['transferFiles'], TransferFile: '*' },
};

/** Whether the caller may ask for `Type.field`: anyone without a transfer grant; a bearer, its grant's. */
export function transferGrantOpens(grant: TransferGrant | null, type: string, field: string) {
  if (grant === null) return true;
  const open = grantReach[grant.direction][type];
  return open === '*' || (open?.includes(field) ?? false);
}

/** A file uploaded into the folder at the end of `path` (its ids and names from the root). */
export interface UploadPlace {
  path: readonly FolderNode[];
  filename: string;
  size: number;
  /** The asset it becomes a version of (a new asset's id once started); null for a new asset. */
  assetId: string | null;
}

/** Whether an upload grant names the file: its path below the granted folder, and its size. */
function grantsFile(grant: UploadGrant, place: UploadPlace): boolean {
  const at = place.path.findIndex((folder) => folder.id === grant.folderId);
  if (at === -1) return false;
  const below = place.path.slice(at + 1).map((folder) => folder.name);
  const name = [...below, place.filename.trim()].join('/');
  return grant.files.some((file) => file.name === name && file.size === place.size);
}

/**
 * Starting an upload: a bearer only of a file its upload grant names, into the granted folder (or
 * a folder below it, as the file's path says) and as the grant says: a new asset, or a version of
 * its asset.
 */
export const transferGrantStarts = (grant: TransferGrant | null, place: UploadPlace): boolean =>
  grant === null ||
  (grant.direction === 'upload' && grantsFile(grant, place) && place.assetId === grant.assetId);

/**
 * Finalising, following or cancelling an upload: a bearer only of one its holder started of a
 * file its upload grant names.
 */
export const transferGrantReachesUpload = (
  grant: TransferGrant | null,
  upload: UploadPlace & { createdBy: string | null },
): boolean =>
  grant === null ||
  (grant.direction === 'upload' &&
    grant.holder.kind === 'user' &&
    upload.createdBy === grant.holder.userId &&
    grantsFile(grant, upload) &&
    (grant.assetId === null || grant.assetId === upload.assetId));

/** The files of a download: for the bearer of a download grant alone. */
export const transferGrantDownloads = (grant: TransferGrant | null): grant is DownloadGrant =>
  grant?.direction === 'download';

/**
 * Asking for a transfer token: people, users and share links' visitors, who hand it to their
 * transfer client; not a machine, which moves files through the API itself, nor a token's bearer.
 */
export const canAskTransferToken = (caller: {
  viewer: Viewer;
  visitor: unknown;
  machine: Machine | null;
  transferGrant: TransferGrant | null;
}): boolean =>
  caller.machine === null &&
  caller.transferGrant === null &&
  (caller.viewer !== null || caller.visitor !== null);
