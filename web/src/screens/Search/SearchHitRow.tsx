import { ActionIcon, Anchor, Box, Center, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFolder, IconLink, IconMovie, IconUser } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SearchHitRow_hit$key } from '../../__generated__/SearchHitRow_hit.graphql.ts';
import { AssetThumbnail } from '../../components/AssetThumbnail/AssetThumbnail.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { Highlighted } from './Highlighted.tsx';

const THUMBNAIL_WIDTH = 96;

/** A field's name as the hit shows it: a metadata column by its own name. */
const fieldLabel = (field: string) =>
  messages.search.fields[field] ?? field.replace(/^(metadata|field):/, '');

function Icon({ type }: { type: string }) {
  const Shape =
    type === 'User'
      ? IconUser
      : type === 'ShareLink'
        ? IconLink
        : type === 'Asset'
          ? IconMovie
          : IconFolder;
  return (
    <Center
      w={THUMBNAIL_WIDTH}
      h={Math.round((THUMBNAIL_WIDTH * 9) / 16)}
      bg="dark.6"
      style={{ borderRadius: 4 }}
    >
      <Shape size={24} aria-hidden />
    </Center>
  );
}

/**
 * One hit: its thumbnail (assets) or icon, its name leading to it (a project, a folder, an asset
 * in the viewer; a share opens in a new tab), where it lives and what matched, marked.
 */
export function SearchHitRow(props: { hit: SearchHitRow_hit$key }) {
  const hit = useFragment(
    graphql`
      fragment SearchHitRow_hit on SearchHit {
        path {
          id
          name
        }
        matches {
          field
          text
          highlights {
            start
            length
          }
        }
        object {
          __typename
          ... on User @alias(as: "user") {
            name
          }
          ... on Project @alias(as: "project") {
            id
            name
          }
          ... on Folder @alias(as: "folder") {
            id
            name
            project {
              id
            }
          }
          ... on Asset @alias(as: "asset") {
            id
            displayName
            project {
              id
            }
            folder {
              id
            }
            ...AssetThumbnail_asset
          }
          ... on ShareLink @alias(as: "share") {
            name
            url
          }
        }
      }
    `,
    props.hit,
  );
  const { user, project, folder, asset, share } = hit.object;
  const link = (to: string, name: string) => (
    <Anchor component={Link} to={to} fw={600}>
      {name}
    </Anchor>
  );
  const title = project ? (
    link(pathTo('projects-folder', { projectId: project.id }), project.name)
  ) : folder ? (
    link(
      pathTo('projects-folder', { projectId: folder.project.id, folderId: folder.id }),
      folder.name,
    )
  ) : asset ? (
    link(
      pathTo('view', {
        projectId: asset.project.id,
        folderId: asset.folder.id,
        assetId: asset.id,
      }),
      asset.displayName,
    )
  ) : (
    <Text fw={600}>{user?.name ?? share?.name}</Text>
  );
  return (
    <Group wrap="nowrap" align="flex-start" gap="md" data-testid="search-hit">
      {asset ? (
        <AssetThumbnail asset={asset} width={THUMBNAIL_WIDTH} />
      ) : (
        <Icon type={hit.object.__typename} />
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          {title}
          {share && (
            <ActionIcon
              component="a"
              href={share.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              aria-label={messages.search.openShare(share.name)}
            >
              <IconExternalLink size={18} />
            </ActionIcon>
          )}
        </Group>
        {hit.path.length > 0 && (
          <Text size="sm" c="dimmed">
            {hit.path.map((part) => part.name).join(messages.search.pathSeparator)}
          </Text>
        )}
        {hit.matches.map((match) => (
          <Text key={`${match.field}|${match.text}`} size="sm" lineClamp={2}>
            <Box component="span" c="dimmed">
              {fieldLabel(match.field)}:{' '}
            </Box>
            <Highlighted text={match.text} highlights={match.highlights} />
          </Text>
        ))}
      </Stack>
    </Group>
  );
}
