import type { IResolvers, MercuriusContext } from 'mercurius';
import { pageRequest, toConnection } from '../../graphql/connection.ts';
import type { FolderCommentedAssetsArgs } from '../../graphql/schema-types.generated.ts';
import type { AssetRow } from '../assets/asset.queries.ts';
import { textAndId } from '../cursor-keys.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { mayReadFolderComments } from './comment.access.ts';
import { listCommentedAssets } from './folder-comments.queries.ts';

const assetPlace = (asset: AssetRow): [string, string] => [asset.name, asset.id];

/**
 * The folder sidebar's comments: `Folder.hasComments` and `Folder.commentedAssets`, paged by
 * asset; none for a viewer who may not read the comments of the folder's assets.
 */
export const folderCommentResolvers = {
  Folder: {
    async hasComments(folder: FolderRow, _: unknown, ctx: MercuriusContext) {
      if (!(await mayReadFolderComments(ctx, folder.id))) return false;
      const rows = await listCommentedAssets(ctx.services.db, folder.id, { limit: 1, after: null });
      return rows.length > 0;
    },
    async commentedAssets(
      folder: FolderRow,
      args: FolderCommentedAssetsArgs,
      ctx: MercuriusContext,
    ) {
      const page = pageRequest(args, { fallback: 10, max: 100, keyLength: 2 });
      const after = textAndId(page.after);
      if (!(await mayReadFolderComments(ctx, folder.id))) {
        return toConnection([], page, assetPlace);
      }
      const rows = await listCommentedAssets(ctx.services.db, folder.id, {
        limit: page.limit + 1,
        after,
      });
      return toConnection(rows, page, assetPlace);
    },
  },
} satisfies IResolvers;
