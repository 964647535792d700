import { useEffect, useRef } from 'react';
import { type PreloadedQuery, useQueryLoader } from 'react-relay';
import type { CommentsSidebarQuery } from '../__generated__/CommentsSidebarQuery.graphql.ts';
import { commentsSidebarQuery } from './CommentsSidebar.tsx';

/**
 * The comments of the version on screen (`version`, its number; the newest without it), as the
 * route preloaded them; another version reloads them.
 */
export function useVersionComments(
  initial: PreloadedQuery<CommentsSidebarQuery>,
  assetId: string,
  versionId: string,
  version: number | null = null,
) {
  const [reference, load] = useQueryLoader<CommentsSidebarQuery>(commentsSidebarQuery, initial);
  const shown = useRef(versionId);
  useEffect(() => {
    if (shown.current === versionId) return;
    shown.current = versionId;
    load({ assetId, version }, { fetchPolicy: 'network-only' });
  }, [load, assetId, versionId, version]);
  return reference;
}
