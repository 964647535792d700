import { describe, expect, it } from 'vitest';
import { imageTypeOf, isWorkspaceImageType } from './workspace-image.ts';
import { imageUploadId, readImageUploadId } from './workspace-image-upload.ts';

describe('workspace images', () => {
  it('knows the allowed types by their first bytes', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(Uint8Array.from([0x4d, 0x4d, 0x00, 0x2a]))).toBe('image/tiff');
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('allows jpeg, png, gif, bmp and tiff only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/tiff']) {
      expect(isWorkspaceImageType(type)).toBe(true);
    }
    expect(isWorkspaceImageType('image/webp')).toBe(false);
    expect(isWorkspaceImageType('text/plain')).toBe(false);
  });

  it('reads back the upload an id carries, and refuses any other id', () => {
    const upload = {
      workspaceId: '6a1d2f4e-8f0b-4c1e-b1a2-3c4d5e6f7a80',
      kind: 'logo' as const,
      uploadId: '0b6f1e0c-1c7e-4d39-9a53-2f0e8f3b8a01',
      contentType: 'image/png',
      multipartId: 'mp-1',
    };
    expect(readImageUploadId(imageUploadId(upload))).toEqual(upload);
    expect(() => readImageUploadId('nonsense')).toThrow();
    const tampered = imageUploadId({ ...upload, workspaceId: '../../etc' });
    expect(() => readImageUploadId(tampered)).toThrow();
  });
});
