import { Group } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { SearchGroups_counts$key } from '../../__generated__/SearchGroups_counts.graphql.ts';
import type { SearchHits_query$key } from '../../__generated__/SearchHits_query.graphql.ts';
import { SearchGroups } from './SearchGroups.tsx';
import { SearchHits } from './SearchHits.tsx';
import type { SearchGroup } from './search-route.ts';

/** The groups with their counts beside the hits; choosing a group filters them. */
export function SearchResults(props: {
  counts: SearchGroups_counts$key;
  query: SearchHits_query$key;
  group: SearchGroup | null;
}) {
  const [params, setParams] = useSearchParams();
  const choose = (group: SearchGroup | null) => {
    const next = new URLSearchParams(params);
    if (group) next.set('group', group);
    else next.delete('group');
    setParams(next, { replace: true });
  };
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
      <SearchGroups counts={props.counts} group={props.group} onChoose={choose} />
      <SearchHits query={props.query} group={props.group} />
    </Group>
  );
}
