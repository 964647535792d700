import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import {
  projectAccessDecider,
  type RemoveFolderUser,
  type RemoveProjectUser,
  type RemoveProjectUsers,
  type SaveFolderUser,
  type SaveProjectUser,
} from './project-access.decider.ts';

const spec = deciderSpec(projectAccessDecider);
const on = { projectId: 'p1', userId: 'u1', workspaceAdmin: false };
const viewer = { view: true, edit: false, download: false, share: false, comment: true };
const editor = { view: true, edit: true, download: true, share: false, comment: true };

const saveProjectUser = (overrides: Partial<SaveProjectUser> = {}): SaveProjectUser => ({
  type: 'SaveProjectUser',
  ...on,
  rootFolderId: 'root',
  role: 'viewer',
  permissions: null,
  ...overrides,
});
const saveFolderUser = (overrides: Partial<SaveFolderUser> = {}): SaveFolderUser => ({
  type: 'SaveFolderUser',
  ...on,
  folderId: 'day1',
  path: ['root', 'day1'],
  allowedTo: {},
  role: null,
  ...overrides,
});
const removeProjectUser: RemoveProjectUser = { type: 'RemoveProjectUser', ...on };
const removeFolderUser: RemoveFolderUser = { type: 'RemoveFolderUser', ...on, folderId: 'day1' };

const settings = { receiveFolderContentNotifications: true, receiveCommentNotifications: true };
const added = (role: 'viewer' | 'editor' | 'supervisor' = 'viewer') => ({
  type: 'project_member.added' as const,
  data: { projectId: 'p1', userId: 'u1', role, ...settings },
});
const roleChanged = (role: 'viewer' | 'editor' | 'supervisor') => ({
  type: 'project_member.role_changed' as const,
  data: { projectId: 'p1', userId: 'u1', role },
});
const set = (folderId: string, allowedTo: typeof viewer) => ({
  type: 'folder_permission.set' as const,
  data: { projectId: 'p1', folderId, userId: 'u1', allowedTo },
});
const removed = {
  type: 'project_member.removed' as const,
  data: { projectId: 'p1', userId: 'u1' },
};
const entryRemoved = {
  type: 'folder_permission.removed' as const,
  data: { projectId: 'p1', folderId: 'day1', userId: 'u1' },
};
const unchangeable = { field: 'userId', entity: 'user', state: 'workspaceAdmin' };

describe('SaveProjectUser', () => {
  it("adds the user to the whole project with their role's permissions", () => {
    spec.when(saveProjectUser()).then([added(), set('root', viewer)]);
    spec.when(saveProjectUser({ role: 'editor' })).then([added('editor'), set('root', editor)]);
  });

  it('adds a Supervisor without entries: the admin role holds everything', () => {
    spec.when(saveProjectUser({ role: 'supervisor' })).then([added('supervisor')]);
  });

  it('changes the role and the whole-project permissions sent', () => {
    spec
      .given([added(), set('root', viewer)])
      .when(saveProjectUser({ role: 'editor', permissions: { share: true } }))
      .then([roleChanged('editor'), set('root', { ...editor, share: true })]);
  });

  it("carries entries holding the old role's permissions over to the new role's", () => {
    const custom = { ...viewer, download: true };
    spec
      .given([added(), set('day1', viewer), set('day2', custom)])
      .when(saveProjectUser({ role: 'editor' }))
      .then([roleChanged('editor'), set('day1', editor)]);
  });

  it('leaves entries alone when the member becomes a Supervisor', () => {
    spec
      .given([added(), set('day1', viewer)])
      .when(saveProjectUser({ role: 'supervisor' }))
      .then([roleChanged('supervisor')]);
  });

  it('does nothing when nothing changes (a retry)', () => {
    spec
      .given([added(), set('root', viewer)])
      .when(saveProjectUser())
      .thenNothing();
  });

  it('refuses an unknown role, a missing user, and permissions of an admin role', () => {
    spec.when(saveProjectUser({ role: 'owner' })).thenRejects('VALIDATION_FAILED', {
      field: 'role',
      rule: 'oneOf',
    });
    spec
      .when(saveProjectUser({ userId: null }))
      .thenRejects('NOT_FOUND', { field: 'userId', entity: 'user' });
    spec
      .when(saveProjectUser({ role: 'supervisor', permissions: { edit: true } }))
      .thenRejects('VALIDATION_FAILED', { field: 'permissions', rule: 'locked' });
  });

  it("refuses to take 'view' away: it is locked", () => {
    spec
      .when(saveProjectUser({ permissions: { view: false } }))
      .thenRejects('VALIDATION_FAILED', { field: 'permissions.view', rule: 'locked' });
  });

  it('refuses to change a workspace admin', () => {
    spec
      .when(saveProjectUser({ workspaceAdmin: true }))
      .thenRejects('STATE_CONFLICT', unchangeable);
  });
});

