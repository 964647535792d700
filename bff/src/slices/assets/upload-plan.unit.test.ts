import { describe, expect, it } from 'vitest';
import {
  MAX_PARTS,
  MAX_UPLOAD_SIZE,
  partsProblem,
  sourceKeyOf,
  uploadPartsOf,
  versionFolderOf,
} from './upload-plan.ts';

const MiB = 1024 * 1024;
const S3_MIN_PART = 5 * MiB;

describe('uploadPartsOf', () => {
  it('cuts small and common files in 8 MiB parts', () => {
    expect(uploadPartsOf(0)).toEqual({ partSize: 8 * MiB, partCount: 1 });
    expect(uploadPartsOf(1)).toEqual({ partSize: 8 * MiB, partCount: 1 });
    expect(uploadPartsOf(8 * MiB)).toEqual({ partSize: 8 * MiB, partCount: 1 });
    expect(uploadPartsOf(8 * MiB + 1)).toEqual({ partSize: 8 * MiB, partCount: 2 });
    expect(uploadPartsOf(2 * 1024 * MiB)).toEqual({ partSize: 8 * MiB, partCount: 256 });
  });

  it('fits any file up to 5 TiB in 10,000 parts of whole MiB, never below S3 minimum', () => {
    for (const size of [
      80 * 1024 * MiB,
      80 * 1024 * MiB + 1,
      1024 ** 4,
      MAX_UPLOAD_SIZE - 1,
      MAX_UPLOAD_SIZE,
    ]) {
      const { partSize, partCount } = uploadPartsOf(size);
      expect(partCount).toBeLessThanOrEqual(MAX_PARTS);
      expect(partSize).toBeGreaterThanOrEqual(S3_MIN_PART);
      expect(partSize % MiB).toBe(0);
      expect((partCount - 1) * partSize).toBeLessThan(size);
      expect(partCount * partSize).toBeGreaterThanOrEqual(size);
    }
    expect(uploadPartsOf(MAX_UPLOAD_SIZE).partSize).toBe(525 * MiB);
  });
});

describe('sourceKeyOf', () => {
  const ids = { projectId: 'p', assetId: 'a', versionId: 'v' };

  it('keeps a plain extension, lower-cased', () => {
    expect(sourceKeyOf(ids, 'Take 1.MOV', '')).toBe('projects/p/assets/a/v/source.mov');
  });

  it('drops an extension that is not safe in a key', () => {
    expect(sourceKeyOf(ids, 'README', '')).toBe('projects/p/assets/a/v/source');
    expect(sourceKeyOf(ids, 'odd.we ird', '')).toBe('projects/p/assets/a/v/source');
  });

  it('keeps the source of a project on another storage under its prefix', () => {
    expect(sourceKeyOf(ids, 'a.mov', 'eu')).toBe('eu/projects/p/assets/a/v/source.mov');
  });
});

describe('versionFolderOf', () => {
  it('is the folder of the version’s source, where its outputs go', () => {
    expect(versionFolderOf({ sourceKey: 'eu/projects/p/assets/a/v/source.mov' })).toBe(
      'eu/projects/p/assets/a/v/',
    );
  });
});

describe('partsProblem', () => {
  const part = (partNumber: number) => ({ partNumber, etag: `"e${partNumber}"` });

  it('accepts every part once, in any order', () => {
    expect(partsProblem([part(2), part(1), part(3)], 3)).toBeNull();
  });

  it('finds missing parts', () => {
    expect(partsProblem([part(1), part(3)], 3)).toBe('missing');
    expect(partsProblem([], 1)).toBe('missing');
  });

  it('finds parts it never asked for, twice-given parts and parts without an ETag', () => {
    expect(partsProblem([part(1), part(2), part(4)], 3)).toBe('unknown');
    expect(partsProblem([part(0), part(1)], 1)).toBe('unknown');
    expect(partsProblem([part(1), part(1)], 1)).toBe('unknown');
    expect(partsProblem([{ partNumber: 1, etag: ' ' }], 1)).toBe('unknown');
  });
});
