import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import { type CreateProject, projectDecider, projectReservations } from './project.decider.ts';

const createProject = (overrides: Partial<CreateProject> = {}): CreateProject => ({
  type: 'CreateProject',
  projectId: 'p1',
  rootFolderId: 'f0',
  name: ' Feature ',
  workspaceId: 'w1',
  managerId: 'u2',
  ...overrides,
});

const created = {
  type: 'project.created' as const,
  data: { id: 'p1', workspaceId: 'w1', name: 'Feature', managerId: 'u2', rootFolderId: 'f0' },
};

const required = (field: string) => ({ field, rule: 'required' });

describe('CreateProject', () => {
  const spec = deciderSpec(projectDecider);

  it('creates the project with its root folder in one event', () => {
    spec.when(createProject()).then([created]);
  });

  it('does nothing when the project exists already', () => {
    spec.given([created]).when(createProject()).thenNothing();
  });

  it('requires a title', () => {
    spec.when(createProject({ name: ' ' })).thenRejects('VALIDATION_FAILED', required('name'));
  });

  it('requires a workspace', () => {
    spec
      .when(createProject({ workspaceId: null }))
      .thenRejects('VALIDATION_FAILED', required('workspaceId'));
  });

  it('requires a manager', () => {
    spec
      .when(createProject({ managerId: null }))
      .thenRejects('VALIDATION_FAILED', required('managerId'));
  });

  it('reserves the title whatever its case', () => {
    expect(projectReservations([created])).toEqual([
      {
        scope: 'project-title',
        key: 'feature',
        owner: 'p1',
        conflict: { field: 'name', entity: 'project' },
      },
    ]);
  });
});