describe('RemoveProjectUser', () => {
  it('removes a member, entries and all', () => {
    spec
      .given([added(), set('day1', viewer)])
      .when(removeProjectUser)
      .then([removed]);
  });

  it('refuses someone who is not a member, and a workspace admin', () => {
    spec.when(removeProjectUser).thenRejects('NOT_FOUND', {
      field: 'userId',
      entity: 'projectUser',
    });
    spec
      .given([added(), removed])
      .when(removeProjectUser)
      .thenRejects('NOT_FOUND', { field: 'userId', entity: 'projectUser' });
    spec
      .given([added()])
      .when({ ...removeProjectUser, workspaceAdmin: true })
      .thenRejects('STATE_CONFLICT', unchangeable);
  });
});

describe('SaveFolderUser', () => {
  it('brings a new user in as Viewer on that folder only', () => {
    spec.when(saveFolderUser()).then([added(), set('day1', viewer)]);
  });

  it("changes an existing member's entry with what was sent", () => {
    spec
      .given([added('editor'), set('day1', editor)])
      .when(saveFolderUser({ allowedTo: { share: true } }))
      .then([set('day1', { ...editor, share: true })]);
    spec
      .given([added('editor')])
      .when(saveFolderUser({ folderId: 'day2' }))
      .then([set('day2', editor)]);
  });

  it('starts a new entry from what the member inherits there, unless a role is sent', () => {
    const fromRoot = { ...viewer, download: true };
    spec
      .given([added(), set('root', fromRoot)])
      .when(saveFolderUser({ allowedTo: { edit: true } }))
      .then([set('day1', { ...fromRoot, edit: true })]);
    spec
      .given([added(), set('root', fromRoot)])
      .when(saveFolderUser({ role: 'viewer', allowedTo: { edit: true } }))
      .then([set('day1', { ...viewer, edit: true })]);
  });

  it('does nothing when the entry is already so', () => {
    spec
      .given([added(), set('day1', viewer)])
      .when(saveFolderUser())
      .thenNothing();
  });

  it('refuses a missing folder or user, an admin role, a workspace admin, no view', () => {
    spec
      .when(saveFolderUser({ folderId: null }))
      .thenRejects('NOT_FOUND', { field: 'folderId', entity: 'folder' });
    spec
      .when(saveFolderUser({ userId: null }))
      .thenRejects('NOT_FOUND', { field: 'userId', entity: 'user' });
    spec
      .given([added('supervisor')])
      .when(saveFolderUser())
      .thenRejects('VALIDATION_FAILED', { field: 'allowedTo', rule: 'locked' });
    spec.when(saveFolderUser({ workspaceAdmin: true })).thenRejects('STATE_CONFLICT', unchangeable);
    spec
      .when(saveFolderUser({ allowedTo: { view: false } }))
      .thenRejects('VALIDATION_FAILED', { field: 'allowedTo.view', rule: 'locked' });
  });

  it('assigns a newcomer to the folder with the role sent (Assign User)', () => {
    spec.when(saveFolderUser({ role: 'editor' })).then([added('editor'), set('day1', editor)]);
  });

  it('gives a member the role sent; entries holding the old role follow it', () => {
    spec
      .given([added(), set('day2', viewer), set('root', { ...viewer, download: true })])
      .when(saveFolderUser({ role: 'editor' }))
      .then([roleChanged('editor'), set('day2', editor), set('day1', editor)]);
    spec
      .given([added(), set('day1', viewer)])
      .when(saveFolderUser({ role: 'editor' }))
      .then([roleChanged('editor'), set('day1', editor)]);
    spec
      .given([added('editor'), set('day1', editor)])
      .when(saveFolderUser({ role: 'editor' }))
      .thenNothing();
  });

  it('refuses an admin role or a role nobody has', () => {
    for (const role of ['supervisor', 'admin', 'director']) {
      spec
        .when(saveFolderUser({ role }))
        .thenRejects('VALIDATION_FAILED', { field: 'roleId', rule: 'oneOf' });
    }
  });

  it('gives a member who left and came back none of their old entries', () => {
    spec
      .given([added(), set('day1', editor), removed])
      .when(saveFolderUser({ folderId: 'day2' }))
      .then([added(), set('day2', viewer)]);
  });
});

