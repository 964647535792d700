import { describe, expect, it } from 'vitest';
import { claimOf, type FileClaim, mediaKindOf, shouldProbe } from './media-kind.ts';
import { parseProbe } from './probe.ts';
import { mp3WithCoverProbe, pngProbe, timecodeClipProbe } from './probe-samples.ts';

const file = (filename: string, mimetype: string) => ({ filename, mimetype });

describe('claimOf', () => {
  it('knows documents, media and the rest by type or extension', () => {
    expect(claimOf(file('script.PDF', ''))).toBe('document');
    expect(claimOf(file('x', 'application/pdf'))).toBe('document');
    expect(claimOf(file('A001.mov', 'video/quicktime'))).toBe('media');
    expect(claimOf(file('A001.mxf', 'application/mxf'))).toBe('media');
    expect(claimOf(file('take', 'application/octet-stream'))).toBe('unknown');
    expect(claimOf(file('notes.ale', 'text/plain'))).toBe('other');
  });

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

  it('trusts an image type over a moving picture', () => {
    expect(mediaKindOf(file('a.webp', 'image/webp'), parseProbe(timecodeClipProbe))).toBe('image');
  });

  it('calls a media file without usable streams broken, an unknown one other', () => {
    expect(mediaKindOf(file('a.mov', 'video/quicktime'), null)).toBeNull();
    expect(mediaKindOf(file('a.mov', 'video/quicktime'), parseProbe({}))).toBeNull();
    expect(mediaKindOf(file('blob', 'application/octet-stream'), null)).toBe('other');
    expect(mediaKindOf(file('a.pdf', 'application/pdf'), null)).toBe('document');
  });
});
