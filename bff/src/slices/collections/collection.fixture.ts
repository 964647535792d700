import { expect } from 'vitest';
import {
  type AccessWorld,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { importMetadataFile } from '../metadata-import/metadata-upload.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';

export const createCollection = `mutation ($input: CreateCollectionInput!) {
  createCollection(input: $input) { collection { id name definition } project { collections { name } } } }`;
export const updateCollection = `mutation ($input: UpdateCollectionInput!) {
  updateCollection(input: $input) { collection { id name definition } } }`;
export const deleteCollection = `mutation ($input: DeleteCollectionInput!) {
  deleteCollection(input: $input) { deletedId project { collections { name } } } }`;
export const collectionAssets = `query ($id: ID!, $first: Int, $after: String) {
  collection(id: $id) {
    name
    allowedTo { edit delete share download }
    assets(first: $first, after: $after) {
      totalCount
      edges { cursor node { id name } path { name } }
      pageInfo { hasNextPage endCursor }
    }
  } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;

/** An ALE logging the takes of day 12: `circled` names the takes circled. */
export function dayTwelve(circled: readonly string[]) {
  const rows = ['A012C001', 'A012C002', 'A012C003'].map(
    (name, index) =>
      `${name}\tV\t01:00:0${index}:00\t01:00:0${index}:10\t12A\t${index + 1}\t12\t${circled.includes(name) ? 'Y' : ''}`,
  );
  return new TextEncoder().encode(
    'Heading\nFIELD_DELIM\tTABS\nVIDEO_FORMAT\t1080\nFPS\t25\n\nColumn\n' +
      'Name\tTracks\tStart\tEnd\tScene\tTake\tDay\tCircled\n\nData\n' +
      `${rows.join('\n')}\n`,
  );
}

/**
 * The access world's "Feature" shot on day 12: A012C001 in Day 1 and A012C002 in Day 1 / Camera
 * A, both circled and commented; A012C003 in Day 2, neither. Vic is a Viewer whose entry opens
 * Camera A alone; Eddie an Editor. Clips and their folders by name.
 */
export async function startCollectionWorld() {
  const world: AccessWorld = await startAccessWorld();
  const { bff, admin, users, projectId, folders } = world;
  // a newcomer to a folder joins as a Viewer with an entry there alone
  await bff.gql(admin, saveFolderUser, {
    input: { folderId: folders.cameraA, userId: users.vic, allowedTo: {} },
  });
  await bff.gql(admin, saveProjectUser, {
    input: { projectId, userId: users.eddie, roleId: 'editor' },
  });
  const placed = { A012C001: folders.day1, A012C002: folders.cameraA, A012C003: folders.day2 };
  const clips: Record<string, { asset: { id: string }; version: { id: string } }> = {};
  for (const [name, folderId] of Object.entries(placed)) {
    clips[name] = await uploadFile(bff, admin, folderId, {
      filename: `${name}.mov`,
      bytes: Buffer.from(name),
    });
  }
  const circle = async (circled: readonly string[]) => {
    for (const folderId of new Set(Object.values(placed))) {
      const bytes = dayTwelve(circled);
      const imported = await importMetadataFile(bff, admin, folderId, {
        filename: 'Day 12.ale',
        bytes,
      });
      expect(imported.errors).toBeUndefined();
    }
  };
  await circle(['A012C001', 'A012C002']);
  const comment = async (name: string, text: string) => {
    const input = { versionId: clips[name]?.version.id, text };
    expect((await bff.gql(admin, addComment, { input })).errors).toBeUndefined();
  };
  await comment('A012C001', 'print it');
  await comment('A012C002', 'lovely light');
  const idOf = (name: string) => clips[name]?.asset.id ?? '';
  return { ...world, idOf, circle, comment };
}

export type CollectionWorld = Awaited<ReturnType<typeof startCollectionWorld>>;
