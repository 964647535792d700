import { Group, Loader, Stack } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AssetSidebarQuery } from '../../../__generated__/AssetSidebarQuery.graphql.ts';
import { CommentList } from '../../../comments/CommentList.tsx';
import { CommentOrderSelect } from '../../../comments/CommentOrderSelect.tsx';
import { CommentsBoundary } from '../../../comments/CommentsBoundary.tsx';
import { viewAtComment } from '../../../comments/comment-link.ts';
import { useCommentOrder } from '../../../comments/comment-order.ts';
import type { CommentUi } from '../../../comments/comment-ui.ts';
import { DownloadNotesMenu } from '../../../comments/DownloadNotesMenu.tsx';
import { ImportMarkersButton } from '../../../comments/ImportMarkersButton.tsx';
import { useNow } from '../../../comments/useNow.ts';
import { AssetInspector } from '../../../folders/Inspector/AssetInspector.tsx';
import { SidebarTabs } from '../../../folders/Inspector/SidebarTabs.tsx';
import type { SidebarMode } from '../../../folders/Inspector/sidebar-mode.ts';
import { positionLabeller } from './comment-labels.ts';

/**
 * The folder's right drawer while one asset is chosen: its inspector and its comments, sorted as
 * chosen (the viewer's choice too), with their notes to download.
 */
export function AssetSidebar({ assetId }: { assetId: string }) {
  return (
    <Suspense fallback={<Loader size="sm" mx="auto" my="md" />}>
      <ChosenAsset assetId={assetId} />
    </Suspense>
  );
}

function ChosenAsset({ assetId }: { assetId: string }) {
  const { asset } = useLazyLoadQuery<AssetSidebarQuery>(
    graphql`
      query AssetSidebarQuery($assetId: ID!) {
        asset(id: $assetId) {
          id
          type
          project {
            id
          }
          folder {
            id
          }
          allowedTo {
            comment
          }
          newestVersion {
            id
            framesPerSecond
            timecodeOffset
            ...CommentList_version
          }
          ...AssetInspector_asset
        }
      }
    `,
    { assetId },
    { fetchPolicy: 'store-and-network' },
  );
  const [mode, setMode] = useState<SidebarMode>('metadata');
  const navigate = useNavigate();
  const [order, setOrder] = useCommentOrder();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replyingId, setReplyingId] = useState<string | null>(null);
  const now = useNow(30_000);
  const version = asset?.newestVersion;
  // A comment chosen here (or a reply just posted) opens in the viewer, at its position.
  const ui = useMemo<CommentUi | null>(() => {
    if (!asset || !version) return null;
    const ids = { projectId: asset.project.id, folderId: asset.folder.id, assetId: asset.id };
    return {
      versionId: version.id,
      now,
      selectedId: null,
      editingId,
      replyingId,
      select: (id, start) => navigate(viewAtComment(ids, { id, start })),
      edit: setEditingId,
      reply: setReplyingId,
      label: positionLabeller(asset.type, version),
    };
  }, [asset, version, now, editingId, replyingId, navigate]);
  if (!asset || !version || !ui) return null;
  return (
    <SidebarTabs
      mode={mode}
      onChange={setMode}
      metadata={<AssetInspector asset={asset} />}
      comments={
        asset.allowedTo.comment ? (
          <CommentsBoundary>
            <Stack p="md" gap="sm">
              <Group justify="flex-end" gap="xs">
                <CommentOrderSelect order={order} onChange={setOrder} />
                <DownloadNotesMenu target={{ versionId: version.id }} />
                <ImportMarkersButton versionId={version.id} />
              </Group>
              <CommentList version={version} ui={ui} order={order} />
            </Stack>
          </CommentsBoundary>
        ) : null
      }
    />
  );
}
