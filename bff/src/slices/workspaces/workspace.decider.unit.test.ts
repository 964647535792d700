import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type CreateWorkspace,
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
