import { describe, expect, it } from 'vitest';
import { imageTypeOf, isImageType } from './image-type.ts';
import { imageKeyOf, imageUploadId, readImageUploadId } from './image-upload.ts';

describe('uploaded images', () => {
  it('knows the allowed types by their first bytes', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe('image/gif');
    expect(imageTypeOf(Uint8Array.from([0x42, 0x4d, 0, 0]))).toBe('image/bmp');
    expect(imageTypeOf(Uint8Array.from([0x49, 0x49, 0x2a, 0x00]))).toBe('image/tiff');
    expect(imageTypeOf(Uint8Array.from([0x4d, 0x4d, 0x00, 0x2a]))).toBe('image/tiff');
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('allows jpeg, png, gif, bmp and tiff only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/tiff']) {
      expect(isImageType(type)).toBe(true);
    }
    expect(isImageType('image/webp')).toBe(false);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType('text/plain')).toBe(false);
  });

  const upload = {
    owner: 'workspace' as const,
    ownerId: '6a1d2f4e-8f0b-4c1e-b1a2-3c4d5e6f7a80',
    kind: 'logo' as const,
    uploadId: '0b6f1e0c-1c7e-4d39-9a53-2f0e8f3b8a01',
    contentType: 'image/png',
    multipartId: 'mp-1',
  };

  it('reads back the upload an id carries, and refuses any other id', () => {
    expect(readImageUploadId(imageUploadId(upload), 'workspace', ['logo'])).toEqual(upload);
    expect(() => readImageUploadId('nonsense', 'workspace', ['logo'])).toThrow();
    const tampered = imageUploadId({ ...upload, ownerId: '../../etc' });
    expect(() => readImageUploadId(tampered, 'workspace', ['logo'])).toThrow();
    const svg = imageUploadId({ ...upload, contentType: 'image/svg+xml' });
    expect(() => readImageUploadId(svg, 'workspace', ['logo'])).toThrow();
  });

  it('refuses an upload of another owner or kind than the confirm expects', () => {
    const id = imageUploadId(upload);
    expect(() => readImageUploadId(id, 'folder', ['poster'])).toThrow();
    expect(() => readImageUploadId(id, 'workspace', ['projectPoster'])).toThrow();
  });

  it('keys each upload under its owner', () => {
    expect(imageKeyOf(upload)).toBe(
      'workspaces/6a1d2f4e-8f0b-4c1e-b1a2-3c4d5e6f7a80/logo-0b6f1e0c-1c7e-4d39-9a53-2f0e8f3b8a01.png',
    );
    expect(imageKeyOf({ ...upload, owner: 'folder', kind: 'poster' })).toMatch(/^folders\//);
  });
});
