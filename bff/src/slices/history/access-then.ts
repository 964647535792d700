import {
  type DomainEvent,
  folderPermissionRemoved,
  folderPermissionSet,
  projectMemberAdded,
  projectMemberRemoved,
  projectMemberRoleChanged,
} from '@rushes/events';
import type { RequestContext } from '../../request-context.ts';
import type { FolderEntry, ProjectAccess } from '../policy.ts';
import { isProjectRole, type Permissions, type ProjectRoleId } from '../roles.ts';

/** A member's role and folder entries in a project, as its access stream had them. */
export interface PlaceThen {
  role: ProjectRoleId | null;
  entries: Map<string, Permissions>;
}

/** One more event of the project's access stream, on the place of the user it is about. */
function fold(places: Map<string, PlaceThen>, event: DomainEvent) {
  const { userId } = event.data as { userId?: string };
  if (!userId) return;
  const place = places.get(userId) ?? { role: null, entries: new Map() };
  places.set(userId, place);
  if (projectMemberAdded.is(event) || projectMemberRoleChanged.is(event)) {
    place.role = isProjectRole(event.data.role) ? event.data.role : null;
  } else if (projectMemberRemoved.is(event)) {
    place.role = null;
    place.entries.clear();
  } else if (folderPermissionSet.is(event)) {
    place.entries.set(event.data.folderId, event.data.allowedTo);
  } else if (folderPermissionRemoved.is(event)) {
    place.entries.delete(event.data.folderId);
  }
}

/**
 * Everyone's place in a project at `at` (ms since the epoch), by user id: their role and folder
 * entries folded from the project's access stream up to that moment. A user who had left by then
 * has no role.
 */
export async function placesThen(
  ctx: RequestContext,
  projectId: string,
  at: number,
): Promise<Map<string, PlaceThen>> {
  const { store, catalogue } = ctx.services;
  const { commits } = await store.readStream(`project_access.${projectId}`);
  const places = new Map<string, PlaceThen>();
  for (const commit of commits) {
    if (Date.parse(commit.meta.at) > at) continue;
    for (const stored of commit.events) fold(places, catalogue.decode(stored, commit.meta));
  }
  return places;
}

/**
 * A user's place in a project at `at` (ms since the epoch), as `placesThen` folds it. The
 * project's manager and its workspace's admins are taken as they are now; the entries' folders
 * where they are now (decision 0144).
 */
export async function accessThen(
  ctx: RequestContext,
  now: ProjectAccess,
  projectId: string,
  userId: string,
  at: number,
): Promise<ProjectAccess> {
  const place = (await placesThen(ctx, projectId, at)).get(userId);
  const held = [...(place?.entries ?? [])];
  const paths = await Promise.all(held.map(([id]) => ctx.loaders.folderPath.load(id)));
  const entries = new Map<string, FolderEntry>(
    held.map(([id, allowedTo], index) => [
      id,
      { allowedTo, path: (paths[index] ?? []).map((folder) => folder.id) },
    ]),
  );
  return { ...now, role: place?.role ?? null, entries };
}
