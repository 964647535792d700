import { Stack, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { FolderInspector_folder$key } from '../../__generated__/FolderInspector_folder.graphql.ts';
import { DetailsTable } from '../../components/DetailsTable/DetailsTable.tsx';
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
      <DetailsTable rows={rows} label={text.metadata} />
    </Stack>
  );
}
