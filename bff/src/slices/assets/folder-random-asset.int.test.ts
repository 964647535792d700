import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { appendJobEvents, jobEvents } from '../jobs/transcoder.fixture.ts';
import {
  type AccessWorld,
  createFolder,
  saveFolderUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';

const randomAsset = `query ($id: ID!) { folder(id: $id) { randomAsset { id name } } }`;

describe("a folder's random asset, to preview a watermark on", () => {
  let world: AccessWorld;
  let emptyId: string;
  const pictured: Record<string, string> = {};

  /** A file uploaded into the folder; `transcoded`, its pictures are in storage as well. */
  async function upload(folderId: string, filename: string, transcoded: boolean) {
    const { bff, admin } = world;
    const done = await uploadFile(bff, admin, folderId, { filename, bytes: Buffer.from(filename) });
    const versionId = fromGlobalId(done.version.id).id;
    const jobId = fromGlobalId(done.job.id).id;
    const prefix = `projects/${versionId}/`;
    if (transcoded) {
      await appendJobEvents(bff.services, jobId, [
        jobEvents.started(jobId, versionId),
        jobEvents.levelPublished(jobId, versionId, prefix),
        jobEvents.completed(jobId, versionId, prefix),
      ]);
    }
    return done.asset.id as string;
  }

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, users, folders } = world;
    await bff.gql(admin, saveFolderUser, {
      input: { folderId: folders.day1, userId: users.vic, allowedTo: {} },
    });
    pictured.clip = await upload(folders.day2, 'Take 1.mov', true);
    pictured.still = await upload(folders.cameraA, 'Still 1.png', true);
    const empty = await bff.gql(admin, createFolder, {
      input: { parentId: folders.root, name: 'Day 3' },
    });
    emptyId = empty.data?.createFolder.folder.id;
    // nothing here shows a picture: a document, a clip still processing
    await upload(emptyId, 'Call sheet.pdf', true);
    await upload(emptyId, 'Take 2.mov', false);
  });
  afterAll(() => world?.bff.close());

  const ask = async (token: string, folderId: string) =>
    (await world.bff.gql(token, randomAsset, { id: folderId })).data?.folder;

  it('picks a clip or a still from the folder or below it', async () => {
    const { tokens, folders } = world;
    const fromRoot = await ask(tokens.mia, folders.root);
    expect([pictured.clip, pictured.still]).toContain(fromRoot.randomAsset.id);
    expect((await ask(tokens.mia, folders.day1)).randomAsset).toEqual({
      id: pictured.still,
      name: 'Still 1.png',
    });
    expect((await ask(tokens.mia, folders.day2)).randomAsset.id).toBe(pictured.clip);
  });

  it('answers none where nothing shows a picture', async () => {
    expect(await ask(world.tokens.mia, emptyId)).toEqual({ randomAsset: null });
  });

  it('picks only among the assets the viewer sees', async () => {
    const { tokens, folders } = world;
    for (let draw = 0; draw < 5; draw++) {
      expect((await ask(tokens.vic, folders.root)).randomAsset.id).toBe(pictured.still);
    }
    expect(await ask(tokens.vic, folders.day2)).toBeNull();
    expect(await ask(tokens.otto, folders.root)).toBeNull();
  });
});
