import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { type AccessWorld, saveFolderUser, startAccessWorld } from '../members/member.fixture.ts';
import { commitsAfter, firstError } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import { downloadUrl } from './download.routes.ts';
import { zipEntries } from './zip.fixture.ts';

const requestDownload = `mutation ($input: RequestDownloadInput!) {
  requestDownload(input: $input) { url expiresAt filename fileCount } }`;

const bytesOf = (text: string, size: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => text.charCodeAt(i % text.length)));

describe('downloads', () => {
  let world: AccessWorld;
  const files = {
    take1: bytesOf('take one ', 70_000),
    take2: bytesOf('take two ', 1_000),
    card: bytesOf('an archive ', 500),
    take3: bytesOf('take three ', 300),
  };
  const assets: Record<string, string> = {};

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, folders, users, tokens } = world;
    const upload = async (folderId: string, filename: string, bytes: Buffer) =>
      (await uploadFile(bff, admin, folderId, { filename, bytes })).asset.id as string;
    assets.take1 = await upload(folders.day1, 'Take 1.mov', files.take1);
    assets.take2 = await upload(folders.cameraA, 'Take 2.mov', files.take2);
    assets.card = await upload(folders.cameraA, 'Card A.zip', files.card);
    assets.take3 = await upload(folders.day2, 'Take 3.mov', files.take3);
    // Eddie downloads from Day 1 but not from Camera A below it; Vic may only look at Day 1.
    const entry = (folderId: string, userId: string, download: boolean) =>
      bff.gql(tokens.mia, saveFolderUser, {
        input: { folderId, userId, allowedTo: { download } },
      });
    await entry(folders.day1, users.eddie, true);
    await entry(folders.cameraA, users.eddie, false);
    await entry(folders.day1, users.vic, false);
  });
  afterAll(() => world?.bff.close());

  const ask = (token: string, input: Record<string, unknown>) =>
    world.bff.gql(token, requestDownload, { input: { projectId: world.projectId, ...input } });
  const fetchUrl = (url: string) => world.bff.app.inject({ method: 'GET', url });

  /** How the streams of the download's zip ended, as recorded, once `count` records have come. */
  const ends = async (downloadId: string, count: number) => {
    let events: { type: string; data: unknown }[] = [];
    await expect
      .poll(async () => {
        const { commits } = await world.bff.services.store.readStream(`download.${downloadId}`);
        events = commits.flatMap((commit) => commit.events);
        return events.length;
      })
      .toBe(1 + count);
    return events.slice(1).map((event) => event.data);
  };
  /** A zip asked for: the answer, and its download's id from the record. */
  const askZip = async (token: string, input: Record<string, unknown>) => {
    const before = await world.bff.services.store.headSeq();
    const answer = await ask(token, input);
    const [commit] = await commitsAfter(world.bff.services.store, before);
    const id = commit?.stream.replace('download.', '');
    return { answer, url: answer.data?.requestDownload.url as string, id: id ?? '' };
  };
  /** The zip, read to its end, once its end is recorded (so later tests see nothing of it). */
  const fetchZip = async (zip: { url: string; id: string }) => {
    const response = await fetchUrl(zip.url);
    expect(await ends(zip.id, 1)).toEqual([{ id: zip.id, outcome: 'completed' }]);
    return response;
  };

  it('streams a folder as a zip of its files in their folders, archives left out', async () => {
    const zip = await askZip(world.admin, { folderIds: [world.folders.day1] });
    expect(zip.answer.errors).toBeUndefined();
    expect(zip.answer.data?.requestDownload).toMatchObject({
      filename: 'Day 1.zip',
      fileCount: 2,
    });
    const response = await fetchZip(zip);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment;.*Day 1\.zip/);
    const entries = await zipEntries(response.rawPayload);
    expect(entries.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'Day 1/Take 1.mov', size: files.take1.length },
      { name: 'Day 1/Camera A/Take 2.mov', size: files.take2.length },
    ]);
    expect(entries[0]?.data.equals(files.take1)).toBe(true);
    expect(entries[1]?.data.equals(files.take2)).toBe(true);
  });

  it('hands one asset out as its stored file, saved under its name, and records it', async () => {
    const before = await world.bff.services.store.headSeq();
    const answer = await ask(world.admin, { assetIds: [assets.take3] });

    expect(answer.data?.requestDownload).toMatchObject({ filename: 'Take 3.mov', fileCount: 1 });
    const response = await fetchUrl(answer.data?.requestDownload.url);
    expect(response.headers['content-disposition']).toMatch(/^attachment;.*Take 3\.mov/);
    expect(response.rawPayload.equals(files.take3)).toBe(true);
    const commits = await commitsAfter(world.bff.services.store, before);
    expect(commits.flatMap((commit) => commit.events)).toMatchObject([
      { type: 'download.requested', data: { name: 'Take 3.mov', fileCount: 1, bytes: 300 } },
    ]);
  });

  it('zips a selection under its folder, each part where it is', async () => {
    const zip = await askZip(world.admin, {
      parentId: world.folders.root,
      folderIds: [world.folders.day2],
      assetIds: [assets.take1],
    });
    expect(zip.answer.data?.requestDownload).toMatchObject({
      filename: 'Feature.zip',
      fileCount: 2,
    });
    const response = await fetchZip(zip);
    const names = (await zipEntries(response.rawPayload)).map((entry) => entry.name);
    expect(names).toEqual(['Take 1.mov', 'Day 2/Take 3.mov']);
  });

  it('leaves out the folders below where a member may not download', async () => {
    const zip = await askZip(world.tokens.eddie, { folderIds: [world.folders.day1] });
    expect(zip.answer.data?.requestDownload.fileCount).toBe(1);
    const response = await fetchZip(zip);
    const names = (await zipEntries(response.rawPayload)).map((entry) => entry.name);
    expect(names).toEqual(['Day 1/Take 1.mov']);
  });

  it('says which assets are archives, which are never offered', async () => {
    const archiveFormat = 'query ($id: ID!) { node(id: $id) { ... on Asset { archiveFormat } } }';
    const of = async (id: string | undefined) =>
      (await world.bff.gql(world.admin, archiveFormat, { id })).data?.node.archiveFormat;
    expect(await of(assets.card)).toBe('zip');
    expect(await of(assets.take1)).toBeNull();
  });

  it('refuses, appending nothing: no download right, out of reach, nothing, an archive', async () => {
    const { tokens, folders } = world;
    const refusals = [
      [tokens.vic, { folderIds: [folders.day1] }, 'FORBIDDEN'],
      [tokens.eddie, { folderIds: [folders.cameraA] }, 'FORBIDDEN'],
      [tokens.otto, { folderIds: [folders.day1] }, 'NOT_FOUND'],
      [tokens.vic, { folderIds: [folders.day2] }, 'NOT_FOUND'],
      [world.admin, {}, 'VALIDATION_FAILED'],
      [world.admin, { assetIds: [assets.card] }, 'VALIDATION_FAILED'],
      [world.admin, { folderIds: ['not a global id'] }, 'VALIDATION_FAILED'],
    ] as const;
    for (const [token, input, code] of refusals) {
      const before = await world.bff.services.store.headSeq();
      expect(firstError(await ask(token, input)).code).toBe(code);
      expect(await world.bff.services.store.headSeq()).toBe(before);
    }
  });

  it("records a zip's stream once, and one that failed on a file it cannot read", async () => {
    const zip = await askZip(world.admin, { folderIds: [world.folders.day2] });
    await fetchZip(zip);
    await fetchUrl(zip.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ends(zip.id, 1)).toHaveLength(1);

    const { bff, admin, folders } = world;
    const lost = await uploadFile(bff, admin, folders.day2, {
      filename: 'Take 4.mov',
      bytes: bytesOf('take four ', 200),
    });
    const broken = await askZip(admin, { folderIds: [folders.day2] });
    const version = await bff.services.db
      .selectFrom('version')
      .select('sourceKey')
      .where('assetId', '=', fromGlobalId(lost.asset.id).id)
      .executeTakeFirstOrThrow();
    await bff.services.storage.deletePrefix(version.sourceKey);
    await fetchUrl(broken.url).catch(() => null);
    expect(await ends(broken.id, 1)).toEqual([{ id: broken.id, outcome: 'failed' }]);
  });

  it('refuses a zip URL that was tampered with, and one past its expiry', async () => {
    const answer = await ask(world.admin, { folderIds: [world.folders.day2] });
    const url: string = answer.data?.requestDownload.url;
    const tampered = await fetchUrl(`${url.slice(0, -2)}xx`);
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'URL_INVALID' } });
    const { jwtSecret } = world.bff.services.config;
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await fetchUrl(downloadUrl(jwtSecret, randomUUID(), past));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ data: { reason: 'URL_EXPIRED' } });
  });
});
