import type { FileClaim } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { mediaKindOf, shouldProbe } from './media-kind.ts';
import { parseProbe } from './probe.ts';
import { mp3WithCoverProbe, pngProbe, timecodeClipProbe } from './probe-samples.ts';

const file = (filename: string, mimetype: string) => ({ filename, mimetype });

describe('shouldProbe', () => {
  it('probes media and unknown files only', () => {
    const claims: FileClaim[] = ['media', 'unknown', 'document', 'other'];
    expect(claims.map(shouldProbe)).toEqual([true, true, false, false]);
  });
});

describe('mediaKindOf', () => {
  it('reads the kind from the streams', () => {
    expect(mediaKindOf(file('a.mov', 'video/quicktime'), parseProbe(timecodeClipProbe))).toBe(
      'video',
    );
    expect(mediaKindOf(file('a.mp3', 'audio/mpeg'), parseProbe(mp3WithCoverProbe))).toBe('audio');
    expect(mediaKindOf(file('a.png', 'image/png'), parseProbe(pngProbe))).toBe('image');
  });

  it('trusts an image over a moving picture', () => {
    expect(mediaKindOf(file('a.webp', 'image/webp'), parseProbe(timecodeClipProbe))).toBe('image');
    expect(mediaKindOf(file('a.gif', ''), parseProbe(timecodeClipProbe))).toBe('image');
  });

  it('calls a media file without usable streams broken, an unknown one other', () => {
    expect(mediaKindOf(file('a.mov', 'video/quicktime'), null)).toBeNull();
    expect(mediaKindOf(file('a.mov', 'video/quicktime'), parseProbe({}))).toBeNull();
    expect(mediaKindOf(file('blob', 'application/octet-stream'), null)).toBe('other');
    expect(mediaKindOf(file('a.pdf', 'application/pdf'), null)).toBe('document');
    expect(mediaKindOf(file('logo.svg', 'image/svg+xml'), null)).toBe('other');
  });
});
