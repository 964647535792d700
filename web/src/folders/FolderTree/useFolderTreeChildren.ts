import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useFolderTreeChildrenQuery } from '../../__generated__/useFolderTreeChildrenQuery.graphql.ts';

const childrenQuery = graphql`
  query useFolderTreeChildrenQuery($folderId: ID!) {
    folder(id: $folderId) {
      children(first: 500) {
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
 * The child folders of a folder tree, loaded one folder at a time as its nodes open (the Select
 * Destination Folder dialog's and the project sidebar's). `onFailed` hears of a load that failed.
 */
export function useFolderTreeChildren(onFailed: () => void) {
  const environment = useRelayEnvironment();
  const [children, setChildren] = useState<ReadonlyMap<string, readonly TreeFolder[]>>(new Map());
  const loadChildren = useCallback(
    async (folderId: string) => {
      const answer = await fetchQuery<useFolderTreeChildrenQuery>(environment, childrenQuery, {
        folderId,
      })
        .toPromise()
        .catch(() => null);
      if (!answer?.folder) return onFailed();
      const loaded = answer.folder.children.edges.map((edge) => edge.node);
      setChildren((current) => new Map(current).set(folderId, loaded));
    },
    [environment, onFailed],
  );
  return { children, loadChildren };
}
