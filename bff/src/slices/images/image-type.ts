/**
 * The images people upload (a workspace's logo and default project poster, a folder's poster):
 * the types the spec allows (§5: jpeg, png, gif, bmp, tiff), recognised by the bytes a file
 * starts with, so a renamed text file is refused whatever type the browser claimed.
 */
const signatures: readonly { type: string; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/bmp', bytes: [0x42, 0x4d] },
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

export const imageTypes: readonly string[] = [...new Set(signatures.map((s) => s.type))];

/** The largest image accepted: one upload part. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** How many leading bytes `imageTypeOf` needs. */
export const SIGNATURE_BYTES = 8;

export const isImageType = (contentType: string): boolean => imageTypes.includes(contentType);

/** The image type the bytes start with, or null when they are none of the allowed ones. */
export function imageTypeOf(head: Uint8Array): string | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}
