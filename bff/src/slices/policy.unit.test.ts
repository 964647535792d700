import { describe, expect, it } from 'vitest';
import {
  assetAllowedTo,
  canComment,
  canCorrectInvitee,
  canCreateProject,
  canCreateProjectIn,
  canCreateWorkspace,
  canDecideApproval,
  canDefineCustomFields,
  canEditProject,
  canEndSession,
  canJoinSession,
  canManageIntegrations,
  canManageWorkspaces,
  canMoveOutOf,
  canPresent,
  canRegenerateFolderThumbnail,
  canRemoveFromWorkspace,
  canSearchPeople,
  canSeeAll,
  canSeeAsset,
  canSeeDeliveryFiles,
  canSeeFolder,
  canSeeProject,
  canSeeReadersThen,
  canSeeUser,
  canSeeWorkspace,
  canSetApprovalWorkflow,
  canSetCustomValues,
  canStartSession,
  type FolderEntry,
  type FolderNode,
  folderAllowedTo,
  folderPermissions,
  hasEditableProjects,
  linkGrant,
  lockedPermissions,
  machineGrant,
  outsider,
  type ProjectAccess,
  projectAllowedTo,
  userAllowedTo,
  workspaceAllowedTo,
} from './policy.ts';
import { allPermissions, type Permissions } from './roles.ts';

const superuser = { userId: 'root', isSuperuser: true };
const manager = { userId: 'mia', isSuperuser: false };
const member = { userId: 'vic', isSuperuser: false };
const other = { userId: 'otto', isSuperuser: false };

const nobody = { adminOfAnyWorkspace: false, editsAnyProject: false };
const wsAdmin = { adminOfAnyWorkspace: true, editsAnyProject: false };

// The tree: Feature / Day 1 / Camera A / Take 1, and Feature / Day 2.
const root: FolderNode = { id: 'root', name: 'Feature' };
const day1: FolderNode = { id: 'day1', name: 'Day 1' };
const cameraA: FolderNode = { id: 'camA', name: 'Camera A' };
const take1: FolderNode = { id: 'take1', name: 'Take 1' };
const day2: FolderNode = { id: 'day2', name: 'Day 2' };
const pathTo = (...nodes: FolderNode[]) => nodes;
const ids = (path: FolderNode[]) => path.map((node) => node.id);

const viewOnly: Permissions = { ...allPermissions(false), view: true, comment: true };
const editing: Permissions = { ...allPermissions(true), share: false };

const entry = (allowedTo: Permissions, path: FolderNode[]): FolderEntry => ({
  allowedTo,
  path: ids(path),
});

const access = (overrides: Partial<ProjectAccess> = {}): ProjectAccess => ({
  ...outsider('mia'),
  ...overrides,
});

const everything = { edit: true, upload: true, download: true, share: true, delete: true };
const nothing = { edit: false, upload: false, download: false, share: false, delete: false };

