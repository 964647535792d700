import type { Stats } from 'node:fs';
import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './config-error.ts';

/**
 * What Rushes writes on disk — mail and text messages of the outbox (invitation and
 * password-reset links, sign-in codes), media, exports, secrets, the bundled PostgreSQL's files,
 * the transcoder's scratch — is for the user it runs as alone: folders 0700, files 0600.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The permission bits of the group and of others. */
const NOT_OWNER = 0o077;

/**
 * Makes everything the process creates from now on private to its user, whatever umask it was
 * started with (what Rushes writes sets its modes anyway; this covers ffmpeg, PostgreSQL and
 * every library that creates files). Called first by every process that writes files.
 */
export function keepFilesPrivate(): void {
  process.umask(NOT_OWNER);
}

/** `mkdir -p` whose new folders are private (an existing folder is left as it is). */
export async function makePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

export interface PrivateFolderOptions {
  /** The variable that names the folder (`RUSHES_DATA_DIR`), for the messages. */
  variable: string;
  /**
   * Others may pass through the folder itself (mode 0711), without listing or reading it: as
   * root, the bundled PostgreSQL runs as the `postgres` user, who must reach its own folder
   * inside. Everything inside stays private.
   */
  passThrough?: boolean;
  /** Where the one line saying what was made private goes. */
  log: (line: string) => void;
}

/** How deep the start looks for entries open to others: the folder, its entries and theirs. */
const CHECK_DEPTH = 2;

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

function userName(): string {
  try {
    return userInfo().username;
  } catch {
    return `user ${process.getuid?.()}`;
  }
}

/**
 * The start's check of a folder Rushes keeps its files in: creates it (private) when missing;
 * when it, or one of its entries or theirs (`outbox/undelivered`, `storage/objects`…), can be
 * read, written or searched by the group or others, makes it and everything inside private
 * again and logs one line saying what it changed. Throws a `ConfigError` naming the variable and
 * the path when such an entry belongs to another user: Rushes cannot fix what it does not own.
 * Symbolic links inside are neither followed nor changed.
 */
export async function securePrivateFolder(
  folder: string,
  options: PrivateFolderOptions,
): Promise<void> {
  await makePrivateFolder(folder);
  const uid = process.getuid?.();
  if (uid === undefined) return; // no POSIX modes (Windows)
  const fixed: string[] = [];
  let changed = 0;
  const visit = async (path: string, entry: Stats, depth: number, allowed: number) => {
    if (entry.isSymbolicLink()) return;
    if ((entry.mode & NOT_OWNER & ~allowed) !== 0) {
      if (entry.uid !== uid) throw new ConfigError([refusal(folder, path, entry, options)]);
      fixed.push(`${path} was ${octal(entry.mode)}`);
      changed += await makePrivateTree(path, entry, uid, { folder, options, allowed });
      return;
    }
    if (!entry.isDirectory() || depth >= CHECK_DEPTH || entry.uid !== uid) return;
    for (const name of await readdir(path)) {
      const child = join(path, name);
      await visit(child, await lstat(child), depth + 1, 0);
    }
  };
  await visit(folder, await stat(folder), 0, options.passThrough ? 0o011 : 0);
  if (fixed.length === 0) return;
  const shown = fixed.slice(0, 3).join(', ') + (fixed.length > 3 ? ', …' : '');
  options.log(
    `${options.variable} ${folder} was open to other users (${shown}): made private to ` +
      `${userName()} (${changed} files and folders changed to 0700/0600)`,
  );
}

/** Takes the group's and others' bits off `path` and, for a folder, everything inside. */
async function makePrivateTree(
  path: string,
  entry: Stats,
  uid: number,
  context: { folder: string; options: PrivateFolderOptions; allowed: number },
): Promise<number> {
  if (entry.isSymbolicLink()) return 0;
  let changed = 0;
  if ((entry.mode & NOT_OWNER & ~context.allowed) !== 0) {
    if (entry.uid !== uid) {
      throw new ConfigError([refusal(context.folder, path, entry, context.options)]);
    }
    await chmod(path, (entry.mode & 0o700) | (entry.mode & context.allowed));
    changed += 1;
  }
  if (!entry.isDirectory() || entry.uid !== uid) return changed;
  for (const name of await readdir(path)) {
    const child = join(path, name);
    const inside = { ...context, allowed: 0 };
    changed += await makePrivateTree(child, await lstat(child), uid, inside);
  }
  return changed;
}

function refusal(folder: string, path: string, entry: Stats, options: PrivateFolderOptions) {
  const where =
    path === folder
      ? `${options.variable} ${folder}`
      : `${path} (in ${options.variable} ${folder})`;
  return (
    `${where} is open to other users (mode ${octal(entry.mode)}) and belongs to user ` +
    `${entry.uid}, not to ${userName()} whom Rushes runs as, so Rushes cannot make it private. ` +
    `Its owner can (chmod -R go= ${path}), or set ${options.variable} to a folder of ${userName()}.`
  );
}
