import { useCallback, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useFolderTreeChildrenQuery } from '../../__generated__/useFolderTreeChildrenQuery.graphql.ts';

/** The folders a page of a tree node brings. */
const PAGE = 100;

const childrenQuery = graphql`
  query useFolderTreeChildrenQuery($folderId: ID!, $first: Int!, $after: String) {
    folder(id: $folderId) {
      children(first: $first, after: $after) {
        edges {
          node {
            id
            name
            folderCount
            allowedTo {
              edit
              delete
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

/** A folder as a folder tree shows it (spec: Folder tree node). */
export interface TreeFolder {
  id: string;
  name: string;
  folderCount: number;
  allowedTo: { edit: boolean; delete: boolean };
}

/**
 * The child folders of a folder tree, loaded one folder at a time as its nodes open, a page at a
 * time (the Select Destination Folder dialog's and the project sidebar's): `more` holds the
 * folders with children still to load, which `loadMoreChildren` brings. `onFailed` hears of a
 * load that failed.
 */
export function useFolderTreeChildren(onFailed: () => void) {
  const environment = useRelayEnvironment();
  const [children, setChildren] = useState<ReadonlyMap<string, readonly TreeFolder[]>>(new Map());
  const [more, setMore] = useState<ReadonlySet<string>>(new Set());
  // Where each folder's next page starts.
  const cursors = useRef(new Map<string, string>());

  const loadPage = useCallback(
    async (folderId: string, after: string | null) => {
      const answer = await fetchQuery<useFolderTreeChildrenQuery>(environment, childrenQuery, {
        folderId,
        first: PAGE,
        after,
      })
        .toPromise()
        .catch(() => null);
      if (!answer?.folder) return onFailed();
      const { edges, pageInfo } = answer.folder.children;
      const loaded = edges.map((edge) => edge.node);
      if (pageInfo.endCursor) cursors.current.set(folderId, pageInfo.endCursor);
      setChildren((current) => {
        const before = after === null ? [] : (current.get(folderId) ?? []);
        return new Map(current).set(folderId, [...before, ...loaded]);
      });
      setMore((current) => {
        const next = new Set(current);
        if (pageInfo.hasNextPage) next.add(folderId);
        else next.delete(folderId);
        return next;
      });
    },
    [environment, onFailed],
  );
  /** (Re)loads a folder's first page of children. */
  const loadChildren = useCallback((folderId: string) => loadPage(folderId, null), [loadPage]);
  /** Loads a folder's next page of children, after those loaded. */
  const loadMoreChildren = useCallback(
    (folderId: string) => loadPage(folderId, cursors.current.get(folderId) ?? null),
    [loadPage],
  );
  return { children, more, loadChildren, loadMoreChildren };
}
