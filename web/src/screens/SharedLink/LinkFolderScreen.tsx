import { Anchor, Breadcrumbs, Group, Stack, Text } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { LinkFolderScreenQuery } from '../../__generated__/LinkFolderScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { DownloadButton } from '../../downloads/DownloadButton.tsx';
import { FolderPathsProvider } from '../../folders/folder-paths.ts';
import { FolderList } from '../../folders/List/FolderList.tsx';
import { addressedListing } from '../../folders/Takes/folder-listing.ts';
import { useFolderChangedSubscription } from '../../folders/useFolderChangedSubscription.ts';
import { useFolderThumbnailSubscription } from '../../folders/useFolderThumbnailSubscription.ts';
import { ApiError } from '../../relay/api-error.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import { linkPaths } from './link-paths.ts';

const query = graphql`
  query LinkFolderScreenQuery(
    $folderId: ID!
    $filter: String
    $takes: TakesFilter
    $reviewStatus: ReviewStatus
    $orderByField: CustomFieldOrder
    $fieldFilters: [CustomFieldFilter!]
  ) {
    folder(id: $folderId) {
      id
      name
      allowedTo {
        download
      }
      project {
        id
        transferServerKind
      }
      ancestors {
        id
        name
      }
      ...FolderList_folder
        @arguments(
          filter: $filter
          takes: $takes
          reviewStatus: $reviewStatus
          orderByField: $orderByField
          fieldFilters: $fieldFilters
        )
    }
    sharedLink {
      name
      hasAspera
    }
  }
`;

/** The folder with the listing its address names. */
export const loader: ScreenLoader = ({ params, request, preload }) =>
  preload<LinkFolderScreenQuery>('link-folder', query, {
    folderId: params.folderId ?? '',
    ...addressedListing(request.url),
  });

/**
 * link-folder: a folder of the link, its sub-folders and assets, the breadcrumb within the link,
 * and Download when the link allows it. Nothing here edits, shares, deletes or uploads.
 */
export function Component() {
  const reference: PreloadedQuery<LinkFolderScreenQuery> = useLoaderData();
  const { folder, sharedLink } = usePreloadedQuery<LinkFolderScreenQuery>(query, reference);
  if (!folder) throw new ApiError('NOT_FOUND');
  return <LinkFolder folder={folder} link={sharedLink} />;
}

type Folder = NonNullable<LinkFolderScreenQuery['response']['folder']>;

/** The folder, live: what the project adds to it appears without a reload. */
function LinkFolder({
  folder,
  link,
}: {
  folder: Folder;
  link: { name: string; hasAspera: boolean };
}) {
  const { linkToken = '' } = useParams();
  useFolderChangedSubscription(folder.id);
  useFolderThumbnailSubscription(folder.id);
  return (
    <DrawerLayout>
      <Stack p="md" gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', minWidth: 0 }}>
            <Anchor component={Link} to={pathTo('share-index', { linkToken })}>
              {link.name}
            </Anchor>
            {/* the server names the ancestors within the link only */}
            {folder.ancestors.map((ancestor) => (
              <Anchor
                key={ancestor.id}
                component={Link}
                to={pathTo('link-folder', { linkToken, folderId: ancestor.id })}
              >
                {ancestor.name}
              </Anchor>
            ))}
            <Text fw={600}>{folder.name}</Text>
          </Breadcrumbs>
          {folder.allowedTo.download && (
            <DownloadButton
              input={{ projectId: folder.project.id, folderIds: [folder.id] }}
              transferServerKind={link.hasAspera ? folder.project.transferServerKind : null}
            />
          )}
        </Group>
        <FolderPathsProvider value={linkPaths(linkToken, folder.id)}>
          <FolderList folder={folder} />
        </FolderPathsProvider>
      </Stack>
    </DrawerLayout>
  );
}
