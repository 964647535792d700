import type { DeliveryFile } from '@rushes/migrations';
import type { RequestContext } from '../../request-context.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { canSeeDeliveryFiles } from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';
import { findDeliveredFolders } from './delivery.queries.ts';

/** One folder's files of one integration, as `FolderDelivery` shows them. */
export interface FolderDelivery {
  folderId: string;
  integration: string;
  updatedAt: Date;
  files: DeliveryFile[];
}

/** A folder's files, one delivery per integration. */
function deliveriesOf(files: readonly DeliveryFile[]): FolderDelivery[] {
  const byIntegration = new Map<string, DeliveryFile[]>();
  for (const file of files) {
    byIntegration.set(file.integration, [...(byIntegration.get(file.integration) ?? []), file]);
  }
  return [...byIntegration].map(([integration, kept]) => ({
    folderId: kept[0]?.folderId ?? '',
    integration,
    updatedAt: new Date(Math.max(...kept.map((file) => file.updatedAt.getTime()))),
    files: kept,
  }));
}

/** The folder's delivery files, when the caller may see them (the policy's rule); else none. */
export async function folderDeliveries(
  ctx: RequestContext,
  folderId: string,
): Promise<FolderDelivery[]> {
  const reached = await reachedFolder(ctx, folderId);
  if (!reached || !canSeeDeliveryFiles(ctx.viewer, reached.access, reached.path)) return [];
  return deliveriesOf(await ctx.loaders.deliveryFiles.load(folderId));
}

/** The delivery files of each of the project's folders the caller may see them in. */
export async function projectDeliveries(
  ctx: RequestContext,
  projectId: string,
): Promise<FolderDelivery[]> {
  const reached = await reachedProject(ctx, projectId);
  if (!reached) return [];
  const folderIds = await findDeliveredFolders(ctx.services.db, projectId);
  const paths = await Promise.all(folderIds.map((id) => ctx.loaders.folderPath.load(id)));
  const seen = folderIds.filter((_id, index) =>
    canSeeDeliveryFiles(ctx.viewer, reached.access, paths[index] ?? []),
  );
  const files = await Promise.all(seen.map((id) => ctx.loaders.deliveryFiles.load(id)));
  return files.flatMap(deliveriesOf);
}
