import { Stack, Table, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { AccountSignIns_query$key } from '../../__generated__/AccountSignIns_query.graphql.ts';
import { formatDateTime } from '../../format/date.ts';
import { deviceName } from '../../format/device.ts';
import { messages } from '../../messages/messages.ts';

/** The user's recent sign-ins, the refused ones too: a stranger's attempts show here. */
export function AccountSignIns(props: { query: AccountSignIns_query$key }) {
  const { recentSignIns } = useFragment(
    graphql`
      fragment AccountSignIns_query on Query {
        recentSignIns {
          at
          outcome
          device
          clientIp
        }
      }
    `,
    props.query,
  );
  const m = messages.account;
  return (
    <Stack gap="xs">
      <Title order={4}>{m.recentSignIns}</Title>
      <Table aria-label={m.recentSignIns} data-testid="recent-sign-ins">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.signInWhen}</Table.Th>
            <Table.Th>{m.sessionDevice}</Table.Th>
            <Table.Th>{m.sessionAddress}</Table.Th>
            <Table.Th>{m.signInOutcome}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recentSignIns.map((record) => (
            <Table.Tr key={`${String(record.at)}-${record.outcome}-${record.clientIp ?? ''}`}>
              <Table.Td>{formatDateTime(String(record.at))}</Table.Td>
              <Table.Td>{deviceName(record.device ?? null) ?? m.unknownDevice}</Table.Td>
              <Table.Td>{record.clientIp ?? ''}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} c={record.outcome === 'SIGNED_IN' ? undefined : 'red.9'}>
                  {m.signInOutcomes[record.outcome as keyof typeof m.signInOutcomes] ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
