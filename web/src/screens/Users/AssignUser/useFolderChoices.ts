import { useCallback } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { useFolderChoices_folder$key } from '../../../__generated__/useFolderChoices_folder.graphql.ts';
import type { useFolderChoicesPaginationQuery } from '../../../__generated__/useFolderChoicesPaginationQuery.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';

/** The folders a page of the list brings. */
const PAGE = 100;

/**
 * The folders Assign User offers: the project's top folders as its root lists them, a page at a
 * time; `loadMore` brings the next page.
 */
export function useFolderChoices(root: useFolderChoices_folder$key) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    useFolderChoicesPaginationQuery,
    useFolderChoices_folder$key
  >(
    graphql`
      fragment useFolderChoices_folder on Folder
      @refetchable(queryName: "useFolderChoicesPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        children(first: $first, after: $after) @connection(key: "useFolderChoices_children") {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    root,
  );
  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(PAGE, {
      onComplete: (failed) => failed && notify.failure(messages.folders.treeFailed),
    });
  }, [hasNext, isLoadingNext, loadNext]);
  const folders = data.children.edges.map((edge) => edge.node);
  return { folders, hasMore: hasNext, isLoadingMore: isLoadingNext, loadMore };
}