describe('RemoveProjectUsers', () => {
  const otherAdded = {
    type: 'project_member.added' as const,
    data: { projectId: 'p1', userId: 'u2', role: 'viewer' as const, ...settings },
  };
  const otherRemoved = {
    type: 'project_member.removed' as const,
    data: { projectId: 'p1', userId: 'u2' },
  };
  const removeUsers = (...users: RemoveProjectUsers['users']): RemoveProjectUsers => ({
    type: 'RemoveProjectUsers',
    projectId: 'p1',
    users,
  });
  const u1 = { userId: 'u1', workspaceAdmin: false };
  const u2 = { userId: 'u2', workspaceAdmin: false };

  it('removes every member named, each once', () => {
    spec
      .given([added(), set('day1', viewer), otherAdded])
      .when(removeUsers(u1, u2, u1))
      .then([removed, otherRemoved]);
  });

  it('removes none when one of them cannot go', () => {
    const given = spec.given([added(), otherAdded]);
    given
      .when(removeUsers(u1, { userId: 'u3', workspaceAdmin: false }))
      .thenRejects('NOT_FOUND', { field: 'userIds', entity: 'projectUser' });
    given
      .when(removeUsers(u1, { userId: null, workspaceAdmin: false }))
      .thenRejects('NOT_FOUND', { field: 'userIds', entity: 'projectUser' });
    given
      .when(removeUsers(u1, { ...u2, workspaceAdmin: true }))
      .thenRejects('STATE_CONFLICT', { ...unchangeable, field: 'userIds' });
    given
      .when(removeUsers())
      .thenRejects('VALIDATION_FAILED', { field: 'userIds', rule: 'required' });
  });
});

describe('RemoveFolderUser', () => {
  it('removes the entry', () => {
    spec
      .given([added(), set('day1', viewer)])
      .when(removeFolderUser)
      .then([entryRemoved]);
  });

  it('refuses an entry that is not there', () => {
    const missing = { field: 'userId', entity: 'folderUser' };
    spec.when(removeFolderUser).thenRejects('NOT_FOUND', missing);
    spec
      .given([added(), set('day1', viewer), entryRemoved])
      .when(removeFolderUser)
      .thenRejects('NOT_FOUND', missing);
    spec
      .given([added(), set('day1', viewer), removed])
      .when(removeFolderUser)
      .thenRejects('NOT_FOUND', missing);
  });
});

describe('UpdateMemberSettings', () => {
  const spec = deciderSpec(projectAccessDecider);
  const joined = {
    type: 'project_member.added' as const,
    data: { projectId: 'p1', userId: 'u1', role: 'viewer' as const, ...settings },
  };
  const update = (content: boolean, comments: boolean) => ({
    type: 'UpdateMemberSettings' as const,
    projectId: 'p1',
    userId: 'u1',
    receiveFolderContentNotifications: content,
    receiveCommentNotifications: comments,
  });

  it('changes a member’s notifications, and nothing when they are as asked', () => {
    const changed = {
      type: 'project_member.settings_changed' as const,
      data: {
        projectId: 'p1',
        userId: 'u1',
        receiveFolderContentNotifications: false,
        receiveCommentNotifications: true,
      },
    };
    spec.given([joined]).when(update(false, true)).then([changed]);
    spec.given([joined, changed]).when(update(false, true)).thenNothing();
    spec.given([joined]).when(update(true, true)).thenNothing();
  });

  it('refuses someone who is not a member', () => {
    spec.when(update(false, false)).thenRejects('NOT_FOUND');
    spec
      .given([joined, { type: 'project_member.removed', data: { projectId: 'p1', userId: 'u1' } }])
      .when(update(false, false))
      .thenRejects('NOT_FOUND');
  });
});
