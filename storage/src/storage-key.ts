import { StorageError } from './storage-error.ts';

const MAX_KEY_LENGTH = 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** A key's problem, or null when it is a clean relative path (`a/b/c.ext`). */
function keyProblem(key: string): string | null {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return 'length';
  if (key.startsWith('/') || key.includes('\\') || controlCharacter.test(key)) return 'characters';
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return 'segments';
  }
  return null;
}

/** Throws unless `key` names an object: relative, no `.` or `..` segments, no empty segment. */
export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new StorageError('INVALID_KEY', `invalid storage key (${problem}): ${key}`);
}

/** The folder of a key, with its `/` (`a/b/` of `a/b/c.ext`); '' for a key at the top. */
export const keyFolderOf = (key: string): string => key.slice(0, key.lastIndexOf('/') + 1);

/**
 * Where a storage keeps its keys: `<prefix>/`, or the top for the default storage (the empty
 * prefix), whose keys are as they were before storages existed.
 */
export const storageRootOf = (storagePrefix: string): string =>
  storagePrefix === '' ? '' : `${storagePrefix}/`;

/** A prefix may end with `/` (a "folder"); otherwise the same rules as a key. */
export function assertValidPrefix(prefix: string): void {
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
