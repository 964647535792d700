import { Button, Stack, Title } from '@mantine/core';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SearchHits_query$key } from '../../__generated__/SearchHits_query.graphql.ts';
import type { SearchHitsPaginationQuery } from '../../__generated__/SearchHitsPaginationQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { SearchHitRow } from './SearchHitRow.tsx';
import { groupOfType, type SearchGroup, searchGroups } from './search-route.ts';

/** The hits a page holds. */
export const SEARCH_PAGE = 20;

/**
 * The hits loaded so far, under their group's heading in the sidebar's order (each group best
 * first), and Load More while the server has more.
 */
export function SearchHits(props: { query: SearchHits_query$key; group: SearchGroup | null }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    SearchHitsPaginationQuery,
    SearchHits_query$key
  >(
    graphql`
      fragment SearchHits_query on Query
      @refetchable(queryName: "SearchHitsPaginationQuery")
      @argumentDefinitions(
        text: { type: "String!" }
        kind: { type: "SearchKind" }
        count: { type: "Int!" }
        cursor: { type: "String" }
      ) {
        search(text: $text, kind: $kind) {
          hits(first: $count, after: $cursor) @connection(key: "SearchHits_hits") {
            edges {
              node {
                id
                object {
                  __typename
                }
                ...SearchHitRow_hit
              }
            }
          }
        }
      }
    `,
    props.query,
  );
  const hits = data.search.hits.edges.map((edge) => edge.node);
  const groups = searchGroups.filter((group) => props.group === null || props.group === group);
  const loadMore = () =>
    loadNext(SEARCH_PAGE, {
      onComplete: (error) => error && notify.failure(messages.search.loadFailed),
    });
  return (
    <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
      {groups.map((group) => {
        const found = hits.filter((hit) => groupOfType[hit.object.__typename] === group);
        if (found.length === 0) return null;
        return (
          <Stack
            key={group}
            gap="xs"
            component="section"
            aria-label={messages.search.groups[group]}
          >
            <Title order={3} size="h5">
              {messages.search.groups[group]}
            </Title>
            {found.map((hit) => (
              <SearchHitRow key={hit.id} hit={hit} />
            ))}
          </Stack>
        );
      })}
      {hasNext && (
        <Button variant="default" loading={isLoadingNext} onClick={loadMore} w="fit-content">
          {messages.search.loadMore}
        </Button>
      )}
    </Stack>
  );
}