describe('policy: who stands where', () => {
  it('lets a superuser do everything', () => {
    expect(canCreateWorkspace(superuser)).toBe(true);
    expect(canCreateProject(superuser, nobody)).toBe(true);
    expect(canSeeAll(superuser)).toBe(true);
    expect(canSearchPeople(superuser, nobody)).toBe(true);
    const workspace = { isAdmin: false, seesProject: false };
    expect(workspaceAllowedTo(superuser, workspace)).toEqual({
      edit: true,
      delete: true,
      upload: true,
    });
    expect(canSeeWorkspace(superuser, workspace)).toBe(true);
    expect(workspaceAllowedTo(superuser, { ...workspace, isDefault: true }).delete).toBe(false);
    expect(projectAllowedTo(superuser, access())).toEqual({
      edit: true,
      delete: true,
      custody: true,
    });
    expect(folderAllowedTo(superuser, access(), pathTo(root, day1))).toEqual(everything);
    expect(canSeeUser(superuser, 'otto', nobody, true)).toBe(true);
  });

  it('makes a workspace admin Admin of its projects and manager of the workspace', () => {
    const project = access({ workspaceAdmin: true });
    expect(canEditProject(other, project)).toBe(true);
    expect(projectAllowedTo(other, project)).toEqual({ edit: true, delete: true, custody: true });
    expect(folderAllowedTo(other, project, pathTo(root, day1))).toEqual(everything);
    const workspace = { isAdmin: true, seesProject: false };
    expect(canSeeWorkspace(other, workspace)).toBe(true);
    expect(workspaceAllowedTo(other, workspace)).toEqual({
      edit: true,
      delete: false,
      upload: false,
    });
    expect(canCreateProjectIn(other, workspace)).toBe(true);
    expect(canCreateProjectIn(other, { isAdmin: false, seesProject: true })).toBe(false);
    expect(canManageWorkspaces(other, wsAdmin)).toBe(true);
    expect(canCreateProject(other, wsAdmin)).toBe(true);
    expect(canCreateWorkspace(other)).toBe(false);
    expect(canSeeUser(other, 'root', wsAdmin, true)).toBe(true);
    const rights = folderPermissions(other, project, pathTo(root));
    expect(Object.values(lockedPermissions(rights))).toEqual(
      Array(5).fill({ value: true, locked: true }),
    );
  });

  it('lets a manager and a Supervisor edit the project and do everything in its folders', () => {
    for (const [viewer, project] of [
      [manager, access()],
      [member, access({ role: 'supervisor' })],
    ] as const) {
      expect(canSeeProject(viewer, project)).toBe(true);
      expect(projectAllowedTo(viewer, project)).toEqual({
        edit: true,
        delete: false,
        custody: false,
      });
      expect(folderAllowedTo(viewer, project, pathTo(root, day2))).toEqual(everything);
    }
    expect(canCreateProject(manager, nobody)).toBe(false);
    expect(hasEditableProjects(manager, { ...nobody, editsAnyProject: true })).toBe(true);
  });

  it('lets those who assign people search them and see their e-mail (§6)', () => {
    const editsProject = { ...nobody, editsAnyProject: true };
    expect(canSearchPeople(manager, editsProject)).toBe(true);
    expect(canSeeUser(manager, 'root', editsProject, true)).toBe(true);
    expect(canSearchPeople(other, wsAdmin)).toBe(true);
    expect(canSearchPeople(superuser, nobody)).toBe(true);
    expect(canSearchPeople(member, nobody)).toBe(false);
    expect(canSeeUser(member, 'root', nobody, true)).toBe(false);
    expect(canSearchPeople(null, editsProject)).toBe(false);
    expect(canSeeUser(null, 'root', editsProject, true)).toBe(false);
  });

  it('shows those who search people only the people who share a workspace with them', () => {
    const editsProject = { ...nobody, editsAnyProject: true };
    expect(canSeeUser(manager, 'root', editsProject, false)).toBe(false);
    expect(canSeeUser(other, 'root', wsAdmin, false)).toBe(false);
    expect(canSeeUser(superuser, 'otto', nobody, false)).toBe(true);
    expect(canSeeUser(other, 'otto', nobody, false)).toBe(true);
  });

  it('hides the project from everyone else', () => {
    expect(canSeeProject(other, access())).toBe(false);
    expect(projectAllowedTo(other, access())).toEqual({
      edit: false,
      delete: false,
      custody: false,
    });
    expect(folderAllowedTo(other, access(), pathTo(root))).toEqual(nothing);
    expect(canSeeFolder(other, access(), pathTo(root))).toBe(false);
    expect(canSeeWorkspace(other, { isAdmin: false, seesProject: false })).toBe(false);
    expect(hasEditableProjects(other, nobody)).toBe(false);
  });

  it('shows users their own record only, unless they pick people', () => {
    expect(canSeeUser(other, 'otto', nobody, true)).toBe(true);
    expect(canSeeUser(other, 'mia', nobody, true)).toBe(false);
    expect(canSeeUser(null, 'otto', nobody, true)).toBe(false);
  });

  it('lets those who manage everything an invitee was given correct their address', () => {
    const all = { editsAllTheirProjects: true, adminOfAnyWorkspace: false };
    expect(canCorrectInvitee(manager, all)).toBe(true);
    expect(canCorrectInvitee(manager, { ...all, editsAllTheirProjects: false })).toBe(false);
    expect(canCorrectInvitee(manager, { ...all, adminOfAnyWorkspace: true })).toBe(false);
    expect(canCorrectInvitee(superuser, { ...all, adminOfAnyWorkspace: true })).toBe(true);
    expect(canCorrectInvitee(null, all)).toBe(false);
  });

  it('takes a user out of a workspace and its projects for those who edit all of it', () => {
    const admin = { isAdmin: true, seesProject: false };
    const outsiderOf = { isAdmin: false, seesProject: true };
    expect(canRemoveFromWorkspace(other, admin, [access({ workspaceAdmin: true })])).toBe(true);
    expect(canRemoveFromWorkspace(other, admin, [access()])).toBe(false);
    expect(canRemoveFromWorkspace(manager, outsiderOf, [])).toBe(false);
    expect(canRemoveFromWorkspace(superuser, outsiderOf, [access()])).toBe(true);
  });

  it('lets users edit themselves and superusers edit anyone and delete others', () => {
    expect(userAllowedTo(other, 'otto')).toEqual({ edit: true, delete: false });
    expect(userAllowedTo(other, 'mia')).toEqual({ edit: false, delete: false });
    expect(userAllowedTo(superuser, 'mia')).toEqual({ edit: true, delete: true });
    expect(userAllowedTo(superuser, 'root')).toEqual({ edit: true, delete: false });
    expect(userAllowedTo(null, 'mia')).toEqual({ edit: false, delete: false });
  });

  it('lets a superuser alone regenerate a folder thumbnail, not those who edit the project (§6)', () => {
    expect(canRegenerateFolderThumbnail(superuser)).toBe(true);
    expect(canEditProject(manager, access())).toBe(true);
    expect(canRegenerateFolderThumbnail(manager)).toBe(false);
    expect(canRegenerateFolderThumbnail(member)).toBe(false);
    expect(canRegenerateFolderThumbnail(other)).toBe(false);
    expect(canRegenerateFolderThumbnail(null)).toBe(false);
  });

  it('gives a signed-out visitor nothing', () => {
    const project = access({ role: 'editor', workspaceAdmin: true });
    expect(canSeeProject(null, project)).toBe(false);
    expect(folderAllowedTo(null, project, pathTo(root))).toEqual(nothing);
    expect(canSeeWorkspace(null, { isAdmin: true, seesProject: true })).toBe(false);
    expect(canCreateWorkspace(null)).toBe(false);
    expect(canManageWorkspaces(null, wsAdmin)).toBe(false);
  });
});

