import { useDebouncedValue } from '@mantine/hooks';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SharesViewPaginationQuery } from '../../__generated__/SharesViewPaginationQuery.graphql.ts';
import type { useSharesPages_query$key } from '../../__generated__/useSharesPages_query.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import type { ShareSort } from './shares-list.ts';

/** The links a page holds. */
const PAGE = 100;
/** The filter asks the server once typing rests. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * The Shares list as the server sorts and filters it, over every link the viewer sees (of one
 * project, or all), a page at a time; a new sort, or the filter once typing rests, asks for the
 * list again. A page that fails to load says 'Could not load links'; the first page failing is
 * for the screen's boundary to say.
 */
export function useSharesPages(query: useSharesPages_query$key) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    SharesViewPaginationQuery,
    useSharesPages_query$key
  >(
    graphql`
      fragment useSharesPages_query on Query
      @refetchable(queryName: "SharesViewPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 100 }
        after: { type: "String" }
        projectId: { type: "ID" }
        orderBy: { type: "LinkOrder", defaultValue: CREATED }
        filter: { type: "String", defaultValue: "" }
      ) {
        linkProjects {
          id
          name
          createdAt
        }
        links(
          first: $first
          after: $after
          projectId: $projectId
          orderBy: $orderBy
          filter: $filter
        ) @connection(key: "SharesView_links") {
          __id
          edges {
            node {
              ...SharesView_link @relay(mask: false)
            }
          }
        }
      }
    `,
    query,
  );
  const [sort, setSort] = useState<ShareSort>('CREATED');
  const [filter, setFilter] = useState('');
  const [typed] = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  // the order and filter of the list shown, so that only a change asks again
  const listed = useRef({ sort, typed });
  useEffect(() => {
    if (listed.current.sort === sort && listed.current.typed === typed) return;
    listed.current = { sort, typed };
    startTransition(() => {
      refetch(
        { first: PAGE, after: null, orderBy: sort, filter: typed },
        { fetchPolicy: 'network-only' },
      );
    });
  }, [sort, typed, refetch]);
  const loadMore = useCallback(
    () =>
      loadNext(PAGE, {
        onComplete: (error) => error && notify.failure(messages.shares.loadFailed),
      }),
    [loadNext],
  );
  return {
    links: data.links.edges.map((edge) => edge.node),
    connection: data.links.__id,
    projects: data.linkProjects,
    sort,
    setSort,
    filter,
    setFilter,
    hasNext,
    isLoadingNext,
    loadMore,
  };
}
