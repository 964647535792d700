import { isArchiveFile } from '@rushes/events';
import type { DownloadFile } from '@rushes/migrations';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { assetAllowedTo, folderAllowedTo, type ProjectAccess } from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';
import { watermarkedFiles } from '../versions/watermarked-pictures.ts';
import { findSubtreeFiles } from './download.queries.ts';
import { entrySegment, uniquePaths } from './download-plan.ts';

/** More named at once is refused: a selection of a folder view is far smaller. */
const MAX_NAMED = 10_000;

export interface DownloadRequest {
  projectId: string;
  parentId?: string | null;
  folderIds: readonly string[];
  assetIds: readonly string[];
}

/** What was asked for, each item seen by the viewer (else NOT_FOUND) with `download` (else FORBIDDEN). */
async function namedItems(ctx: RequestContext, request: DownloadRequest) {
  const named = request.folderIds.length + request.assetIds.length;
  if (named === 0) throw appError('VALIDATION_FAILED', { field: 'assetIds', rule: 'required' });
  if (named > MAX_NAMED) {
    throw appError('VALIDATION_FAILED', { field: 'assetIds', rule: 'maxItems', max: MAX_NAMED });
  }
  const { id: projectId } = fromGlobalId(request.projectId, {
    type: 'Project',
    field: 'projectId',
  });
  const project = found(await reachedProject(ctx, projectId), 'project', 'projectId');
  const inProject = <T extends { projectId: string }>(thing: T | null) =>
    thing?.projectId === projectId ? thing : null;
  const folders = await Promise.all(
    request.folderIds.map(async (globalId) => {
      const { id } = fromGlobalId(globalId, { type: 'Folder', field: 'folderIds' });
      const reached = await reachedFolder(ctx, id);
      const folder = found(inProject(reached?.folder ?? null), 'folder', 'folderIds');
      allow(folderAllowedTo(ctx.viewer, project.access, reached?.path ?? []).download);
      return folder;
    }),
  );
  const assets = await Promise.all(
    request.assetIds.map(async (globalId) => {
      const { id } = fromGlobalId(globalId, { type: 'Asset', field: 'assetIds' });
      const reached = await reachedAsset(ctx, id);
      const asset = found(inProject(reached?.asset ?? null), 'asset', 'assetIds');
      // the asset's own place: a collection's link grants its assets one by one
      allow(
        assetAllowedTo(ctx.viewer, reached?.access ?? project.access, reached?.path ?? [], id)
          .download,
      );
      const version = found(await ctx.loaders.version.load(asset.newestVersionId ?? ''), 'asset');
      if (isArchiveFile(version.filename)) {
        throw appError('VALIDATION_FAILED', { field: 'assetIds', rule: 'archive' });
      }
      return version;
    }),
  );
  return { project, folders, assets };
}

/** Whether the viewer may download from each folder, by id (its path decides). */
async function downloadableFolders(
  ctx: RequestContext,
  access: ProjectAccess,
  folderIds: readonly string[],
) {
  const ids = [...new Set(folderIds)];
  const paths = await Promise.all(ids.map((id) => ctx.loaders.folderPath.load(id)));
  return new Set(
    ids.filter((_id, index) => folderAllowedTo(ctx.viewer, access, paths[index] ?? []).download),
  );
}

/**
 * The files a download request gives, with their zip paths: the assets named, and under each
 * folder named every asset in a folder the viewer may download from (archives left out), in
 * folders named as in Rushes; for a watermarked link's visitor, the watermarked renditions.
 * Also the name the download is saved under.
 */
export async function downloadPlan(ctx: RequestContext, request: DownloadRequest) {
  const { project, folders, assets } = await namedItems(ctx, request);
  const below = await findSubtreeFiles(
    ctx.services.db,
    folders.map((folder) => folder.id),
  );
  const open = await downloadableFolders(
    ctx,
    project.access,
    below.map((file) => file.folderId),
  );
  const files = await watermarkedFiles(ctx, [
    ...assets.map((version) => ({
      versionId: version.id,
      sourceKey: version.sourceKey,
      size: Number(version.size),
      path: entrySegment(version.filename),
    })),
    ...below
      .filter((file) => open.has(file.folderId) && !isArchiveFile(file.filename))
      .map(({ versionId, sourceKey, size, folders: names, filename }) => ({
        versionId,
        sourceKey,
        size,
        path: [...names, filename].map(entrySegment).join('/'),
      })),
  ]);
  const paths = uniquePaths(files.map((file) => file.path));
  const planned: DownloadFile[] = files.map((file, index) => ({
    ...file,
    path: paths[index] ?? file.path,
  }));
  const name = (await downloadName(ctx, request, folders)) ?? project.project.name;
  return { project: project.project, name, planned };
}

/** One folder gives its name; a selection its folder's (when named and seen); else the project's. */
async function downloadName(
  ctx: RequestContext,
  request: DownloadRequest,
  folders: readonly { name: string }[],
): Promise<string | null> {
  const [only] = folders;
  if (only && folders.length === 1 && request.assetIds.length === 0) return only.name;
  if (!request.parentId) return null;
  const { id } = fromGlobalId(request.parentId, { type: 'Folder', field: 'parentId' });
  return (await reachedFolder(ctx, id))?.folder.name ?? null;
}
