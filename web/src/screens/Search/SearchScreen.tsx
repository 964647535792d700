import { Stack, Text, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { SearchScreenQuery } from '../../__generated__/SearchScreenQuery.graphql.ts';
import { LoadBoundary } from '../../components/LoadBoundary/LoadBoundary.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { SEARCH_PAGE } from './SearchHits.tsx';
import { SearchResults } from './SearchResults.tsx';
import { kindOf, type SearchGroup, searchAddress } from './search-route.ts';

const query = graphql`
  query SearchScreenQuery($text: String!, $kind: SearchKind, $count: Int!) {
    search(text: $text, kind: $kind) {
      counts {
        all
        ...SearchGroups_counts
      }
    }
    ...SearchHits_query @arguments(text: $text, kind: $kind, count: $count)
  }
`;

/** Runs the search the address asks (`?q=`, and `group=`); none without text. */
export const loader: ScreenLoader = ({ request, preload }) => {
  const { text, group } = searchAddress(new URL(request.url).searchParams);
  if (text === '') return null;
  return preload<SearchScreenQuery>('search', query, {
    text,
    kind: kindOf(group),
    count: SEARCH_PAGE,
  });
};

function Found(props: { reference: PreloadedQuery<SearchScreenQuery>; group: SearchGroup | null }) {
  const data = usePreloadedQuery<SearchScreenQuery>(query, props.reference);
  if (data.search.counts.all === 0) return <Text>{messages.search.noResults}</Text>;
  return <SearchResults counts={data.search.counts} query={data} group={props.group} />;
}

/**
 * search (media-handling, Search results): 'Please enter a search term.' without text, 'No
 * Results have been found.' when nothing matches, else the groups with their counts beside the
 * hits, best first.
 */
export function Component() {
  const reference: PreloadedQuery<SearchScreenQuery> | null = useLoaderData();
  const [params] = useSearchParams();
  const { text, group } = searchAddress(params);
  return (
    <Stack p="md" gap="md">
      <Title order={2} size="h4">
        {messages.search.title}
      </Title>
      {text === '' || !reference ? (
        <Text>{messages.search.enterTerm}</Text>
      ) : (
        // a new search starts afresh: its failure is its own
        <LoadBoundary key={`${text}|${group}`} message={messages.search.loadFailed}>
          <Found reference={reference} group={group} />
        </LoadBoundary>
      )}
    </Stack>
  );
}
