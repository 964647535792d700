import { Badge, Button, EmptyState, Group, Stack, Table, Text } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WorkspaceApiTokensTabQuery } from '../../../__generated__/WorkspaceApiTokensTabQuery.graphql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { formatDate, formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';
import { CreateApiTokenDialog } from './CreateApiTokenDialog.tsx';
import { useApiTokenMutations } from './useApiTokenMutations.ts';

type Token = WorkspaceApiTokensTabQuery['response']['apiTokens'][number];

/** When a token stops working: its day, 'Expired' once past it, 'Never' without an end. */
function Expiry({ token }: { token: Token }) {
  const text = messages.apiTokens;
  if (token.isExpired) return <Badge color="red">{text.expired}</Badge>;
  return <>{token.expiresAt ? formatDate(token.expiresAt) : text.never}</>;
}

/**
 * The API Tokens tab: each token in force with its scopes, when it was made, when it ends and
 * when it was last used; Create Token, and Revoke on each row after a confirmation. Loaded when
 * the tab opens (only those who edit the workspace reach it). `workspaceId` null: the tokens of
 * the whole deployment, for superusers.
 */
export function WorkspaceApiTokensTab({ workspaceId }: { workspaceId: string | null }) {
  const text = messages.apiTokens;
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<WorkspaceApiTokensTabQuery>(
    graphql`
      query WorkspaceApiTokensTabQuery($workspaceId: ID) {
        apiTokens(workspaceId: $workspaceId) {
          id
          name
          scopes
          createdAt
          expiresAt
          isExpired
          lastUsedAt
        }
      }
    `,
    { workspaceId },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { revoke } = useApiTokenMutations();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const reload = () => setFetchKey((key) => key + 1);
  const revokeChosen = async () => {
    if (!revoking) return;
    const result = await revoke(revoking.id);
    if (result.ok) notify.success(text.revokeSucceeded);
    else notify.failure(text.revokeFailed);
    reload();
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {text.createToken}
        </Button>
      </Group>
      {data.apiTokens.length === 0 ? (
        <EmptyState
          py={60}
          icon={<IconKey size={32} />}
          title={workspaceId ? text.empty : text.emptyDeployment}
        />
      ) : (
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.name}</Table.Th>
              <Table.Th>{text.scopes}</Table.Th>
              <Table.Th>{text.created}</Table.Th>
              <Table.Th>{text.expires}</Table.Th>
              <Table.Th>{text.lastUsed}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.apiTokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td fw={500}>{token.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {token.scopes.join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(token.createdAt)}</Table.Td>
                <Table.Td>
                  <Expiry token={token} />
                </Table.Td>
                <Table.Td>
                  {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : text.never}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={text.revokeFor(token.name)}
                    onClick={() => setRevoking(token)}
                  >
                    {text.revoke}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <CreateApiTokenDialog
        workspaceId={workspaceId}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={reload}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={text.revokeTitle}
        text={text.revokeConfirm(revoking?.name ?? '')}
        confirmLabel={text.revoke}
        onClose={() => setRevoking(null)}
        onConfirm={revokeChosen}
      />
    </Stack>
  );
}
