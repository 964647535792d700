import { Group, Stack } from '@mantine/core';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { redirect, data as routeData, useLoaderData, useSearchParams } from 'react-router';
import type { FolderScreenQuery } from '../../__generated__/FolderScreenQuery.graphql.ts';
import type { FolderScreenRootQuery } from '../../__generated__/FolderScreenRootQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { useWorkspaceLogo } from '../../components/Logo/workspace-logo.tsx';
import { DownloadButton } from '../../downloads/DownloadButton.tsx';
import { FolderPathsProvider, projectPaths } from '../../folders/folder-paths.ts';
import { FolderList } from '../../folders/List/FolderList.tsx';
import {
  SelectedCountProvider,
  WhenNothingSelected,
} from '../../folders/Selection/SelectedCount.tsx';
import { ordersOf, parseSavedSort, SAVED_SORT_KEY } from '../../folders/Sort/folder-sort.ts';
import { addressedListing } from '../../folders/Takes/folder-listing.ts';
import { useFolderChangedSubscription } from '../../folders/useFolderChangedSubscription.ts';
import { useFolderThumbnailSubscription } from '../../folders/useFolderThumbnailSubscription.ts';
import { atParamOf } from '../../history/at-param.ts';
import { ProjectSidebar } from '../../projects/ProjectSidebar.tsx';
import { ApiError } from '../../relay/api-error.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { useRouteReloadWhenVisible } from '../../relay/reload-when-visible.ts';
import { pathTo } from '../../routes/route-table.ts';
import { ShareButton } from '../../shares/ShareButton.tsx';
import { UploadButton } from '../../uploads/UploadButton.tsx';
import { UploadDropZone } from '../../uploads/UploadDropZone.tsx';
import { FolderBreadcrumb } from './FolderBreadcrumb.tsx';
import { FolderDrawerProvider, FolderRightDrawer } from './Inspector/FolderRightDrawer.tsx';
import { NewFolderButton } from './NewFolder/NewFolderButton.tsx';
import { NewLiveAssetButton } from './NewLiveAsset/NewLiveAssetButton.tsx';
import { PastFolderView } from './Past/PastFolderView.tsx';
import { RegenerateThumbnailButton } from './Poster/RegenerateThumbnailButton.tsx';
import { SetPosterButton } from './Poster/SetPosterButton.tsx';
import { SendNotificationButton } from './SendNotification/SendNotificationButton.tsx';

const query = graphql`
  query FolderScreenQuery(
    $folderId: ID!
    $folderOrder: FolderOrder
    $assetOrder: AssetOrder
    $filter: String
    $takes: TakesFilter
    $reviewStatus: ReviewStatus
    $orderByField: CustomFieldOrder
    $fieldFilters: [CustomFieldFilter!]
  ) {
    folder(id: $folderId) {
      id
      name
      isRoot
      ttl
      allowedTo {
        edit
        upload
        download
        share
      }
      project {
        id
        name
        transferServerKind
        allowedTo {
          edit
        }
        workspace {
          logo {
            url
          }
        }
      }
      ...FolderBreadcrumb_folder
      ...FolderList_folder
        @arguments(
          folderOrder: $folderOrder
          assetOrder: $assetOrder
          filter: $filter
          takes: $takes
          reviewStatus: $reviewStatus
          orderByField: $orderByField
          fieldFilters: $fieldFilters
        )
    }
    currentUser {
      id
      isSuperuser
    }
    ...ProjectSidebar_query
  }
`;

const rootQuery = graphql`
  query FolderScreenRootQuery($projectId: ID!) {
    project(id: $projectId) {
      rootFolder {
        id
      }
    }
  }
`;

/**
 * The folder in its saved sort and the listing its address names; without a folder the route
 * goes to the project's root folder.
 */
