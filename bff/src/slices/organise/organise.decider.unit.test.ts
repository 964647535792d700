import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import { type DeleteItems, organiseDecider, organiseReleases } from './organise.decider.ts';

const deleteItems = (overrides: Partial<DeleteItems> = {}): DeleteItems => ({
  type: 'DeleteItems',
  projectId: 'p1',
  folders: [{ id: 'f1', parentId: 'f0', name: 'Day 1' }],
  folderIds: ['f1', 'f2'],
  assets: [{ id: 'a1', folderId: 'f0' }],
  ...overrides,
});

const deleted = {
  type: 'items.deleted' as const,
  data: {
    projectId: 'p1',
    folders: [{ id: 'f1', parentId: 'f0', name: 'Day 1' }],
    folderIds: ['f1', 'f2'],
    assets: [{ id: 'a1', folderId: 'f0' }],
  },
};

describe('DeleteItems', () => {
  const spec = deciderSpec(organiseDecider);

  it('deletes the folders with their subtrees and the assets in one event', () => {
    spec.when(deleteItems()).then([deleted]);
  });

  it('does nothing for items deleted already, and leaves them out of a new delete', () => {
    spec.given([deleted]).when(deleteItems()).thenNothing();
    const more = deleteItems({
      assets: [
        { id: 'a1', folderId: 'f0' },
        { id: 'a2', folderId: 'f0' },
      ],
    });
    spec
      .given([deleted])
      .when(more)
      .then([
        {
          type: 'items.deleted',
          data: {
            projectId: 'p1',
            folders: [],
            folderIds: [],
            assets: [{ id: 'a2', folderId: 'f0' }],
          },
        },
      ]);
  });

  it('refuses a delete of nothing', () => {
    spec
      .when(deleteItems({ folders: [], folderIds: [], assets: [] }))
      .thenRejects('VALIDATION_FAILED', { field: 'items', rule: 'required' });
  });

  it("frees each deleted folder's name among its siblings", () => {
    expect(organiseReleases([deleted])).toEqual([
      expect.objectContaining({ scope: 'folder-name', key: 'f0/day 1', owner: 'f1' }),
    ]);
  });
});