describe('policy: a member and their folder entries', () => {
  const onDay1 = access({
    role: 'viewer',
    entries: new Map([['day1', entry(viewOnly, [root, day1])]]),
  });

  it('sees the project, its folder and what lies below, and passes through the root', () => {
    expect(canSeeProject(member, onDay1)).toBe(true);
    expect(projectAllowedTo(member, onDay1)).toEqual({
      edit: false,
      delete: false,
      custody: false,
    });
    expect(canSeeFolder(member, onDay1, pathTo(root, day1))).toBe(true);
    expect(canSeeFolder(member, onDay1, pathTo(root, day1, cameraA, take1))).toBe(true);
    expect(canSeeFolder(member, onDay1, pathTo(root))).toBe(true);
    expect(folderAllowedTo(member, onDay1, pathTo(root))).toEqual(nothing);
    expect(canSeeAsset(member, onDay1, pathTo(root))).toBe(false);
    expect(canSeeFolder(member, onDay1, pathTo(root, day2))).toBe(false);
  });

  it('says where inherited permissions come from', () => {
    const own = folderPermissions(member, onDay1, pathTo(root, day1));
    expect(own).toEqual({ allowedTo: viewOnly, inheritedFrom: null, byAdminRole: false });
    const below = folderPermissions(member, onDay1, pathTo(root, day1, cameraA));
    expect(below).toEqual({ allowedTo: viewOnly, inheritedFrom: day1, byAdminRole: false });
    expect(lockedPermissions(own).edit).toEqual({ value: false, locked: false });
    expect(lockedPermissions(own).view).toEqual({ value: true, locked: true });
    expect(lockedPermissions(below).edit).toEqual({ value: false, locked: true });
  });

  it('opens an inherited row on a top-level folder, locking only what it inherits set (§6)', () => {
    const fromRoot = access({
      role: 'viewer',
      entries: new Map([['root', entry(viewOnly, [root])]]),
    });
    const onDay1 = lockedPermissions(folderPermissions(member, fromRoot, pathTo(root, day1)), {
      topLevel: true,
    });
    expect(onDay1.comment).toEqual({ value: true, locked: true });
    expect(onDay1.edit).toEqual({ value: false, locked: false });
    expect(onDay1.view).toEqual({ value: true, locked: true });
    const below = folderPermissions(member, fromRoot, pathTo(root, day1, cameraA));
    expect(lockedPermissions(below).edit).toEqual({ value: false, locked: true });
    const admin = folderPermissions(other, access({ workspaceAdmin: true }), pathTo(root, day1));
    expect(lockedPermissions(admin, { topLevel: true }).edit.locked).toBe(true);
  });

  it('takes the nearest entry: a deeper one overrides', () => {
    const both = access({
      role: 'viewer',
      entries: new Map([
        ['day1', entry(viewOnly, [root, day1])],
        ['camA', entry(editing, [root, day1, cameraA])],
      ]),
    });
    expect(folderAllowedTo(member, both, pathTo(root, day1)).edit).toBe(false);
    expect(folderAllowedTo(member, both, pathTo(root, day1, cameraA, take1))).toEqual({
      edit: true,
      upload: true,
      download: true,
      share: false,
      delete: true,
    });
    expect(folderPermissions(member, both, pathTo(root, day1, cameraA, take1)).inheritedFrom).toBe(
      cameraA,
    );
  });

  it('lets an editor create where a viewer may only look and comment', () => {
    const editor = access({
      role: 'editor',
      entries: new Map([['day1', entry(editing, [root, day1])]]),
    });
    expect(folderAllowedTo(member, editor, pathTo(root, day1)).edit).toBe(true);
    expect(folderAllowedTo(member, onDay1, pathTo(root, day1)).edit).toBe(false);
    expect(canComment(member, onDay1, pathTo(root, day1, cameraA))).toBe(true);
    expect(assetAllowedTo(member, onDay1, pathTo(root, day1))).toEqual({
      edit: false,
      delete: false,
      download: false,
      share: false,
      comment: true,
    });
  });

  it('moves an item out of a folder with edit on that folder, whatever its own rights (§6)', () => {
    const both = access({
      role: 'viewer',
      entries: new Map([
        ['day1', entry(viewOnly, [root, day1])],
        ['camA', entry(editing, [root, day1, cameraA])],
      ]),
    });
    // Take 1 (in Camera A, which they edit) moves out; Camera A (in Day 1, view only) does not.
    expect(canMoveOutOf(member, both, pathTo(root, day1, cameraA))).toBe(true);
    expect(canMoveOutOf(member, both, pathTo(root, day1))).toBe(false);
    expect(folderAllowedTo(member, both, pathTo(root, day1, cameraA)).edit).toBe(true);
    // Nothing is ever moved out of no folder (the root has none).
    expect(canMoveOutOf(superuser, both, [])).toBe(false);
  });

  it('keeps inheritance right when a subtree moves', () => {
    // Camera A (with Take 1) moves from Day 1 to Day 2: it now inherits Day 2's entry.
    const entries = new Map([
      ['day1', entry(viewOnly, [root, day1])],
      ['day2', entry(editing, [root, day2])],
    ]);
    const project = access({ role: 'viewer', entries });
    const before = pathTo(root, day1, cameraA, take1);
    const after = pathTo(root, day2, cameraA, take1);
    expect(folderPermissions(member, project, before)).toMatchObject({
      allowedTo: viewOnly,
      inheritedFrom: day1,
    });
    expect(folderPermissions(member, project, after)).toMatchObject({
      allowedTo: editing,
      inheritedFrom: day2,
    });
    // An entry on the moved folder itself travels with it and still overrides.
    const own = new Map([...entries, ['camA', entry(viewOnly, [root, day2, cameraA])]]);
    const moved = access({ role: 'viewer', entries: own });
    expect(folderPermissions(member, moved, after)).toMatchObject({
      allowedTo: viewOnly,
      inheritedFrom: cameraA,
    });
    // Out of the member's reach once moved away from their only entry.
    const onlyDay1 = access({
      role: 'viewer',
      entries: new Map([['day1', entry(viewOnly, [root, day1])]]),
    });
    expect(canSeeFolder(member, onlyDay1, before)).toBe(true);
    expect(canSeeFolder(member, onlyDay1, after)).toBe(false);
  });

  it('gives a member without entries the project but no folder', () => {
    const bare = access({ role: 'editor' });
    expect(canSeeProject(member, bare)).toBe(true);
    expect(canSeeFolder(member, bare, pathTo(root))).toBe(false);
  });

  it('ignores entries once the user is no longer a member', () => {
    const former = access({ entries: onDay1.entries });
    expect(canSeeFolder(member, former, pathTo(root, day1))).toBe(false);
  });
});

