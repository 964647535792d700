import { toGlobalId } from '../graphql/global-id.ts';

/** An asset as its viewer's address names it. */
export interface LinkedAsset {
  id: string;
  projectId: string;
  folderId: string;
}

/** The viewer's address of an asset on this Rushes (`site`), with `query` (no `?`) if given. */
export function viewerUrl(site: string, asset: LinkedAsset, query = ''): string {
  const ids = [
    toGlobalId('Project', asset.projectId),
    toGlobalId('Folder', asset.folderId),
    toGlobalId('Asset', asset.id),
  ].map(encodeURIComponent);
  return `${site}/projects/${ids.join('/')}${query ? `?${query}` : ''}`;
}

/** The viewer's address of a comment, at its position where it has one: a deep link to it. */
export function commentUrl(
  site: string,
  asset: LinkedAsset,
  comment: { id: string; start: number | null },
): string {
  const id = encodeURIComponent(toGlobalId('Comment', comment.id));
  return viewerUrl(
    site,
    asset,
    `comment=${id}${comment.start === null ? '' : `&at=${comment.start}`}`,
  );
}

/** The viewer's address of a review session, on the asset given (one of the session's). */
export const sessionUrl = (site: string, asset: LinkedAsset, sessionId: string): string =>
  viewerUrl(site, asset, `session=${encodeURIComponent(toGlobalId('ReviewSession', sessionId))}`);
