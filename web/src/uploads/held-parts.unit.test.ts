import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { heldParts, md5Of } from './held-parts.ts';

const MiB = 1024 * 1024;
const bytesOf = (size: number, seed = 0) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 13 + seed) % 256);
const etagOf = (bytes: Uint8Array) => `"${createHash('md5').update(bytes).digest('hex')}"`;

describe('held parts', () => {
  it('hashes a slice larger than a read as MD5 does', async () => {
    const bytes = bytesOf(9 * MiB + 3);
    const hash = await md5Of(new Blob([bytes]), new AbortController().signal);
    expect(`"${hash}"`).toBe(etagOf(bytes));
  });

  it('keeps the parts whose size and MD5 match the file, and counts their bytes', async () => {
    const partSize = 1000;
    const bytes = bytesOf(3 * partSize + 500);
    const part = (n: number) => bytes.subarray((n - 1) * partSize, n * partSize);
    const storedParts = [
      { partNumber: 1, size: partSize, etag: etagOf(part(1)) },
      { partNumber: 2, size: partSize, etag: etagOf(bytesOf(partSize, 1)) }, // changed since
      { partNumber: 4, size: 500, etag: etagOf(part(4)) },
    ];
    const upload = { partSize, urls: ['1', '2', '3', '4'], storedParts };
    const counted: number[] = [];
    const held = await heldParts(
      new File([bytes], 'a.mov'),
      upload,
      new AbortController().signal,
      (n) => counted.push(n),
    );
    expect(held).toEqual([
      { partNumber: 1, etag: storedParts[0]?.etag },
      { partNumber: 4, etag: storedParts[2]?.etag },
    ]);
    expect(counted).toEqual([partSize, 500]);
  });

  it('stops when the upload is cancelled', async () => {
    const bytes = bytesOf(100);
    const storedParts = [{ partNumber: 1, size: 100, etag: etagOf(bytes) }];
    const cancelled = new AbortController();
    cancelled.abort(new Error('cancelled'));
    const upload = { partSize: 100, urls: ['1'], storedParts };
    await expect(heldParts(new Blob([bytes]), upload, cancelled.signal, () => {})).rejects.toThrow(
      'cancelled',
    );
  });
});