describe('policy: the files Media Composer takes', () => {
  const day1Path = pathTo(root, day1);
  const withEntry = (allowedTo: Permissions) =>
    access({ role: 'viewer', entries: new Map([['day1', entry(allowedTo, day1Path)]]) });

  it('are turned on and off by those who edit the project', () => {
    expect(canManageIntegrations(manager, access())).toBe(true);
    expect(canManageIntegrations(member, withEntry(editing))).toBe(false);
    expect(canManageIntegrations(null, access({ token: allPermissions(true) }))).toBe(false);
  });

  it('show to those who may download in the folder, a machine reading assets too', () => {
    expect(canSeeDeliveryFiles(member, withEntry(editing), day1Path)).toBe(true);
    expect(canSeeDeliveryFiles(member, withEntry(viewOnly), day1Path)).toBe(false);
    expect(canSeeDeliveryFiles(member, withEntry(editing), pathTo(root, day2))).toBe(false);
    const reads = { ...allPermissions(false), view: true, download: true };
    expect(canSeeDeliveryFiles(null, access({ token: reads }), day1Path)).toBe(true);
    expect(canSeeDeliveryFiles(null, access({ token: viewOnly }), day1Path)).toBe(false);
  });

  it('never show to a share link visitor, even one who may download', () => {
    const link = linkGrant(
      { canDownload: true, allowComments: true },
      {
        folderIds: ['day1'],
        assetIds: [],
      },
    );
    expect(folderAllowedTo(null, access({ link }), day1Path).download).toBe(true);
    expect(canSeeDeliveryFiles(null, access({ link }), day1Path)).toBe(false);
  });
});

