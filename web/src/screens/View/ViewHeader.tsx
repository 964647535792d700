import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ViewHeader_asset$key } from '../../__generated__/ViewHeader_asset.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

/** Back to the folder, the folder's name, the asset's name and its version. */
export function ViewHeader({ asset }: { asset: ViewHeader_asset$key }) {
  const data = useFragment(
    graphql`
      fragment ViewHeader_asset on Asset {
        name
        project {
          id
          name
        }
        folder {
          id
          name
          isRoot
        }
        newestVersion {
          number
        }
      }
    `,
    asset,
  );
  const folderName = data.folder.isRoot ? data.project.name : data.folder.name;
  const back = pathTo('projects-folder', { projectId: data.project.id, folderId: data.folder.id });
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Tooltip label={messages.viewer.back}>
        <ActionIcon component={Link} to={back} variant="subtle" aria-label={messages.viewer.back}>
          <IconArrowLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Text c="dimmed" truncate style={{ flexShrink: 1 }}>
        {folderName}
      </Text>
      <Text c="dimmed">/</Text>
      <Text fw={600} truncate data-testid="asset-name">
        {data.name}
      </Text>
      {data.newestVersion.number > 1 && (
        <Badge variant="light" size="sm">
          {messages.viewer.version(data.newestVersion.number)}
        </Badge>
      )}
    </Group>
  );
}
