import { pathTo } from '../../routes/route-table.ts';
import type { FolderPaths } from '../Folder/folder-paths.ts';

/**
 * Where a share link's folder list leads: its folders browse within the link; an asset opens in
 * link-view with the folder it was listed in, or alone when the link shares it on its own.
 */
export function linkPaths(linkToken: string, listed: 'in-folder' | 'on-its-own'): FolderPaths {
  return {
    folder: ({ folderId }) => pathTo('link-folder', { linkToken, folderId }),
    asset: ({ folderId, assetId }) =>
      pathTo('link-view', {
        linkToken,
        assetId,
        ...(listed === 'in-folder' ? { folderId } : {}),
      }),
  };
}

/**
 * The breadcrumb of a folder within the link: its ancestors from the first folder the link
 * shares (none when it is one); folders above the link's stay out of sight.
 */
export function trailInLink<T extends { id: string }>(
  folderId: string,
  ancestors: readonly T[],
  sharedFolderIds: readonly string[],
): readonly T[] {
  const shared = new Set(sharedFolderIds);
  if (shared.has(folderId)) return [];
  const start = ancestors.findIndex((ancestor) => shared.has(ancestor.id));
  return start === -1 ? [] : ancestors.slice(start);
}