describe('policy: custom fields and their values', () => {
  const day1Path = pathTo(root, day1);
  const withEntry = (allowedTo: Permissions) =>
    access({ role: 'viewer', entries: new Map([['day1', entry(allowedTo, day1Path)]]) });

  it('are defined by those who edit the workspace, never by a machine', () => {
    expect(canDefineCustomFields(superuser, { isAdmin: false, seesProject: false })).toBe(true);
    expect(canDefineCustomFields(other, { isAdmin: true, seesProject: false })).toBe(true);
    expect(canDefineCustomFields(member, { isAdmin: false, seesProject: true })).toBe(false);
    expect(canDefineCustomFields(null, { isAdmin: false, seesProject: true })).toBe(false);
  });

  it('take values from those who may edit in the folder', () => {
    expect(canSetCustomValues(member, withEntry(editing), day1Path, 'a1')).toBe(true);
    expect(canSetCustomValues(member, withEntry(viewOnly), day1Path, 'a1')).toBe(false);
    expect(canSetCustomValues(member, withEntry(editing), pathTo(root, day2), 'a1')).toBe(false);
    expect(canSetCustomValues(manager, access(), pathTo(root, day2), 'a1')).toBe(true);
  });

  it('take none from a share link visitor or a machine, whatever they may do', () => {
    const link = linkGrant(
      { canDownload: true, allowComments: true },
      { folderIds: ['day1'], assetIds: ['a1'] },
    );
    expect(canSetCustomValues(null, access({ link }), day1Path, 'a1')).toBe(false);
    const machine = { tokenId: 't1', workspaceId: 'w1', expiresAt: null };
    const scopes = ['assets:read', 'comments:write', 'webhooks:manage', 'events:read'] as const;
    const token = machineGrant({ ...machine, scopes }, 'w1') ?? allPermissions(false);
    expect(canSeeAsset(null, access({ token }), day1Path, 'a1')).toBe(true);
    expect(canSetCustomValues(null, access({ token }), day1Path, 'a1')).toBe(false);
  });
});

