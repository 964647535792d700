/** Files and folders whose name starts with a dot are skipped (media-handling section 2). */
export const isHiddenName = (name: string): boolean => name.startsWith('.');

/** Metadata files' extensions (media-handling section 7). */
const METADATA_FILE = /\.(ale|xml)$/i;

export const isMetadataFile = (name: string): boolean => METADATA_FILE.test(name);

/** A clip (or any file) with the metadata files named after it; `main` null for a loose one. */
export interface UploadGroup<F extends { name: string }> {
  main: F | null;
  metadata: F[];
}

const stemOf = (name: string) => name.replace(/\.[^.]*$/, '').toLowerCase();

/**
 * Whether a metadata file is named after a clip: the same stem, or the stem followed by more that
 * does not go on with its digits (a camera's sidecar `C0001M01.XML` beside `C0001.MP4`, never
 * beside `C000.MP4`).
 */
function namedAfter(metadata: string, clip: string): boolean {
  const meta = stemOf(metadata);
  const stem = stemOf(clip);
  if (!stem || !meta.startsWith(stem)) return false;
  const next = meta.charAt(stem.length);
  return next === '' || !/\d/.test(next);
}

/**
 * The files as the Upload Files dialog shows them (media-handling section 2): each file with the
 * metadata files attached to it, in the order chosen, then the metadata files that name no file
 * of their own (an ALE of a whole day). A sidecar goes with the clip whose name it takes the most
 * of.
 */
export function groupUploadFiles<F extends { name: string }>(
  files: readonly F[],
): UploadGroup<F>[] {
  const mains = files.filter((file) => !isMetadataFile(file.name));
  const groups = new Map(mains.map((main) => [main, { main, metadata: [] as F[] }]));
  const loose: UploadGroup<F>[] = [];
  for (const file of files.filter((each) => isMetadataFile(each.name))) {
    const owner = mains
      .filter((main) => namedAfter(file.name, main.name))
      .sort((a, b) => stemOf(b.name).length - stemOf(a.name).length)[0];
    const group = owner && groups.get(owner);
    if (group) group.metadata.push(file);
    else loose.push({ main: null, metadata: [file] });
  }
  return [...groups.values(), ...loose];
}

/** The files in the order they go: every clip first, the metadata files after them. */
export const uploadOrder = <F extends { name: string }>(groups: readonly UploadGroup<F>[]): F[] => [
  ...groups.flatMap((group) => (group.main ? [group.main] : [])),
  ...groups.flatMap((group) => group.metadata),
];
