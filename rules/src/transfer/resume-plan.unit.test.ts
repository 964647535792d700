import { describe, expect, it } from 'vitest';
import { isHeld, md5OfEtag, partRange, partsToCheck, partsToSend } from './resume-plan.ts';

const md5 = '9e107d9d372bb6826bd81d3542a419d6';

describe('resuming: which parts to check, keep and send', () => {
  it('cuts the file as the server does: parts of the part size, the last one the rest', () => {
    expect(partRange(25, 10, 1)).toEqual({ start: 0, end: 10 });
    expect(partRange(25, 10, 3)).toEqual({ start: 20, end: 25 });
  });

  it('reads an MD5 from a quoted ETag, and none from a multipart or encrypted one', () => {
    expect(md5OfEtag(`"${md5}"`)).toBe(md5);
    expect(md5OfEtag(`W/"${md5.toUpperCase()}"`)).toBe(md5);
    expect(md5OfEtag(`"${md5}-3"`)).toBeNull();
    expect(md5OfEtag('"not-an-md5"')).toBeNull();
  });

  it('checks the held parts of their slice’s size with an MD5 ETag, and no others', () => {
    const upload = { partSize: 10, partCount: 3 };
    const stored = [
      { partNumber: 1, size: 10, etag: `"${md5}"` },
      { partNumber: 2, size: 7, etag: `"${md5}"` }, // cut short
      { partNumber: 3, size: 5, etag: `"${md5}"` }, // the last part: the rest of the file
      { partNumber: 4, size: 5, etag: `"${md5}"` }, // past the file's parts
    ];
    expect(partsToCheck(upload, 25, stored).map((part) => part.partNumber)).toEqual([1, 3]);
    const encrypted = [{ partNumber: 1, size: 10, etag: '"a1b2"' }];
    expect(partsToCheck(upload, 25, encrypted)).toEqual([]);
  });

  it('keeps a part whose bytes have its MD5, and sends again one that changed', () => {
    const part = { partNumber: 1, size: 10, etag: `"${md5}"` };
    expect(isHeld(part, md5.toUpperCase())).toBe(true);
    expect(isHeld(part, 'd41d8cd98f00b204e9800998ecf8427e')).toBe(false);
  });

  it('sends every part not kept, in order', () => {
    expect(partsToSend(5, [{ partNumber: 4 }, { partNumber: 1 }])).toEqual([2, 3, 5]);
    expect(partsToSend(1, [])).toEqual([1]);
  });
});
