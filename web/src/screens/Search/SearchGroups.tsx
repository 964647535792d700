import { Badge, NavLink, Stack } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { SearchGroups_counts$key } from '../../__generated__/SearchGroups_counts.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { kindOf, type SearchGroup, searchGroups } from './search-route.ts';

/**
 * The sidebar: 'Show All' and each group with its count; choosing one filters the hits. A group
 * counted no further than the server's cap shows it with a plus ("1000+"), and so does Show All.
 */
export function SearchGroups(props: {
  counts: SearchGroups_counts$key;
  group: SearchGroup | null;
  onChoose(group: SearchGroup | null): void;
}) {
  const counts = useFragment(
    graphql`
      fragment SearchGroups_counts on SearchCounts {
        all
        users
        projects
        folders
        assets
        shares
        capped
      }
    `,
    props.counts,
  );
  const capped = (group: SearchGroup | null) => {
    const kind = kindOf(group);
    return kind === null ? counts.capped.length > 0 : counts.capped.includes(kind);
  };
  const entry = (group: SearchGroup | null, label: string, count: number) => (
    <NavLink
      key={group ?? 'all'}
      component="button"
      label={label}
      active={props.group === group}
      aria-current={props.group === group ? 'true' : undefined}
      rightSection={
        <Badge variant="light" size="sm">
          {messages.search.count(count, capped(group))}
        </Badge>
      }
      onClick={() => props.onChoose(group)}
    />
  );
  return (
    <Stack component="nav" aria-label={messages.search.groupsLabel} gap={2} w={200}>
      {entry(null, messages.search.showAll, counts.all)}
      {searchGroups.map((group) => entry(group, messages.search.groups[group], counts[group]))}
    </Stack>
  );
}
