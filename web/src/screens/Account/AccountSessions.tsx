import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { AccountSessions_query$key } from '../../__generated__/AccountSessions_query.graphql.ts';
import type { AccountSessionsEndMutation } from '../../__generated__/AccountSessionsEndMutation.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { formatDateTime } from '../../format/date.ts';
import { deviceName } from '../../format/device.ts';
import { formatRelativeTime } from '../../format/relative-time.ts';
import { messages } from '../../messages/messages.ts';

/** The account's sessions: where the user is signed in, each but this one to sign out. */
export function AccountSessions(props: { query: AccountSessions_query$key }) {
  const { sessions } = useFragment(
    graphql`
      fragment AccountSessions_query on Query {
        sessions {
          id
          device
          clientIp
          current
          createdAt
          lastUsedAt
        }
      }
    `,
    props.query,
  );
  const [commit, ending] = useMutation<AccountSessionsEndMutation>(graphql`
    mutation AccountSessionsEndMutation($input: EndSessionInput!) {
      endSession(input: $input) {
        endedId
      }
    }
  `);
  const m = messages.account;
  const end = (id: string) =>
    commit({
      variables: { input: { id } },
      // the ended session leaves the list
      updater: (store) => {
        const root = store.getRoot();
        const left = (root.getLinkedRecords('sessions') ?? []).filter(
          (session) => session?.getDataID() !== id,
        );
        root.setLinkedRecords(left, 'sessions');
      },
      onCompleted: (_, errors) =>
        errors?.length ? notify.failure(m.endSessionFailed) : notify.success(m.sessionEnded),
      onError: () => notify.failure(m.endSessionFailed),
    });
  return (
    <Stack gap="xs">
      <Title order={4}>{m.sessions}</Title>
      <Text size="sm" c="dimmed">
        {m.sessionsHint}
      </Text>
      <Table aria-label={m.sessions} data-testid="sessions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.sessionDevice}</Table.Th>
            <Table.Th>{m.sessionAddress}</Table.Th>
            <Table.Th>{m.sessionLastUsed}</Table.Th>
            <Table.Th>{m.sessionSignedIn}</Table.Th>
            <Table.Th aria-label={m.endSession} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => {
            const device = deviceName(session.device ?? null) ?? m.unknownDevice;
            return (
              <Table.Tr key={session.id}>
                <Table.Td>{device}</Table.Td>
                <Table.Td>{session.clientIp ?? ''}</Table.Td>
                <Table.Td>{formatRelativeTime(String(session.lastUsedAt))}</Table.Td>
                <Table.Td>{formatDateTime(String(session.createdAt))}</Table.Td>
                <Table.Td>
                  {session.current ? (
                    <Badge variant="light">{m.thisBrowser}</Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      loading={ending}
                      aria-label={m.endSessionOf(device)}
                      onClick={() => end(session.id)}
                    >
                      {m.endSession}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
