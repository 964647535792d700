import { Alert, Anchor, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconFolder, IconHistory } from '@tabler/icons-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { PastFolderViewQuery } from '../../../__generated__/PastFolderViewQuery.graphql.ts';
import { DrawerLayout } from '../../../components/DrawerLayout/DrawerLayout.tsx';
import { formatDateTime } from '../../../format/date.ts';
import { withAt } from '../../../history/at-param.ts';
import { PastReaders } from '../../../history/PastReaders.tsx';
import { messages } from '../../../messages/messages.ts';
import { pathTo } from '../../../routes/route-table.ts';
import { FolderRightDrawer } from '../Inspector/FolderRightDrawer.tsx';

const text = messages.pastFolder;
const statuses: Record<string, string> = messages.reviewStatus.statuses;

interface PastFolderViewProps {
  projectId: string;
  folderId: string;
  /** The folder's name now: shown until its name then is known. */
  name: string;
  /** The moment, an ISO 8601 instant. */
  at: string;
}

/**
 * The folder at a past moment (`at=`): a banner saying so with Back to Now, its name then, the
 * folders it held then (each opens at the same moment), the assets it held then with their name,
 * slate, versions, status and comments then (each opens in the viewer at the same moment), and
 * who could see it, read-only. The sidebar's History tab moves between rounds.
 */
export function PastFolderView({ projectId, folderId, name, at }: PastFolderViewProps) {
  const { folder } = useLazyLoadQuery<PastFolderViewQuery>(
    graphql`
      query PastFolderViewQuery($folderId: ID!, $at: DateTime!) {
        folder(id: $folderId) {
          asOf(at: $at) {
            name
            folders {
              folder {
                id
              }
              name
            }
            readers {
              ...PastReaders_readers
            }
            assets {
              asset {
                id
              }
              name
              scene
              take
              versionCount
              reviewStatus
              commentCount
            }
          }
        }
      }
    `,
    { folderId, at },
    { fetchPolicy: 'store-or-network' },
  );
  const [params, setParams] = useSearchParams();
  const past = folder?.asOf;
  const moment = new URLSearchParams({ at });
  const viewAt = (assetId: string) =>
    `${pathTo('view', { projectId, folderId, assetId })}?${moment}`;
  const folderAt = (id: string) =>
    `${pathTo('projects-folder', { projectId, folderId: id })}?${moment}`;
  return (
    <DrawerLayout right={<FolderRightDrawer folderId={folderId} />}>
      <Stack p="md" gap="md">
        <Alert color="yellow" icon={<IconHistory size={18} />} data-testid="past-banner">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" fw={600}>
                {text.banner(formatDateTime(at, { seconds: true }))}
              </Text>
              <Text size="sm">{messages.history.readOnly}</Text>
            </div>
            <Button size="xs" variant="default" onClick={() => setParams(withAt(params, null))}>
              {messages.history.backToNow}
            </Button>
          </Group>
        </Alert>
        <Title order={2} size="h3" data-testid="past-folder-name">
          {past?.name ?? name}
        </Title>
        {past && past.folders.length > 0 && (
          <List aria-label={text.folders} listStyleType="none" spacing={4} center>
            {past.folders.map((held, index) => (
              <List.Item key={held.folder?.id ?? `gone-${index}`} icon={<IconFolder size={18} />}>
                {held.folder ? (
                  <Anchor component={Link} to={folderAt(held.folder.id)}>
                    {held.name}
                  </Anchor>
                ) : (
                  <Text span c="dimmed" title={text.folderGone}>
                    {held.name}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
        {!past ? (
          <Text>{text.notThen}</Text>
        ) : past.assets.length === 0 ? (
          <Text c="dimmed">{text.empty}</Text>
        ) : (
          <Table striped aria-label={text.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text.name}</Table.Th>
                <Table.Th>{text.scene}</Table.Th>
                <Table.Th>{text.take}</Table.Th>
                <Table.Th>{text.versions}</Table.Th>
                <Table.Th>{text.status}</Table.Th>
                <Table.Th>{text.comments}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {past.assets.map((held, index) => (
                <Table.Tr key={held.asset?.id ?? `gone-${index}`}>
                  <Table.Td>
                    {held.asset ? (
                      <Anchor component={Link} to={viewAt(held.asset.id)}>
                        {held.name}
                      </Anchor>
                    ) : (
                      held.name
                    )}
                  </Table.Td>
                  <Table.Td>{held.scene}</Table.Td>
                  <Table.Td>{held.take}</Table.Td>
                  <Table.Td>{held.versionCount}</Table.Td>
                  <Table.Td>{held.reviewStatus ? statuses[held.reviewStatus] : ''}</Table.Td>
                  <Table.Td>{held.commentCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {past?.readers && <PastReaders readers={past.readers} />}
      </Stack>
    </DrawerLayout>
  );
}
