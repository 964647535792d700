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
import { isProjectRole, type Permissions } from '../roles.ts';

/** A member's role and folder entries in a project, as its access stream had them. */
interface PlaceThen {
  role: string | null;
  entries: Map<string, Permissions>;
}

/** One more event of the project's access stream, where it is about `userId`. */
function fold(place: PlaceThen, event: DomainEvent, userId: string) {
  if ((event.data as { userId?: string }).userId !== userId) return;
  if (projectMemberAdded.is(event) || projectMemberRoleChanged.is(event)) {
    place.role = event.data.role;
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
 * A user's place in a project at `at` (ms since the epoch): their role and folder entries folded
 * from the project's access stream up to that moment. The project's manager and its workspace's
 * admins are taken as they are now; the entries' folders where they are now (decision 0144).
 */
export async function accessThen(
  ctx: RequestContext,
  now: ProjectAccess,
  projectId: string,
  userId: string,
  at: number,
): Promise<ProjectAccess> {
  const { store, catalogue } = ctx.services;
  const { commits } = await store.readStream(`project_access.${projectId}`);
  const place: PlaceThen = { role: null, entries: new Map() };
  for (const commit of commits) {
    if (Date.parse(commit.meta.at) > at) continue;
    for (const stored of commit.events) fold(place, catalogue.decode(stored, commit.meta), userId);
  }
  const held = [...place.entries];
  const paths = await Promise.all(held.map(([id]) => ctx.loaders.folderPath.load(id)));
  const entries = new Map<string, FolderEntry>(
    held.map(([id, allowedTo], index) => [
      id,
      { allowedTo, path: (paths[index] ?? []).map((folder) => folder.id) },
    ]),
  );
  const role = place.role && isProjectRole(place.role) ? place.role : null;
  return { ...now, role, entries };
}
