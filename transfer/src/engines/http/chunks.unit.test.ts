import { describe, expect, it } from 'vitest';
import { missingChunks, noChunks, resumeFrom, withChunk } from './chunks.ts';

describe('the chunks of a download on disk', () => {
  it('records chunks as they land, in any order, shortly', () => {
    let record = noChunks;
    for (const index of [1, 0, 3, 2, 5]) record = withChunk(record, index);
    expect(record).toEqual({ through: 4, beyond: [5] });
    expect(missingChunks(record, 7)).toEqual([4, 6]);
    expect(missingChunks(noChunks, 3)).toEqual([0, 1, 2]);
  });

  it('resumes from the chunks kept only for the same object and a whole .part file', () => {
    const file = { etag: '"abc"', size: 100 };
    const kept = { ...file, chunkSize: 10, chunks: { through: 4, beyond: [6] } };
    expect(resumeFrom(kept, file, 100, 16)).toEqual(kept);
    const fresh = { ...file, chunkSize: 16, chunks: noChunks };
    // the object changed in Rushes since
    expect(resumeFrom(kept, { ...file, etag: '"def"' }, 100, 16)).toEqual({
      ...fresh,
      etag: '"def"',
    });
    // the .part file was removed, or is not the file's size
    expect(resumeFrom(kept, file, null, 16)).toEqual(fresh);
    expect(resumeFrom(kept, file, 40, 16)).toEqual(fresh);
    // nothing kept, or something else
    expect(resumeFrom(null, file, 100, 16)).toEqual(fresh);
    expect(resumeFrom({ uploadId: 'u' }, file, 100, 16)).toEqual(fresh);
  });
});
