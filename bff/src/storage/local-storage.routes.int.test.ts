import { createHash, randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { objectPath, signedStorageUrl, uploadPartPath } from '@rushes/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalStorageServer,
  startLocalStorageServer,
  storageSecret,
} from './local-storage.fixture.ts';

const MiB = 1024 * 1024;
let server: LocalStorageServer;

beforeAll(async () => {
  server = await startLocalStorageServer();
});
afterAll(async () => {
  await server?.close();
});

const at = (url: string) => new URL(url, server.origin).href;
const md5Etag = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;
const pastSecond = () => Math.floor(Date.now() / 1000) - 1;

async function partUrl(partNumber = 1, key = 'routes/upload.mov') {
  const partSize = 64 * MiB;
  const id = await server.storage.createMultipartUpload(key, 'video/quicktime', { partSize });
  const urls = await server.storage.signPartUrls(key, id, partNumber, 3600);
  return { id, url: at(urls[partNumber - 1] ?? '') };
}

async function objectUrl(key: string, bytes: Buffer | string, downloadName?: string) {
  await server.storage.putObject(key, Buffer.from(bytes), { contentType: 'x' });
  return at(await server.storage.signGetUrl(key, { expiresInSeconds: 3600, downloadName }));
}

async function expectRefused(response: Response, reason: string) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    code: 'FORBIDDEN',
    data: { reason },
    timestamp: expect.any(String),
  });
}

/** Polls until `check` holds; gives up with `failure` after a generous bound (no timing asserted). */
async function until(check: () => Promise<boolean>, failure: string) {
  for (let attempt = 0; attempt < 1000; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(failure);
}

/** Bytes of part 1 (at the start of the upload's file) written so far. */
async function bytesOnDisk(multipartId: string): Promise<number> {
  return (await stat(join(server.root, 'multipart', multipartId, 'data'))).size;
}

/** A chunked PUT the test feeds by hand; resolves with the response once `end()` is called. */
function manualPut(url: string) {
  const request = httpRequest(url, { method: 'PUT', headers: { 'content-type': 'video/mp4' } });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.on('response', resolve).on('error', reject);
  });
  return { request, response };
}

describe('PUT /v2/storage/upload/:multipartId/:partNumber', () => {
  it('streams any content type to disk and answers the ETag', async () => {
    const { url } = await partUrl();
    const body = randomBytes(100_000);
    const response = await fetch(url, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(md5Etag(body));
    expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
  });

  it('writes a part while it is still arriving (a buffering route would never reach disk)', async () => {
    const { id, url } = await partUrl();
    const { request, response } = manualPut(url);
    const chunks = Array.from({ length: 4 }, () => randomBytes(MiB));
    try {
      for (const [index, chunk] of chunks.entries()) {
        request.write(chunk);
        await until(
          async () => (await bytesOnDisk(id)) >= (index + 1) * MiB,
          `chunk ${index + 1} did not reach the disk before the rest of the body was sent`,
        );
      }
    } catch (error) {
      request.destroy();
      throw error;
    }
    request.end();
    const answer = await response;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).toBe(md5Etag(Buffer.concat(chunks)));
  });

  it('keeps no part of a sender that went away mid-part', async () => {
    const { id, url } = await partUrl();
    const { request, response } = manualPut(url);
    response.catch(() => {});
    request.write(randomBytes(MiB));
    await until(async () => (await bytesOnDisk(id)) >= MiB, 'the first bytes never arrived');
    request.destroy();
    // what it wrote is taken back once the server sees it gone
    await until(async () => (await bytesOnDisk(id)) === 0, 'the bytes sent stayed');
    expect(await server.storage.listParts('routes/upload.mov', id)).toEqual([]);
  });

  it('takes a 64 MiB part, past the default body limit', async () => {
    const { url } = await partUrl();
    const { request, response } = manualPut(url);
    const chunk = randomBytes(MiB);
    const hash = createHash('md5');
    for (let n = 0; n < 64; n++) {
      hash.update(chunk);
      if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve));
    }
    request.end();
    const answer = await response;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).toBe(`"${hash.digest('hex')}"`);
  });

  it('refuses a tampered, expired or borrowed signature', async () => {
    const { id, url } = await partUrl(2);
    const put = (target: string) => fetch(target, { method: 'PUT', body: 'x' });
    // its first character changed (an 'A' left as it was would still be a good signature)
    const tampered = url.replace(
      /signature=(.)/,
      (_, first) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    await expectRefused(await put(tampered), 'URL_INVALID');
    await expectRefused(await put(url.replace('/2?', '/3?')), 'URL_INVALID');
    await expectRefused(await put(url.replace(/\?.*$/, '')), 'URL_INVALID');
    const expired = { method: 'PUT' as const, path: uploadPartPath(id, 2), expires: pastSecond() };
    await expectRefused(await put(at(signedStorageUrl('', storageSecret, expired))), 'URL_EXPIRED');
    expect(await server.leftovers()).not.toContainEqual(expect.stringMatching(/\/2$/));
  });

  it('answers 404 for a signed part of an upload that is gone', async () => {
    const { id, url } = await partUrl();
    await server.storage.abortMultipartUpload('routes/upload.mov', id);
    const response = await fetch(url, { method: 'PUT', body: 'x' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /v2/storage/object/*', () => {
  it('serves the key with its media type, length and ranges', async () => {
    const playlist = '#EXTM3U\n#EXT-X-VERSION:7\n';
    const url = await objectUrl('routes/v1/hls/720p/index.m3u8', playlist);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('content-length')).toBe(String(playlist.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(await response.text()).toBe(playlist);
    const tail = await fetch(url, { headers: { range: 'bytes=-8' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes 17-24/${playlist.length}`);
    expect(await tail.text()).toBe(playlist.slice(-8));
    const beyond = await fetch(url, { headers: { range: 'bytes=999-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${playlist.length}`);
  });

  it('answers HEAD without a body and keys with spaces and accents', async () => {
    const url = await objectUrl('routes/Scène 1/take #2.mov', 'twelve bytes');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('12');
    expect(head.headers.get('content-type')).toBe('video/quicktime');
    expect(await (await fetch(url)).text()).toBe('twelve bytes');
  });

  it('sends a named download as an attachment', async () => {
    const url = await objectUrl('routes/v1/source.mov', 'movie', 'Take 2.mov');
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Take 2.mov"; filename*=UTF-8''Take%202.mov`,
    );
    await expectRefused(await fetch(url.replace('Take', 'Fake')), 'URL_INVALID');
  });

  it('refuses a tampered or expired URL and answers 404 for a missing object', async () => {
    const key = 'routes/v1/poster.jpg';
    const url = await objectUrl(key, 'jpeg');
    await expectRefused(await fetch(url.replace('poster', 'thumbnail')), 'URL_INVALID');
    const expired = { method: 'GET' as const, path: objectPath(key), expires: pastSecond() };
    await expectRefused(
      await fetch(at(signedStorageUrl('', storageSecret, expired))),
      'URL_EXPIRED',
    );
    await server.storage.deletePrefix(key);
    expect((await fetch(url)).status).toBe(404);
  });
});
