import type { FolderPaths } from '../../folders/folder-paths.ts';
import { pathTo } from '../../routes/route-table.ts';

/**
 * Where a share link's lists lead: its folders browse within the link; an asset opens in
 * link-view with the folder it is listed in, or alone when the link shares it on its own.
 */
export function linkPaths(linkToken: string, folderId: string | null): FolderPaths {
  return {
    folder: (childId) => pathTo('link-folder', { linkToken, folderId: childId }),
    asset: (assetId) =>
      pathTo('link-view', { linkToken, assetId, ...(folderId ? { folderId } : {}) }),
  };
}
