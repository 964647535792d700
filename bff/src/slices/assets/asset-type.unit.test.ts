import { describe, expect, it } from 'vitest';
import { assetTypeOf } from './asset-type.ts';

describe('assetTypeOf', () => {
  it('knows production formats by their extension, whatever the browser sent', () => {
    expect(assetTypeOf('A001_C002.MXF', 'application/octet-stream')).toBe('Video');
    expect(assetTypeOf('clip.mov', '')).toBe('Video');
    expect(assetTypeOf('mix.WAV', '')).toBe('Audio');
    expect(assetTypeOf('frame.dpx', '')).toBe('Image');
    expect(assetTypeOf('script.pdf', 'application/octet-stream')).toBe('Document');
  });

  it('falls back to the content type for an unknown extension', () => {
    expect(assetTypeOf('clip', 'video/mp4')).toBe('Video');
    expect(assetTypeOf('voice.xyz', 'audio/x-whatever')).toBe('Audio');
    expect(assetTypeOf('still.heic', 'image/heic')).toBe('Image');
    expect(assetTypeOf('doc', 'application/pdf; charset=binary')).toBe('Document');
  });

  it('calls the rest Other, vector images included', () => {
    expect(assetTypeOf('notes.txt', 'text/plain')).toBe('Other');
    expect(assetTypeOf('logo.svg', 'image/svg+xml')).toBe('Other');
    expect(assetTypeOf('archive.zip', '')).toBe('Other');
    expect(assetTypeOf('.mov', '')).toBe('Other');
  });
});
