import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FolderSidebarQuery } from '../../../__generated__/FolderSidebarQuery.graphql.ts';
import { FolderWorkflow } from '../../../approvals/FolderWorkflow.tsx';
import { SidebarTabs } from '../../../folders/Inspector/SidebarTabs.tsx';
import { useSidebarMode } from '../../../folders/Inspector/sidebar-mode.ts';
import { FolderRounds } from '../../../history/FolderRounds.tsx';
import { FolderInspector } from '../FolderInspector.tsx';
import { FolderComments } from './FolderComments.tsx';

/**
 * The folder sidebar: Metadata (with the approval workflow its versions pass), Comments while the folder's assets have any, and History (its
 * review rounds and what changed between them). It loads on its own, keeping the folder page's
 * query lean.
 */
export function FolderSidebar({ folderId }: { folderId: string }) {
  return (
    <Suspense fallback={<Loader size="sm" mx="auto" my="md" />}>
      <FolderSidebarTabs folderId={folderId} />
    </Suspense>
  );
}

function FolderSidebarTabs({ folderId }: { folderId: string }) {
  const { folder } = useLazyLoadQuery<FolderSidebarQuery>(
    graphql`
      query FolderSidebarQuery($folderId: ID!) {
        folder(id: $folderId) {
          id
          hasComments
          ...FolderInspector_folder
        }
      }
    `,
    { folderId },
    { fetchPolicy: 'store-and-network' },
  );
  const { mode, setMode } = useSidebarMode();
  if (!folder) return null;
  return (
    <SidebarTabs
      mode={mode}
      onChange={setMode}
      metadata={
        <>
          <FolderInspector folder={folder} />
          <Suspense fallback={null}>
            <FolderWorkflow folderId={folder.id} />
          </Suspense>
        </>
      }
      comments={folder.hasComments ? <FolderComments folderId={folder.id} /> : null}
      history={mode === 'history' && <FolderRounds folderId={folder.id} />}
    />
  );
}