export const loader: ScreenLoader = async ({ params, request, environment, preload }) => {
  const { projectId = '', folderId } = params;
  if (folderId) {
    const orders = ordersOf(parseSavedSort(localStorage.getItem(SAVED_SORT_KEY)));
    const listing = addressedListing(request.url);
    return preload<FolderScreenQuery>('folder', query, { folderId, ...orders, ...listing });
  }
  const found = await fetchQuery<FolderScreenRootQuery>(environment, rootQuery, {
    projectId,
  }).toPromise();
  const rootId = found?.project?.rootFolder.id;
  if (!rootId) throw routeData(null, { status: 404 });
  return redirect(pathTo('projects-folder', { projectId, folderId: rootId }));
};

/**
 * projects-folder: breadcrumb, child folders and assets, New Folder, Upload, New Live Asset and the
 * drop zone; with `at=` (an ISO 8601 instant), the folder as it was then, read-only.
 */
export function Component() {
  const reference: PreloadedQuery<FolderScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<FolderScreenQuery>(query, reference);
  const folder = data.folder;
  const at = atParamOf(useSearchParams()[0]);
  if (!folder) throw new ApiError('NOT_FOUND');
  const name = folder.isRoot ? folder.project.name : folder.name;
  return (
    <FolderDrawerProvider>
      <SelectedCountProvider>
        {at ? (
          <PastFolderView projectId={folder.project.id} folderId={folder.id} name={name} at={at} />
        ) : (
          <FolderView data={data} folder={folder} />
        )}
      </SelectedCountProvider>
    </FolderDrawerProvider>
  );
}

type Data = FolderScreenQuery['response'];

function FolderView({ data, folder }: { data: Data; folder: NonNullable<Data['folder']> }) {
  useFolderChangedSubscription(folder.id);
  useFolderThumbnailSubscription(folder.id);
  useWorkspaceLogo(folder.project.workspace.logo?.url ?? null);
  useRouteReloadWhenVisible(folder.ttl, data);
  const target = { projectId: folder.project.id, folderId: folder.id };
  return (
    <DrawerLayout
      left={<ProjectSidebar query={data} />}
      right={<FolderRightDrawer folderId={folder.id} />}
    >
      <Stack p="md" gap="md">
        {/* the toolbar wraps under the breadcrumb rather than push the list out of view */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <FolderBreadcrumb folder={folder} />
          <Group gap="xs" justify="flex-end">
            {/* Upload and New Folder: with nothing selected (spec §6); New Live Asset with them */}
            <WhenNothingSelected>
              {folder.allowedTo.upload && (
                <UploadButton
                  target={target}
                  transferServerKind={folder.project.transferServerKind}
                />
              )}
              {folder.allowedTo.upload && <NewLiveAssetButton folderId={folder.id} />}
              {folder.allowedTo.edit && <NewFolderButton parentId={folder.id} />}
            </WhenNothingSelected>
            {folder.allowedTo.upload && <SendNotificationButton folderId={folder.id} />}
            {/* Set Poster Image: those who edit the project (spec §7) */}
            {folder.project.allowedTo.edit && <SetPosterButton folderId={folder.id} />}
            {/* Regenerate Thumbnail: superusers, on the one folder open (spec §6) */}
            {data.currentUser.isSuperuser && <RegenerateThumbnailButton folderId={folder.id} />}
            {folder.allowedTo.download && (
              <DownloadButton
                input={{ projectId: folder.project.id, folderIds: [folder.id] }}
                transferServerKind={folder.project.transferServerKind}
              />
            )}
            {folder.allowedTo.share && (
              <ShareButton
                projectId={folder.project.id}
                folderIds={[folder.id]}
                name={folder.isRoot ? folder.project.name : folder.name}
                canAllowDownload={folder.allowedTo.download}
              />
            )}
          </Group>
        </Group>
        <FolderPathsProvider value={projectPaths(folder.project.id, folder.id)}>
          <FolderList folder={folder} />
        </FolderPathsProvider>
      </Stack>
      {folder.allowedTo.upload && <UploadDropZone target={target} />}
    </DrawerLayout>
  );
}
