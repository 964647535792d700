import { Button, Code, EmptyState, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CustodyLog_project$key } from '../../../__generated__/CustodyLog_project.graphql.ts';
import type { CustodyLogPaginationQuery } from '../../../__generated__/CustodyLogPaginationQuery.graphql.ts';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';

const text = messages.custody;
/** Events a page of the log shows. */
const PAGE = 50;

/** Who did it: the person's, link's or token's name, or Rushes; what kind for a link or token. */
function who(actor: { kind: string; name: string | null | undefined }) {
  if (actor.kind === 'SYSTEM') return text.system;
  const name = actor.name ?? text.gone;
  const kinds: Record<string, string> = text.actorKinds;
  return actor.kind === 'USER' ? name : `${name} (${kinds[actor.kind] ?? actor.kind})`;
}

/** The custody log, newest first: when, who, what, about what, and each event's chain hash. */
export function CustodyLog(props: { project: CustodyLog_project$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CustodyLogPaginationQuery,
    CustodyLog_project$key
  >(
    graphql`
      fragment CustodyLog_project on Project
      @refetchable(queryName: "CustodyLogPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        custody {
          events(first: $first, after: $after) @connection(key: "CustodyLog_events") {
            edges {
              node {
                position
                eventId
                type
                summary
                subject
                time
                hash
                actor {
                  kind
                  name
                }
              }
            }
          }
        }
      }
    `,
    props.project,
  );
  const events = data.custody?.events.edges.map((edge) => edge.node) ?? [];
  return (
    <Stack gap="xs">
      <Title order={4}>{text.log}</Title>
      {events.length === 0 ? (
        <EmptyState icon={<IconListDetails />} title={text.empty} />
      ) : (
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.position}</Table.Th>
              <Table.Th>{text.time}</Table.Th>
              <Table.Th>{text.who}</Table.Th>
              <Table.Th>{text.what}</Table.Th>
              <Table.Th>{text.subject}</Table.Th>
              <Table.Th>{text.hash}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event) => (
              <Table.Tr key={event.eventId}>
                <Table.Td>{event.position}</Table.Td>
                <Table.Td>{formatDateTime(event.time)}</Table.Td>
                <Table.Td>{who(event.actor)}</Table.Td>
                <Table.Td>
                  <Tooltip label={event.summary} withinPortal>
                    <Code>{event.type}</Code>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {event.subject}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" title={event.hash}>
                    {event.hash.slice(0, 12)}…
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {hasNext && (
        <Button
          variant="default"
          size="xs"
          loading={isLoadingNext}
          onClick={() => loadNext(PAGE)}
          style={{ alignSelf: 'flex-start' }}
        >
          {text.loadMore}
        </Button>
      )}
    </Stack>
  );
}
