import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { type AssignInvitedUser, projectAccessDecider } from './project-access.decider.ts';

const spec = deciderSpec(projectAccessDecider);
const viewer = { view: true, edit: false, download: false, share: false, comment: true };
const editor = { view: true, edit: true, download: true, share: false, comment: true };

const assign = (overrides: Partial<AssignInvitedUser> = {}): AssignInvitedUser => ({
  type: 'AssignInvitedUser',
  projectId: 'p1',
  userId: 'u1',
  workspaceAdmin: false,
  rootFolderId: 'root',
  folderId: 'day1',
  role: 'viewer',
  ...overrides,
});

const settings = { receiveFolderContentNotifications: true, receiveCommentNotifications: true };
const added = (role: 'viewer' | 'editor' | 'supervisor') => ({
  type: 'project_member.added' as const,
  data: { projectId: 'p1', userId: 'u1', role, ...settings },
});
const set = (folderId: string, allowedTo: typeof viewer) => ({
  type: 'folder_permission.set' as const,
  data: { projectId: 'p1', folderId, userId: 'u1', allowedTo },
});

describe('AssignInvitedUser', () => {
  it("adds the user with the role and an entry of the role's permissions on the folder", () => {
    spec.when(assign()).then([added('viewer'), set('day1', viewer)]);
    spec.when(assign({ role: 'editor' })).then([added('editor'), set('day1', editor)]);
  });

  it('without a folder, gives the whole project: an entry on the root', () => {
    spec.when(assign({ folderId: null })).then([added('viewer'), set('root', viewer)]);
  });

  it('gives an admin role no entry: it holds everything', () => {
    spec.when(assign({ role: 'supervisor' })).then([added('supervisor')]);
  });

  it('changes the role of a member, adds the missing entry and keeps an existing one', () => {
    spec
      .given([added('viewer'), set('root', viewer)])
      .when(assign({ role: 'editor' }))
      .then([
        {
          type: 'project_member.role_changed',
          data: { projectId: 'p1', userId: 'u1', role: 'editor' },
        },
        set('day1', editor),
      ]);
    spec
      .given([added('viewer'), set('day1', viewer)])
      .when(assign())
      .thenNothing();
  });

  it('refuses an unknown role or user, and a workspace admin', () => {
    spec
      .when(assign({ role: 'admin' }))
      .thenRejects('VALIDATION_FAILED', { field: 'role', rule: 'oneOf' });
    spec
      .when(assign({ userId: null }))
      .thenRejects('NOT_FOUND', { field: 'userId', entity: 'user' });
    spec.when(assign({ workspaceAdmin: true })).thenRejects('STATE_CONFLICT');
  });
});
