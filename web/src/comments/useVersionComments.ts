import { useEffect, useRef } from 'react';
import { type PreloadedQuery, useQueryLoader } from 'react-relay';
import type { CommentsSidebarQuery } from '../__generated__/CommentsSidebarQuery.graphql.ts';
import { commentsSidebarQuery } from './CommentsSidebar.tsx';

/** The comments of the version on screen, as the route preloaded them; a newer version reloads them. */
export function useVersionComments(
  initial: PreloadedQuery<CommentsSidebarQuery>,
  assetId: string,
  versionId: string,
) {
  const [reference, load] = useQueryLoader<CommentsSidebarQuery>(commentsSidebarQuery, initial);
  const shown = useRef(versionId);
  useEffect(() => {
    if (shown.current === versionId) return;
    shown.current = versionId;
    load({ assetId }, { fetchPolicy: 'network-only' });
  }, [load, assetId, versionId]);
  return reference;
}
