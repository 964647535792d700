import { lstat, readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { type HelperFileEntry, type HelperFolder, isHiddenName } from '@rushes/rules';
import { HelperRefusal } from '../problem.ts';

/** A file of the machine to send: where it is, its name in Rushes and its size. */
export interface LocalFile {
  path: string;
  name: string;
  size: number;
}

const errnoOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** `stat` of a path the page named, refused as the page's mistake when it is not there. */
async function statOf(path: string) {
  if (!isAbsolute(path)) throw new HelperRefusal('BAD_INPUT', `${path} is not an absolute path`);
  try {
    return await stat(path);
  } catch (error) {
    if (errnoOf(error) === 'ENOENT') throw new HelperRefusal('NOT_FOUND', `${path} does not exist`);
    if (errnoOf(error) === 'EACCES') throw new HelperRefusal('BAD_INPUT', `${path} cannot be read`);
    throw error;
  }
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * A folder of the machine for the page's chooser (a browser gives pages no paths): its files and
 * folders, dot-files left out, folders first, each by name. Entries that cannot be read (a link
 * to nothing, a folder of another user) are left out.
 */
export async function listFolder(path: string = homedir()): Promise<HelperFolder> {
  const folder = resolve(path);
  if (!(await statOf(folder)).isDirectory()) {
    throw new HelperRefusal('BAD_INPUT', `${folder} is not a folder`);
  }
  const names = (await readdir(folder)).filter((name) => !isHiddenName(name));
  const entries = await Promise.all(
    names.map(async (name): Promise<HelperFileEntry | null> => {
      const entryPath = join(folder, name);
      const info = await stat(entryPath).catch(() => null);
      if (!info || !(info.isFile() || info.isDirectory())) return null;
      const kind = info.isDirectory() ? 'folder' : 'file';
      return { name, path: entryPath, kind, size: info.isFile() ? info.size : 0 };
    }),
  );
  const found = entries.filter((entry) => entry !== null);
  const parent = dirname(folder);
  return {
    path: folder,
    parent: parent === folder ? null : parent,
    entries: [
      ...found.filter((entry) => entry.kind === 'folder').sort(byName),
      ...found.filter((entry) => entry.kind === 'file').sort(byName),
    ],
  };
}

/** A folder's files, below it too, by name; dot-files and links to folders left out. */
async function filesBelow(folder: string): Promise<LocalFile[]> {
  const names = (await readdir(folder)).filter((name) => !isHiddenName(name)).sort();
  const files: LocalFile[] = [];
  for (const name of names) {
    const path = join(folder, name);
    const link = await lstat(path);
    if (link.isDirectory()) files.push(...(await filesBelow(path)));
    else if (link.isFile()) files.push({ path, name, size: link.size });
    else if (link.isSymbolicLink()) {
      const target = await stat(path).catch(() => null);
      if (target?.isFile()) files.push({ path, name, size: target.size });
    }
  }
  return files;
}

/**
 * The files the page chose, as they go into the Rushes folder: a file as it is, a folder's files
 * at every depth, each under its own name (the folder chosen in Rushes receives them all, as a
 * browser's folder upload does). Dot-files are skipped; a path named twice counts once.
 */
export async function filesToSend(paths: readonly string[]): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const path of paths) {
    const info = await statOf(path);
    if (isHiddenName(basename(path))) continue;
    if (info.isDirectory()) files.push(...(await filesBelow(resolve(path))));
    else if (info.isFile())
      files.push({ path: resolve(path), name: basename(path), size: info.size });
    else throw new HelperRefusal('BAD_INPUT', `${path} is neither a file nor a folder`);
  }
  const seen = new Set<string>();
  return files.filter((file) => !seen.has(file.path) && seen.add(file.path));
}
