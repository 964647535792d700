import { EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useParams } from 'react-router';
import type { ShareIndexScreenQuery } from '../../__generated__/ShareIndexScreenQuery.graphql.ts';
import { SharedCollectionAssets } from '../../collections/SharedCollectionAssets.tsx';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { DownloadButton } from '../../downloads/DownloadButton.tsx';
import { FolderPathsProvider } from '../../folders/folder-paths.ts';
import { AssetRow } from '../../folders/List/AssetRow.tsx';
import { FolderRow } from '../../folders/List/FolderRow.tsx';
import { FolderTable } from '../../folders/List/FolderTable.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import { linkPaths } from './link-paths.ts';

const query = graphql`
  query ShareIndexScreenQuery {
    sharedLink {
      name
      sharesCollection
      canDownload
      hasAspera
      project {
        id
        transferServerKind
      }
      folders {
        id
        ...FolderRow_folder
      }
      assets {
        id
        ...AssetRow_asset
      }
    }
    ...SharedCollectionAssets_query
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<ShareIndexScreenQuery>('share-index', query, {});

/**
 * share-index: the link's folders and assets, with Download of them all when the link allows
 * it; a link with a single asset and no folders opens that asset (access-and-shell section 4).
 * A link sharing a collection lists its assets page by page, live.
 */
export function Component() {
  const reference: PreloadedQuery<ShareIndexScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ShareIndexScreenQuery>(query, reference);
  const { sharedLink: link } = data;
  const { linkToken = '' } = useParams();
  const [first] = link.assets;
  if (link.folders.length === 0 && link.assets.length === 1 && first) {
    return <Navigate replace to={pathTo('link-view', { linkToken, assetId: first.id })} />;
  }
  const empty = link.folders.length === 0 && link.assets.length === 0;
  return (
    <DrawerLayout>
      <Stack p="md" gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h4">
            {link.name}
          </Title>
          {link.canDownload && !empty && (
            <DownloadButton
              input={{
                projectId: link.project.id,
                folderIds: link.folders.map((folder) => folder.id),
                assetIds: link.assets.map((asset) => asset.id),
              }}
              transferServerKind={link.hasAspera ? link.project.transferServerKind : null}
            />
          )}
        </Group>
        {link.sharesCollection ? (
          <FolderPathsProvider value={linkPaths(linkToken, null)}>
            <SharedCollectionAssets query={data} />
          </FolderPathsProvider>
        ) : empty ? (
          <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={messages.folders.empty} />
        ) : (
          <FolderPathsProvider value={linkPaths(linkToken, null)}>
            <FolderTable>
              {link.folders.map((folder) => (
                <FolderRow key={folder.id} folder={folder} />
              ))}
              {link.assets.map((asset) => (
                <AssetRow key={asset.id} asset={asset} />
              ))}
            </FolderTable>
          </FolderPathsProvider>
        )}
      </Stack>
    </DrawerLayout>
  );
}
