import { describe, expect, it } from 'vitest';
import { assertCatalogueUpcasts } from '../testing/index.ts';
import { InvalidEvent } from './define-event.ts';
import { catalogue } from './index.ts';

const ids = {
  user: '0b6f1e0c-1c7e-4d39-9a53-2f0e8f3b8a01',
  workspace: '6a1d2f4e-8f0b-4c1e-b1a2-3c4d5e6f7a80',
  project: '9c8b7a6f-5e4d-4c3b-a2a1-0f9e8d7c6b5a',
  folder: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  root: '2e3d4c5b-6a79-4887-9b6a-5c4d3e2f1a0b',
};

describe('the Rushes catalogue', () => {
  it('has samples for every version, and each one validates and round-trips', () => {
    assertCatalogueUpcasts(catalogue, {
      'user.created': {
        1: [
          {
            id: ids.user,
            email: 'ada@example.com',
            name: 'Ada',
            passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
            isSuperuser: true,
          },
        ],
      },
      'workspace.created': { 1: [{ id: ids.workspace, name: 'Default', isDefault: true }] },
      'project.created': {
        1: [
          {
            id: ids.project,
            workspaceId: ids.workspace,
            name: 'Feature',
            managerId: ids.user,
            rootFolderId: ids.root,
          },
        ],
      },
      'folder.created': {
        1: [
          { id: ids.folder, projectId: ids.project, parentId: ids.root, name: 'Day 1' },
          { id: ids.root, projectId: ids.project, parentId: null, name: 'Feature' },
        ],
      },
    });
  });

  it('refuses an event whose data breaks its schema', () => {
    const folder = {
      type: 'folder.created' as const,
      data: { id: ids.folder, projectId: ids.project, parentId: ids.root, name: '' },
    };
    expect(() => catalogue.encode(folder)).toThrow(InvalidEvent);
  });
});
