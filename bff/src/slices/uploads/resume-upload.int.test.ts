import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, finalizeUpload, type UploadedPart } from './upload.fixture.ts';

const MiB = 1024 * 1024;

const startUploadMutation = `
  mutation ($input: StartUploadInput!) {
    startUpload(input: $input) {
      upload { id partSize urls storedParts { partNumber size etag } }
    }
  }`;

interface StoredPart {
  partNumber: number;
  size: number;
  etag: string;
}

interface Upload {
  id: string;
  partSize: number;
  urls: string[];
  storedParts: StoredPart[];
}

/** Bytes that differ from part to part; `seed` makes another file of the same size. */
const fileOf = (size: number, seed = 0) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + seed) % 251));

const md5Etag = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

describe('resuming an upload', () => {
  let bff: TestBff;
  let token: string;
  let managerToken: string;
  let rootId: string;
  /** Bytes PUT to storage since the test began. */
  let sent = 0;

  const start = async (
    input: { filename: string; size: number; resume?: boolean; assetId?: string },
    as = token,
  ) => {
    const answer = await bff.gql(as, startUploadMutation, {
      input: { folderId: rootId, contentType: 'video/mp4', resume: true, ...input },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data?.startUpload.upload as Upload;
  };

  const slice = (bytes: Buffer, upload: Upload, partNumber: number) =>
    bytes.subarray((partNumber - 1) * upload.partSize, partNumber * upload.partSize);

  async function put(upload: Upload, bytes: Buffer, partNumber: number): Promise<UploadedPart> {
    const payload = slice(bytes, upload, partNumber);
    const url = upload.urls[partNumber - 1] ?? '';
    const response = await bff.app.inject({ method: 'PUT', url, payload });
    expect(response.statusCode).toBe(200);
    sent += payload.length;
    return { partNumber, etag: String(response.headers.etag) };
  }

  /** What a resuming client does: keeps the parts whose size and MD5 match, sends the others. */
  async function sendMissing(upload: Upload, bytes: Buffer): Promise<UploadedPart[]> {
    const parts: UploadedPart[] = [];
    for (let partNumber = 1; partNumber <= upload.urls.length; partNumber++) {
      const stored = upload.storedParts.find((part) => part.partNumber === partNumber);
      const local = slice(bytes, upload, partNumber);
      const held = stored?.size === local.length && stored.etag === md5Etag(local);
      parts.push(held ? stored : await put(upload, bytes, partNumber));
    }
    return parts.map(({ partNumber, etag }) => ({ partNumber, etag }));
  }

  /** The bytes storage keeps of the asset's version that the upload became. */
  async function storedBytes(versionId: string) {
    const version = await bff.services.db
      .selectFrom('version')
      .select('sourceKey')
      .where('id', '=', fromGlobalId(versionId).id)
      .executeTakeFirstOrThrow();
    return Buffer.concat(await (await bff.services.storage.getObject(version.sourceKey)).toArray());
  }

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    managerToken = await bff.tokenFor(manager);
    ({ rootId } = await createProject(bff, toGlobalId('User', manager.userId), 'Resume'));
  });
  afterAll(() => bff?.close());

  it('answers the unfinished upload with the parts held; only the missing are sent', async () => {
    const bytes = fileOf(3 * 8 * MiB + 123);
    const file = { filename: 'A001C003.mov', size: bytes.length };
    const first = await start(file);
    expect(first.storedParts).toEqual([]);
    await put(first, bytes, 1);
    await put(first, bytes, 3);
    // the client is lost (a closed tab); the same file is chosen again
    const before = await bff.services.store.headSeq();
    sent = 0;
    const again = await start(file);
    expect(await bff.services.store.headSeq()).toBe(before);
    expect(again.id).toBe(first.id);
    expect(again.urls).toHaveLength(4);
    expect(again.storedParts).toEqual(
      [1, 3].map((n) => ({ partNumber: n, size: 8 * MiB, etag: md5Etag(slice(bytes, first, n)) })),
    );
    const parts = await sendMissing(again, bytes);
    expect(sent).toBe(8 * MiB + 123);
    const done = await finalizeUpload(bff, token, again.id, parts);
    expect(done.errors).toBeUndefined();
    expect((await storedBytes(done.data?.finalizeUpload.version.id)).equals(bytes)).toBe(true);
    expect((await start(file)).id).not.toBe(first.id);
  });

  it('sends again a held part whose bytes changed since', async () => {
    const original = fileOf(2 * 8 * MiB);
    const file = { filename: 'A001C004.mov', size: original.length };
    const first = await start(file);
    await put(first, original, 1);
    await put(first, original, 2);
    const edited = Buffer.concat([original.subarray(0, 8 * MiB), fileOf(8 * MiB, 3)]);
    sent = 0;
    const again = await start(file);
    expect(again.id).toBe(first.id);
    expect(again.storedParts.map((part) => part.partNumber)).toEqual([1, 2]);
    const parts = await sendMissing(again, edited);
    expect(sent).toBe(8 * MiB);
    const done = await finalizeUpload(bff, token, again.id, parts);
    expect((await storedBytes(done.data?.finalizeUpload.version.id)).equals(edited)).toBe(true);
  });

  it('starts a new upload for another person, another size, or without resume', async () => {
    const file = { filename: 'A001C005.mov', size: 10 * MiB };
    const first = await start(file);
    await put(first, fileOf(file.size), 1);
    const others = [
      await start(file, managerToken),
      await start({ ...file, size: file.size + 1 }),
      await start({ ...file, resume: false }),
    ];
    for (const other of others) {
      expect(other.id).not.toBe(first.id);
      expect(other.storedParts).toEqual([]);
    }
    // the newest unfinished upload of the file is the one resumed
    expect((await start(file)).id).toBe(others[2]?.id);
  });

  it('keeps the uploads of a new version and of a new asset of one file apart', async () => {
    const bytes = fileOf(100);
    const file = { filename: 'A001C008.mov', size: bytes.length };
    const asset = await start(file);
    const done = await finalizeUpload(bff, token, asset.id, [await put(asset, bytes, 1)]);
    const assetId = done.data?.finalizeUpload.asset.id;
    const newAsset = await start(file);
    const newVersion = await start({ ...file, assetId });
    expect(newVersion.id).not.toBe(newAsset.id);
    expect((await start({ ...file, assetId })).id).toBe(newVersion.id);
    expect((await start(file)).id).toBe(newAsset.id);
  });

  it('starts a new upload when storage no longer holds the unfinished one', async () => {
    const file = { filename: 'A001C006.mov', size: 100 };
    const first = await start(file);
    await put(first, fileOf(100), 1);
    const row = await bff.services.db
      .selectFrom('upload')
      .selectAll()
      .where('id', '=', fromGlobalId(first.id).id)
      .executeTakeFirstOrThrow();
    await bff.services.storage.abortMultipartUpload(row.storageKey, row.multipartId);
    const again = await start(file);
    expect(again.id).not.toBe(first.id);
    expect(again.storedParts).toEqual([]);
  });

  it('lists the parts held of an upload read as a node', async () => {
    const bytes = fileOf(100);
    const upload = await start({ filename: 'A001C007.mov', size: bytes.length });
    await put(upload, bytes, 1);
    const node = await bff.gql(
      token,
      'query ($id: ID!) { node(id: $id) { ... on Upload { storedParts { partNumber size etag } } } }',
      { id: upload.id },
    );
    expect(node.data?.node.storedParts).toEqual([
      { partNumber: 1, size: 100, etag: md5Etag(bytes) },
    ]);
  });
});
