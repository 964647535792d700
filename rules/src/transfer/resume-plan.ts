/** What a client asks `startUpload` for: a file into a folder (or onto an asset), resumed or not. */
export interface StartUploadInput {
  folderId: string;
  /** The asset the file becomes a new version of; null for a new asset. */
  assetId: string | null;
  filename: string;
  size: number;
  contentType: string;
  /** Resume this person's unfinished upload of the file into this place, if storage has it. */
  resume: boolean;
}

/** A part storage holds for an unfinished upload (Upload.storedParts). */
export interface StoredPart {
  partNumber: number;
  size: number;
  /** The quoted MD5 of its bytes (other storage may give another kind of ETag). */
  etag: string;
}

/** A part in storage, as the finalise names it: its number and the ETag storage gave it. */
export interface UploadedPart {
  partNumber: number;
  etag: string;
}

/** Where part `partNumber` (from 1) lies in the file: bytes `start` to `end`, end excluded. */
export function partRange(fileSize: number, partSize: number, partNumber: number) {
  const start = (partNumber - 1) * partSize;
  return { start, end: Math.min(start + partSize, fileSize) };
}

/** The MD5 (lower-case hex) an ETag names, or null for an ETag that is not one. */
export function md5OfEtag(etag: string): string | null {
  const bare = etag.replace(/^W\//, '').replace(/"/g, '').toLowerCase();
  return /^[0-9a-f]{32}$/.test(bare) ? bare : null;
}

/**
 * The held parts worth reading the file for: a part of this upload whose size is its slice's
 * and whose ETag is an MD5. Any other is sent again.
 */
export function partsToCheck(
  upload: { partSize: number; partCount: number },
  fileSize: number,
  stored: readonly StoredPart[],
): StoredPart[] {
  return stored.filter((part) => {
    if (part.partNumber < 1 || part.partNumber > upload.partCount) return false;
    const { start, end } = partRange(fileSize, upload.partSize, part.partNumber);
    return part.size === end - start && md5OfEtag(part.etag) !== null;
  });
}

/** Whether the slice read from the file (its MD5) is the part storage holds. */
export const isHeld = (part: StoredPart, sliceMd5: string): boolean =>
  md5OfEtag(part.etag) === sliceMd5.toLowerCase();

/**
 * The parts of a resumed upload that storage holds as the file has them: each held part worth
 * checking is read (`md5Of` its slice) and kept when its MD5 is its ETag; `onHeld` hears the
 * bytes of each one kept, which need not be sent again. The others (changed, or cut short) are
 * sent again.
 */
export async function checkHeldParts(
  upload: { partSize: number; partCount: number; storedParts: readonly StoredPart[] },
  fileSize: number,
  md5Of: (slice: { start: number; end: number }) => Promise<string>,
  onHeld: (bytes: number) => void,
): Promise<UploadedPart[]> {
  const held: UploadedPart[] = [];
  for (const part of partsToCheck(upload, fileSize, upload.storedParts)) {
    if (!isHeld(part, await md5Of(partRange(fileSize, upload.partSize, part.partNumber)))) continue;
    held.push({ partNumber: part.partNumber, etag: part.etag });
    onHeld(part.size);
  }
  return held;
}

/** The part numbers left to send: those of 1…partCount storage does not hold as they are. */
export const partsToSend = (partCount: number, held: readonly { partNumber: number }[]) => {
  const done = new Set(held.map((part) => part.partNumber));
  return Array.from({ length: partCount }, (_, index) => index + 1).filter((n) => !done.has(n));
};
