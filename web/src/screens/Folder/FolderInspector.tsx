import { Stack, Table, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { FolderInspector_folder$key } from '../../__generated__/FolderInspector_folder.graphql.ts';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';

/** The right drawer: the folder's metadata. */
export function FolderInspector({ folder }: { folder: FolderInspector_folder$key }) {
  const data = useFragment(
    graphql`
      fragment FolderInspector_folder on Folder {
        name
        createdAt
        modifiedAt
        folderCount
        creator {
          name
        }
      }
    `,
    folder,
  );
  const text = messages.folders;
  const rows: [string, string][] = [
    [text.name, data.name],
    [text.created, formatDateTime(data.createdAt)],
    [text.modified, formatDateTime(data.modifiedAt)],
    [text.createdBy, data.creator?.name ?? ''],
    [text.folders, String(data.folderCount)],
  ];
  return (
    <Stack p="md" gap="sm">
      <Title order={5}>{text.metadata}</Title>
      <Table variant="vertical" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110} c="dimmed" fw={400}>
                {label}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
