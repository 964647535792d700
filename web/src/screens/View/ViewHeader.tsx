import { ActionIcon, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { ReviewStatusControl_version$key } from '../../__generated__/ReviewStatusControl_version.graphql.ts';
import type { ViewHeader_asset$key } from '../../__generated__/ViewHeader_asset.graphql.ts';
import { LiveBadge } from '../../components/LiveBadge/LiveBadge.tsx';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { folderAddress } from '../../folders/Takes/folder-listing.ts';
import { messages } from '../../messages/messages.ts';
import { ReviewStatusControl } from '../../review/ReviewStatusControl.tsx';
import { pathTo } from '../../routes/route-table.ts';

/**
 * Back to the folder (with its listing), the folder's name, the asset's name, LIVE while the
 * version on screen is a feed playing now, and that version's review status (the version menu
 * beside it names the version).
 */
export function ViewHeader(props: {
  asset: ViewHeader_asset$key;
  version: ReviewStatusControl_version$key;
  live: boolean;
}) {
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
        allowedTo {
          edit
        }
      }
    `,
    props.asset,
  );
  const folderName = data.folder.isRoot ? data.project.name : data.folder.name;
  // back to the folder as it was left: the listing the viewer was opened with
  const [search] = useSearchParams();
  const folder = pathTo('projects-folder', {
    projectId: data.project.id,
    folderId: data.folder.id,
  });
  const back = folderAddress(folder, search);
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
      {props.live && <LiveBadge />}
      <ReviewStatusControl
        version={props.version}
        folderId={data.folder.id}
        canSet={data.allowedTo.edit}
      />
    </Group>
  );
}
