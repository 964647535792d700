import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type CreateFolder,
  folderDecider,
  folderReleases,
  folderReservations,
} from './folder.decider.ts';

const createFolder = (overrides: Partial<CreateFolder> = {}): CreateFolder => ({
  type: 'CreateFolder',
  folderId: 'f1',
  name: ' Day 1 ',
  parent: { id: 'f0', projectId: 'p1' },
  ...overrides,
});

const created = {
  type: 'folder.created' as const,
  data: { id: 'f1', projectId: 'p1', parentId: 'f0', name: 'Day 1' },
};

describe('CreateFolder', () => {
  const spec = deciderSpec(folderDecider);

  it("creates the folder in its parent's project with the trimmed name", () => {
    spec.when(createFolder()).then([created]);
  });

  it('does nothing when the folder exists already', () => {
    spec.given([created]).when(createFolder()).thenNothing();
  });

  it('requires a name', () => {
    spec.when(createFolder({ name: '  ' })).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'required',
    });
  });

  it('refuses a parent that does not exist', () => {
    spec
      .when(createFolder({ parent: null }))
      .thenRejects('NOT_FOUND', { field: 'parentId', entity: 'folder' });
  });

  it('reserves the name among its siblings, whatever its case', () => {
    expect(folderReservations([created])).toEqual([
      {
        scope: 'folder-name',
        key: 'f0/day 1',
        owner: 'f1',
        conflict: { field: 'name', entity: 'folder' },
      },
    ]);
  });

  it('reserves nothing for a root folder', () => {
    const root = { type: 'folder.created' as const, data: { ...created.data, parentId: null } };
    expect(folderReservations([root])).toEqual([]);
  });
});

describe("a folder's poster", () => {
  const spec = deciderSpec(folderDecider);
  const setPoster = {
    type: 'SetFolderPoster' as const,
    folderId: 'f1',
    storageKey: 'folders/f1/poster-u1.png',
    contentType: 'image/png',
  };
  const posterSet = {
    type: 'folder.poster_set' as const,
    data: { id: 'f1', storageKey: 'folders/f1/poster-u1.png', contentType: 'image/png' },
  };

  it('sets a checked image as the poster, once', () => {
    spec.given([created]).when(setPoster).then([posterSet]);
    spec.given([created, posterSet]).when(setPoster).thenNothing();
  });

  it("refuses a type that is no allowed image; sets a root's, whose stream starts here", () => {
    spec
      .given([created])
      .when({ ...setPoster, contentType: 'image/svg+xml' })
      .thenRejects('VALIDATION_FAILED', { field: 'file', rule: 'imageType' });
    spec.when(setPoster).then([posterSet]);
  });

  it('resets to default only when there is a poster', () => {
    const remove = { type: 'RemoveFolderPoster' as const, folderId: 'f1' };
    spec
      .given([created, posterSet])
      .when(remove)
      .then([{ type: 'folder.poster_removed', data: { id: 'f1' } }]);
    spec.given([created]).when(remove).thenNothing();
  });
});

describe("a folder's automatic thumbnail", () => {
  const spec = deciderSpec(folderDecider);
  const regenerate = {
    type: 'RegenerateFolderThumbnail' as const,
    folderId: 'f1',
    versionId: 'v1',
  };
  const regenerated = {
    type: 'folder.thumbnail_regenerated' as const,
    data: { id: 'f1', versionId: 'v1' },
  };

  it('records the choice each time it is asked, a root folder too', () => {
    spec.given([created]).when(regenerate).then([regenerated]);
    spec.given([created, regenerated]).when(regenerate).then([regenerated]);
    spec.when(regenerate).then([regenerated]);
  });

  it('records that nothing has a picture', () => {
    spec
      .given([created])
      .when({ ...regenerate, versionId: null })
      .then([{ ...regenerated, data: { id: 'f1', versionId: null } }]);
  });
});

describe('RenameFolder', () => {
  const spec = deciderSpec(folderDecider);
  const rename = (name: string, parentId: string | null = 'f0') =>
    ({ type: 'RenameFolder', folderId: 'f1', name, current: { name: 'Day 1', parentId } }) as const;
  const renamed = {
    type: 'folder.renamed' as const,
    data: { id: 'f1', parentId: 'f0', name: 'Day 2', previousName: 'Day 1' },
  };

  it('renames with the trimmed name, saying which name it gives up', () => {
    spec.given([created]).when(rename(' Day 2 ')).then([renamed]);
  });

  it('refuses an empty or unchanged name, and a root folder', () => {
    const given = spec.given([created]);
    given.when(rename(' ')).thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'required' });
    given
      .when(rename('Day 1'))
      .thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'unchanged' });
    spec
      .when(rename('Other', null))
      .thenRejects('VALIDATION_FAILED', { field: 'id', rule: 'root' });
  });

  it('claims the new name among the siblings and frees the old, unless only its case changed', () => {
    const key = (name: string) => expect.objectContaining({ key: `f0/${name}`, owner: 'f1' });
    expect(folderReservations([renamed])).toEqual([key('day 2')]);
    expect(folderReleases([renamed])).toEqual([key('day 1')]);
    const recased = { ...renamed, data: { ...renamed.data, name: 'DAY 1' } };
    expect(folderReleases([recased])).toEqual([]);
  });
});
