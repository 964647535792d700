import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checksumOfEtag, partsChecksum, verify } from './checksum.ts';

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const bytesOf = (size: number, seed = 0) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 7 + seed) % 251);
const md5OfBlob = async (blob: Blob) => md5(new Uint8Array(await blob.arrayBuffer()));

describe("holding a download to storage's ETag", () => {
  it('reads an MD5, or an MD5 of parts with their count, from an ETag', () => {
    const hash = md5(bytesOf(10));
    expect(checksumOfEtag(`"${hash}"`, 10, null)).toEqual({ kind: 'md5', md5: hash });
    expect(checksumOfEtag(`"${hash}-3"`, 25, 10)).toEqual({
      kind: 'parts',
      md5: hash,
      parts: 3,
      partSize: 10,
    });
    expect(checksumOfEtag(`"${hash}-3"`, 25, null)).toEqual({
      problem: expect.stringContaining('no size'),
    });
    expect(checksumOfEtag(`"${hash}-2"`, 25, 10)).toEqual({
      problem: expect.stringContaining('names 2 parts'),
    });
    expect(checksumOfEtag('"kms-0001"', 25, null)).toEqual({
      problem: expect.stringContaining('no checksum'),
    });
  });

  it('makes the checksum of parts as S3 does: the MD5 of their MD5s', () => {
    const [a, b] = [md5(bytesOf(4)), md5(bytesOf(2, 1))];
    const joined = Buffer.concat([Buffer.from(a, 'hex'), Buffer.from(b, 'hex')]);
    expect(partsChecksum([a, b])).toBe(createHash('md5').update(joined).digest('hex'));
  });

  it('verifies a file read back, and names what it read when it differs', async () => {
    const bytes = bytesOf(25);
    const file = new Blob([bytes]);
    const parts = [0, 10, 20].map((start) => md5(bytes.subarray(start, start + 10)));
    const whole = { kind: 'md5', md5: md5(bytes) } as const;
    expect(await verify(file, whole, md5OfBlob)).toEqual({ ok: true, read: md5(bytes) });
    const inParts = { kind: 'parts', md5: partsChecksum(parts), parts: 3, partSize: 10 } as const;
    expect(await verify(file, inParts, md5OfBlob)).toEqual({
      ok: true,
      read: `${partsChecksum(parts)}-3`,
    });
    const changed = new Blob([bytesOf(25, 1)]);
    expect((await verify(changed, whole, md5OfBlob)).ok).toBe(false);
    expect((await verify(changed, inParts, md5OfBlob)).ok).toBe(false);
    expect(
      await verify(new Blob([]), { kind: 'md5', md5: md5(new Uint8Array()) }, md5OfBlob),
    ).toMatchObject({ ok: true });
  });
});
