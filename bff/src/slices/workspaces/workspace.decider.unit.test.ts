import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type AddWorkspaceAdmin,
  type CreateWorkspace,
  type RemoveWorkspaceAdmin,
  workspaceDecider,
  workspaceReservations,
} from './workspace.decider.ts';

const createWorkspace = (name: string, isDefault = false): CreateWorkspace => ({
  type: 'CreateWorkspace',
  workspaceId: 'w1',
  name,
  isDefault,
});

const created = (name: string, isDefault = false) => ({
  type: 'workspace.created' as const,
  data: { id: 'w1', name, isDefault },
});

describe('CreateWorkspace', () => {
  const spec = deciderSpec(workspaceDecider);

  it('creates a workspace with the trimmed name', () => {
    spec.when(createWorkspace('  Commercials ')).then([created('Commercials')]);
  });

  it('creates the default workspace', () => {
    spec.when(createWorkspace('Default', true)).then([created('Default', true)]);
  });

  it('does nothing when the workspace exists already', () => {
    spec
      .given([created('Default', true)])
      .when(createWorkspace('Default', true))
      .thenNothing();
  });

  it('requires a name', () => {
    spec.when(createWorkspace('   ')).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'required',
    });
  });

  it('reserves the name whatever its case', () => {
    expect(workspaceReservations([created('Commercials')])).toEqual([
      {
        scope: 'workspace-name',
        key: 'commercials',
        owner: 'w1',
        conflict: { field: 'name', entity: 'workspace' },
      },
    ]);
  });
});

describe('workspace admins', () => {
  const spec = deciderSpec(workspaceDecider);
  const add = (userId: string | null): AddWorkspaceAdmin => ({
    type: 'AddWorkspaceAdmin',
    workspaceId: 'w1',
    userId,
  });
  const remove = (userId: string | null): RemoveWorkspaceAdmin => ({
    type: 'RemoveWorkspaceAdmin',
    workspaceId: 'w1',
    userId,
  });
  const added = {
    type: 'workspace_admin.added' as const,
    data: { workspaceId: 'w1', userId: 'u1' },
  };
  const removed = { ...added, type: 'workspace_admin.removed' as const };

  it('adds an admin once', () => {
    spec
      .given([created('Commercials')])
      .when(add('u1'))
      .then([added]);
    spec
      .given([created('Commercials'), added])
      .when(add('u1'))
      .thenNothing();
  });

  it('refuses a workspace or a user that does not exist', () => {
    spec.when(add('u1')).thenRejects('NOT_FOUND', { field: 'workspaceId', entity: 'workspace' });
    spec
      .given([created('Commercials')])
      .when(add(null))
      .thenRejects('NOT_FOUND', { field: 'userId', entity: 'user' });
  });

  it('removes an admin, and refuses one who is not', () => {
    spec
      .given([created('Commercials'), added])
      .when(remove('u1'))
      .then([removed]);
    spec
      .given([created('Commercials'), added, removed])
      .when(remove('u1'))
      .thenRejects('NOT_FOUND', { field: 'userId', entity: 'workspaceAdmin' });
  });

  it('reserves no name for an admin', () => {
    expect(workspaceReservations([added])).toEqual([]);
  });
});
