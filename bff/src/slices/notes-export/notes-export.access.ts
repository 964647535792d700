import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found } from '../access.ts';
import { mayComment, visibleAsset, visibleVersion } from '../assets/asset.access.ts';
import type { AssetRow, VersionRow } from '../assets/asset.queries.ts';
import { mayReadFolderComments } from '../comments/comment.access.ts';
import { listCommentedAssets } from '../comments/folder-comments.queries.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import type { SessionSummary } from './notes.ts';
import { sessionExported } from './session-export.ts';

/** A folder's export holds at most this many assets (by name), far more than a review needs. */
const MAX_ASSETS = 500;

export interface ExportTarget {
  folderId?: string | null;
  assetId?: string | null;
  versionId?: string | null;
  reviewSessionId?: string | null;
}

/** What an export covers: its project, a name for the file and the versions, in order. */
export interface ExportedVersions {
  projectId: string;
  name: string;
  versions: readonly { version: VersionRow; asset: AssetRow }[];
  /** A review session's: only the threads it holds notes in, after its summary. */
  session?: { threadIds: ReadonlySet<string>; summary: SessionSummary };
}

/**
 * The versions whose comments the viewer asked for and may read (the one rule of the comments:
 * those who may comment on an asset read its comments): a version, an asset's newest, or the
 * newest of each asset a folder holds itself with comments. NOT_FOUND for what they may not see,
 * FORBIDDEN for comments they may not read; or a review session's notes (`session-export.ts`).
 * Exactly one of the four must be named.
 */
export async function exportedVersions(
  ctx: RequestContext,
  target: ExportTarget,
): Promise<ExportedVersions> {
  const named = [target.folderId, target.assetId, target.versionId, target.reviewSessionId];
  if (named.filter(Boolean).length !== 1) {
    throw appError('VALIDATION_FAILED', { field: 'folderId', rule: 'exactlyOne' });
  }
  if (target.reviewSessionId) return sessionExported(ctx, target.reviewSessionId);
  if (target.versionId) {
    const { id } = fromGlobalId(target.versionId, { type: 'Version', field: 'versionId' });
    const version = found(await visibleVersion(ctx, id), 'version', 'versionId');
    allow(await mayComment(ctx, version.assetId));
    const asset = found(await ctx.loaders.asset.load(version.assetId), 'asset', 'versionId');
    return {
      projectId: version.projectId,
      name: `${asset.name} v${version.number}`,
      versions: [{ version, asset }],
    };
  }
  if (target.assetId) {
    const { id } = fromGlobalId(target.assetId, { type: 'Asset', field: 'assetId' });
    const { asset } = found(await visibleAsset(ctx, id), 'asset', 'assetId');
    allow(await mayComment(ctx, asset.id));
    const version = found(await ctx.loaders.version.load(asset.newestVersionId ?? ''), 'asset');
    return {
      projectId: asset.projectId,
      name: asset.name,
      versions: [{ version, asset }],
    };
  }
  const { id } = fromGlobalId(target.folderId ?? '', { type: 'Folder', field: 'folderId' });
  const { folder } = found(await reachedFolder(ctx, id), 'folder', 'folderId');
  allow(await mayReadFolderComments(ctx, folder.id));
  const assets = await listCommentedAssets(ctx.services.db, folder.id, {
    limit: MAX_ASSETS,
    after: null,
  });
  const readable = await Promise.all(assets.map((asset) => mayComment(ctx, asset.id)));
  const versions = await Promise.all(
    assets
      .filter((_asset, index) => readable[index])
      .map(async (asset) => ({
        version: found(await ctx.loaders.version.load(asset.newestVersionId ?? ''), 'asset'),
        asset,
      })),
  );
  return { projectId: folder.projectId, name: folder.name, versions };
}
