import type { Viewer as SignedIn } from '../../auth/viewer.ts';
import type { RequestContext } from '../../request-context.ts';
import { canSeeFolder, type FolderNode, type ProjectAccess } from '../policy.ts';
import {
  findChildFolderHistories,
  findFolderPlaces,
  folderPlaceAt,
} from './folder-history.queries.ts';

/** By name, as people read numbers (2 before 10), as the folder lists them now. */
export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true });

/** Where a folder's past stands: the caller, their place now and then, the path to it now. */
export interface SeenThen {
  viewer: SignedIn;
  now: ProjectAccess;
  /** Their place at the moment. */
  past: ProjectAccess;
  path: readonly FolderNode[];
  /** The moment, ms since the epoch. */
  at: number;
}

/**
 * The folders directly in the folder at `at`, by their names then: those the caller could see
 * then and can now (a passage to what they may view shows, as it does now).
 */
export async function subfoldersThen(ctx: RequestContext, seen: SeenThen) {
  const { viewer, now, past, path, at } = seen;
  const folderId = path.at(-1)?.id ?? '';
  const histories = await findChildFolderHistories(ctx.services.db, folderId);
  const held = [...histories].flatMap(([id, places]) => {
    const place = folderPlaceAt(places, at);
    if (place?.parentId !== folderId) return [];
    const down = [...path, { id, name: place.name }];
    const seenBoth = canSeeFolder(viewer, now, down) && canSeeFolder(viewer, past, down);
    return seenBoth ? [{ folderId: id, name: place.name }] : [];
  });
  return held.sort(byName);
}

/** The folder's name at `at`: a project's top folder, made with its project, keeps `now`. */
export async function folderNameThen(
  ctx: RequestContext,
  folderId: string,
  at: number,
  now: string,
) {
  return folderPlaceAt(await findFolderPlaces(ctx.services.db, folderId), at)?.name ?? now;
}