describe('policy: review sessions and who could see a past', () => {
  const onDay1 = access({
    role: 'viewer',
    entries: new Map([['day1', entry(viewOnly, [root, day1])]]),
  });
  const inDay1 = [{ assetId: 'a1', path: pathTo(root, day1) }];
  const inDay2 = [{ assetId: 'a2', path: pathTo(root, day2) }];

  it('lets people who may comment on every asset start a session, and who see them join it', () => {
    expect(canStartSession(member, onDay1, inDay1)).toBe(true);
    expect(canJoinSession(member, onDay1, inDay1)).toBe(true);
    expect(canJoinSession(member, onDay1, [...inDay1, ...inDay2])).toBe(false);
    expect(canStartSession(other, access(), inDay1)).toBe(false);
    const noComment = access({
      role: 'viewer',
      entries: new Map([['day1', entry({ ...viewOnly, comment: false }, [root, day1])]]),
    });
    expect(canStartSession(member, noComment, inDay1)).toBe(false);
    expect(canJoinSession(member, noComment, inDay1)).toBe(true);
  });

  it('keeps sessions from share links and machines, whatever they may see', () => {
    const link = linkGrant(
      { canDownload: false, allowComments: true },
      { folderIds: ['day1'], assetIds: [] },
    );
    expect(canSeeAsset(null, access({ link }), inDay1[0]?.path ?? [], 'a1')).toBe(true);
    expect(canJoinSession(null, access({ link }), inDay1)).toBe(false);
    expect(canStartSession(null, access({ token: allPermissions(true) }), inDay1)).toBe(false);
  });

  it('lets the presenter present, and the presenter or an editor of the project end it', () => {
    expect(canPresent(member, 'vic')).toBe(true);
    expect(canPresent(manager, 'vic')).toBe(false);
    expect(canEndSession(member, onDay1, 'vic')).toBe(true);
    expect(canEndSession(member, onDay1, 'mia')).toBe(false);
    expect(canEndSession(manager, access(), 'vic')).toBe(true);
  });

  it('shows who could see a past to those who edit the project now', () => {
    expect(canSeeReadersThen(manager, access())).toBe(true);
    expect(canSeeReadersThen(member, onDay1)).toBe(false);
    expect(canSeeReadersThen(superuser, access())).toBe(true);
  });
});

describe('policy: approval workflows', () => {
  const day1Path = pathTo(root, day1);
  const viewerOnDay1 = access({
    role: 'viewer',
    entries: new Map([['day1', entry(viewOnly, day1Path)]]),
  });
  const editorOnDay1 = access({
    role: 'editor',
    entries: new Map([['day1', entry(editing, day1Path)]]),
  });

  it('lets those who edit a folder set its workflow, never a viewer, a visitor or a token', () => {
    expect(canSetApprovalWorkflow(member, editorOnDay1, day1Path)).toBe(true);
    expect(canSetApprovalWorkflow(member, viewerOnDay1, day1Path)).toBe(false);
    expect(canSetApprovalWorkflow(manager, access(), day1Path)).toBe(true);
    const token = allPermissions(true);
    expect(canSetApprovalWorkflow(null, access({ token }), day1Path)).toBe(false);
  });

  it("lets a stage's reviewers who see the asset decide, whatever their role", () => {
    expect(canDecideApproval(member, viewerOnDay1, day1Path, 'a1', ['vic'])).toBe(true);
    expect(canDecideApproval(member, viewerOnDay1, day1Path, 'a1', ['mia'])).toBe(false);
    // named, but the asset is out of their reach
    expect(canDecideApproval(member, viewerOnDay1, pathTo(root, day2), 'a2', ['vic'])).toBe(false);
    const link = linkGrant(
      { canDownload: false, allowComments: true },
      { folderIds: ['day1'], assetIds: [] },
    );
    expect(canDecideApproval(null, access({ link }), day1Path, 'a1', [])).toBe(false);
  });
});
