import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type AddWorkspaceAdmin,
  type CreateWorkspace,
  type RemoveWorkspaceAdmin,
  type WorkspaceState,
  workspaceDecider,
  workspaceReleases,
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
    expect(workspaceReservations([created('Commercials')], workspaceDecider.initialState)).toEqual([
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
    expect(workspaceReservations([added], workspaceDecider.initialState)).toEqual([]);
  });
});

const stateOf = (events: Parameters<typeof workspaceDecider.evolve>[1][]): WorkspaceState =>
  events.reduce(workspaceDecider.evolve, workspaceDecider.initialState);

describe('RenameWorkspace', () => {
  const spec = deciderSpec(workspaceDecider);
  const rename = (name: string) => ({ type: 'RenameWorkspace' as const, workspaceId: 'w1', name });
  const renamed = (name: string) => ({
    type: 'workspace.renamed' as const,
    data: { id: 'w1', name },
  });

  it('renames with the trimmed name, and does nothing for the same name', () => {
    spec
      .given([created('Commercials')])
      .when(rename(' Adverts '))
      .then([renamed('Adverts')]);
    spec
      .given([created('Commercials')])
      .when(rename('Commercials '))
      .thenNothing();
  });

  it('requires a name and a workspace that exists', () => {
    spec
      .given([created('Commercials')])
      .when(rename(' \t '))
      .thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'required' });
    spec.when(rename('Adverts')).thenRejects('NOT_FOUND');
  });

  it('claims the new name and frees the old one, but not for a change of case', () => {
    const state = stateOf([created('Commercials')]);
    const claim = { scope: 'workspace-name', owner: 'w1' };
    expect(workspaceReservations([renamed('Adverts')], state)).toEqual([
      expect.objectContaining({ ...claim, key: 'adverts' }),
    ]);
    expect(workspaceReleases([renamed('Adverts')], state)).toEqual([
      expect.objectContaining({ ...claim, key: 'commercials' }),
    ]);
    expect(workspaceReservations([renamed('COMMERCIALS')], state)).toEqual([]);
    expect(workspaceReleases([renamed('COMMERCIALS')], state)).toEqual([]);
  });
});

describe('DeleteWorkspace', () => {
  const spec = deciderSpec(workspaceDecider);
  const remove = {
    type: 'DeleteWorkspace' as const,
    workspaceId: 'w1',
    defaultWorkspaceId: 'w0',
    projectIds: ['p1', 'p2'],
  };
  const deleted = {
    type: 'workspace.deleted' as const,
    data: { id: 'w1', defaultWorkspaceId: 'w0', projectIds: ['p1', 'p2'] },
  };

  it('deletes the workspace and moves its projects to the default one in one event', () => {
    spec
      .given([created('Commercials')])
      .when(remove)
      .then([deleted]);
  });

  it('never deletes the default workspace, nor one already gone', () => {
    spec
      .given([created('Default', true)])
      .when(remove)
      .thenRejects('STATE_CONFLICT', { field: 'id', entity: 'workspace', state: 'default' });
    spec
      .given([created('Commercials'), deleted])
      .when(remove)
      .thenRejects('NOT_FOUND');
  });

  it('frees the name of a deleted workspace', () => {
    expect(workspaceReleases([deleted], stateOf([created('Commercials')]))).toEqual([
      expect.objectContaining({ scope: 'workspace-name', key: 'commercials', owner: 'w1' }),
    ]);
  });
});

describe('workspace images', () => {
  const spec = deciderSpec(workspaceDecider);
  const set = (contentType: string) => ({
    type: 'SetWorkspaceImage' as const,
    workspaceId: 'w1',
    kind: 'logo' as const,
    storageKey: 'workspaces/w1/logo-u1.png',
    contentType,
  });
  const imageSet = {
    type: 'workspace.image_set' as const,
    data: {
      id: 'w1',
      kind: 'logo' as const,
      storageKey: 'workspaces/w1/logo-u1.png',
      contentType: 'image/png',
    },
  };
  const remove = {
    type: 'RemoveWorkspaceImage' as const,
    workspaceId: 'w1',
    kind: 'logo' as const,
  };
  const removed = {
    type: 'workspace.image_removed' as const,
    data: { id: 'w1', kind: 'logo' as const },
  };

  it('sets an image once', () => {
    spec
      .given([created('Commercials')])
      .when(set('image/png'))
      .then([imageSet]);
    spec
      .given([created('Commercials'), imageSet])
      .when(set('image/png'))
      .thenNothing();
  });

  it('refuses a type that is not an allowed image', () => {
    spec
      .given([created('Commercials')])
      .when(set('image/svg+xml'))
      .thenRejects('VALIDATION_FAILED', { field: 'file', rule: 'imageType' });
  });

  it('removes an image it has, and does nothing without one', () => {
    spec
      .given([created('Commercials'), imageSet])
      .when(remove)
      .then([removed]);
    spec
      .given([created('Commercials'), imageSet, removed])
      .when(remove)
      .thenNothing();
  });
});

describe('SetWorkspaceAnnotations', () => {
  const spec = deciderSpec(workspaceDecider);
  const set = (enabled: boolean) => ({
    type: 'SetWorkspaceAnnotations' as const,
    workspaceId: 'w1',
    enabled,
  });
  const annotationsSet = (enabled: boolean) => ({
    type: 'workspace.annotations_set' as const,
    data: { id: 'w1', enabled },
  });

  it('turns drawing on and off, each change an event', () => {
    spec
      .given([created('Studio')])
      .when(set(true))
      .then([annotationsSet(true)]);
    spec
      .given([created('Studio'), annotationsSet(true)])
      .when(set(false))
      .then([annotationsSet(false)]);
  });

  it('does nothing when it is so already (off at first)', () => {
    spec
      .given([created('Studio')])
      .when(set(false))
      .thenNothing();
    spec
      .given([created('Studio'), annotationsSet(true)])
      .when(set(true))
      .thenNothing();
  });

  it('refuses a workspace that does not exist', () => {
    spec.when(set(true)).thenRejects('NOT_FOUND');
  });
});
