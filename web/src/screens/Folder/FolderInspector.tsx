import { Stack } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { FolderInspector_folder$key } from '../../__generated__/FolderInspector_folder.graphql.ts';
import { DetailsTable } from '../../components/DetailsTable/DetailsTable.tsx';
import { formatDateTime } from '../../format/date.ts';
import { formatDuration } from '../../format/duration.ts';
import { formatSize } from '../../format/size.ts';
import { messages } from '../../messages/messages.ts';

/** The folder sidebar's Metadata tab: the folder's facts, with its files' count, size and length. */
export function FolderInspector({ folder }: { folder: FolderInspector_folder$key }) {
  const data = useFragment(
    graphql`
      fragment FolderInspector_folder on Folder {
        name
        createdAt
        modifiedAt
        folderCount
        fileCount
        totalSize
        totalDuration
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
    [text.fileCount, String(data.fileCount)],
    // Total size only above 0, total duration only with files (spec: folder sidebar).
    ...(data.totalSize > 0
      ? [[text.totalSize, formatSize(data.totalSize)] as [string, string]]
      : []),
    ...(data.fileCount > 0
      ? [[text.totalDuration, formatDuration(data.totalDuration ?? 0)] as [string, string]]
      : []),
  ];
  return (
    <Stack p="md" gap="sm">
      <DetailsTable rows={rows} label={text.metadata} />
    </Stack>
  );
}
