import { uuidFrom } from '@rushes/events';
import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type CopyItems,
  type DeleteItems,
  type MoveItems,
  organiseDecider,
  organiseReleases,
  organiseReservations,
} from './organise.decider.ts';

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

describe('MoveItems', () => {
  const spec = deciderSpec(organiseDecider);
  // root r holds x and y, as a reader saw the tree
  const parents = { r: null, x: 'r', y: 'r' };
  const moveItems = (overrides: Partial<MoveItems> = {}): MoveItems => ({
    type: 'MoveItems',
    projectId: 'p1',
    targetId: 'y',
    folders: [{ id: 'x', parentId: 'r', name: 'X' }],
    assets: [{ id: 'a1', folderId: 'r' }],
    parents,
    ...overrides,
  });
  const xIntoY = {
    type: 'items.moved' as const,
    data: {
      projectId: 'p1',
      targetId: 'y',
      folders: [{ id: 'x', fromParentId: 'r', name: 'X' }],
      assets: [{ id: 'a1', fromFolderId: 'r' }],
    },
  };

  it('moves folders and assets into the target, saying where they were', () => {
    spec.when(moveItems()).then([xIntoY]);
  });

  it('refuses y into x once x went into y, though the reader saw them side by side', () => {
    const yIntoX = moveItems({ targetId: 'x', folders: [{ id: 'y', parentId: 'r', name: 'Y' }] });
    spec
      .given([xIntoY])
      .when({ ...yIntoX, assets: [] })
      .thenRejects('VALIDATION_FAILED', { field: 'targetId', rule: 'intoItself' });
  });

  it('asks again when the tree the reader saw lacks a folder on the way up', () => {
    spec
      .when(moveItems({ targetId: 'z', parents }))
      .thenRejects('STATE_CONFLICT', { field: 'targetId', entity: 'folder' });
  });

  it('does nothing for items already in the target, and refuses a deleted target', () => {
    spec.given([xIntoY]).when(moveItems()).thenNothing();
    const gone = { ...deleted, data: { ...deleted.data, folderIds: ['y'], folders: [] } };
    spec
      .given([gone])
      .when(moveItems())
      .thenRejects('NOT_FOUND', { field: 'targetId', entity: 'folder' });
  });

  it("takes a moved folder's name in the target and frees it where it was", () => {
    expect(organiseReservations([xIntoY])).toEqual([
      expect.objectContaining({ key: 'y/x', owner: 'x' }),
    ]);
    expect(organiseReleases([xIntoY])).toEqual([
      expect.objectContaining({ key: 'r/x', owner: 'x' }),
    ]);
  });
});

describe('CopyItems', () => {
  const spec = deciderSpec(organiseDecider);
  const copyOf = (id: string) => uuidFrom('copy', 'c1', id);
  const copyItems = (overrides: Partial<CopyItems> = {}): CopyItems => ({
    type: 'CopyItems',
    projectId: 'p1',
    targetId: 'r',
    copyId: 'c1',
    chosen: ['x'],
    folders: [
      { id: 'x', parentId: 'r', name: 'Day 1' },
      { id: 'x1', parentId: 'x', name: 'Unit A' },
    ],
    assets: [
      { id: 'a1', folderId: 'x1' },
      { id: 'a2', folderId: 'y' },
    ],
    parents: { r: null, x: 'r', x1: 'x', y: 'r' },
    taken: ['Day 1', 'day 1 copy'],
    ...overrides,
  });

  it('copies the subtree under new ids, the chosen folder named free among the target’s', () => {
    spec.when(copyItems()).then([
      {
        type: 'items.copied',
        data: {
          projectId: 'p1',
          targetId: 'r',
          folders: [
            { id: copyOf('x'), sourceId: 'x', parentId: 'r', name: 'Day 1 copy 2' },
            { id: copyOf('x1'), sourceId: 'x1', parentId: copyOf('x'), name: 'Unit A' },
          ],
          assets: [
            { id: copyOf('a1'), sourceId: 'a1', folderId: copyOf('x1') },
            { id: copyOf('a2'), sourceId: 'a2', folderId: 'r' },
          ],
        },
      },
    ]);
  });

  it('refuses a copy into the chosen folder or beneath it', () => {
    spec
      .when(copyItems({ targetId: 'x1' }))
      .thenRejects('VALIDATION_FAILED', { field: 'targetId', rule: 'intoItself' });
  });
});
