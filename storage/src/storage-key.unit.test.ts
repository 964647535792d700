import { describe, expect, it } from 'vitest';
import { attachmentDisposition, contentTypeOf } from './content-type.ts';
import { isStorageError } from './storage-error.ts';
import { assertValidKey, assertValidPrefix } from './storage-key.ts';

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return isStorageError(error, 'INVALID_KEY');
  }
  return false;
};

describe('storage keys', () => {
  it.each(['projects/p/assets/a/v/source.mov', 'a', 'a/b.c/..d', 'hls/720p/seg 001.ts'])(
    'accepts %j',
    (key) => {
      expect(refusal(() => assertValidKey(key))).toBe(false);
    },
  );

  it.each([
    '',
    '/etc/passwd',
    '../x',
    'a/../../x',
    'a/./b',
    'a//b',
    'a/',
    'a\\b',
    'a\nb',
    'x'.repeat(1025),
  ])('refuses %j', (key) => {
    expect(refusal(() => assertValidKey(key))).toBe(true);
  });

  it('allows a prefix to end with a slash, but not to be empty or escape', () => {
    expect(refusal(() => assertValidPrefix('projects/p/'))).toBe(false);
    expect(refusal(() => assertValidPrefix('projects/p'))).toBe(false);
    expect(refusal(() => assertValidPrefix(''))).toBe(true);
    expect(refusal(() => assertValidPrefix('/'))).toBe(true);
    expect(refusal(() => assertValidPrefix('../'))).toBe(true);
  });
});

describe('content types', () => {
  it.each([
    ['v/hls/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['v/hls/270p/segment_001.ts', 'video/mp2t'],
    ['v/hls/270p/init.m4s', 'video/mp4'],
    ['v/source.MP4', 'video/mp4'],
    ['v/poster.jpg', 'image/jpeg'],
    ['v/waveform.png', 'image/png'],
    ['v/source.pdf', 'application/pdf'],
    ['v/source', 'application/octet-stream'],
    ['v/.hidden', 'application/octet-stream'],
    ['v/page.html', 'application/octet-stream'],
  ])('serves %s as %s', (key, type) => {
    expect(contentTypeOf(key)).toBe(type);
  });

  it('names a download in ASCII and exactly', () => {
    expect(attachmentDisposition('Shot "1" – final.mov')).toBe(
      `attachment; filename="Shot _1_ _ final.mov"; filename*=UTF-8''Shot%20%221%22%20%E2%80%93%20final.mov`,
    );
  });
});
