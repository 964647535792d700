import type { RequestContext } from '../../request-context.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { canSeeFolderPast } from '../policy.ts';
import { accessThen } from './access-then.ts';

/**
 * A folder the viewer sees now and saw at each of `instants` (ms since the epoch), with their
 * place in its project now and at each instant (`accessAt`); null for anyone else, and always for a share link's visitor or an
 * API token (decision 0145).
 */
export async function folderSeenAt(
  ctx: RequestContext,
  folderId: string,
  instants: readonly number[],
) {
  const reached = await reachedFolder(ctx, folderId);
  const { viewer } = ctx;
  if (!viewer || !reached) return null;
  const { access, path, folder } = reached;
  if (!canSeeFolderPast(viewer, access, [], path)) return null;
  const then = await Promise.all(
    instants.map((at) => accessThen(ctx, access, folder.projectId, viewer.userId, at)),
  );
  return canSeeFolderPast(viewer, access, then, path) ? { viewer, reached, accessAt: then } : null;
}
