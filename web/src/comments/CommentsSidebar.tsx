import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { CarryCommentsButton_asset$key } from '../__generated__/CarryCommentsButton_asset.graphql.ts';
import type { CommentsSidebarQuery } from '../__generated__/CommentsSidebarQuery.graphql.ts';
import { useAnnotations } from '../annotations/AnnotationContext.tsx';
import { AnnotationToolbar } from '../annotations/AnnotationToolbar.tsx';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import { frameAtTime } from '../timecode/timecode.ts';
import { AddCommentComposer, type NewPosition } from './AddCommentComposer.tsx';
import { CarryCommentsButton } from './CarryCommentsButton.tsx';
import { CommentList } from './CommentList.tsx';
import { CommentOrderSelect } from './CommentOrderSelect.tsx';
import { CommentsBoundary } from './CommentsBoundary.tsx';
import { type CommentOrder, useCommentOrder } from './comment-order.ts';
import { useCommentSession } from './comment-session.ts';
import type { CommentUi } from './comment-ui.ts';
import { DownloadNotesMenu } from './DownloadNotesMenu.tsx';
import { ImportMarkersButton } from './ImportMarkersButton.tsx';
import { useAddCommentMutation } from './useAddCommentMutation.ts';
import { useCommentChangedSubscription } from './useCommentChangedSubscription.ts';
import { useCommentMarks } from './useCommentMarks.ts';
import { useCommentUi } from './useCommentUi.ts';

const text = messages.comments;

export const commentsSidebarQuery = graphql`
  query CommentsSidebarQuery($assetId: ID!, $version: Int) {
    asset(id: $assetId) {
      shown: version(number: $version) {
        id
        ...CommentList_version
      }
    }
  }
`;

interface CommentsSidebarProps {
  reference: PreloadedQuery<CommentsSidebarQuery>;
  assetId: string;
  versionId: string;
  /** The comment chosen on arrival (the viewer opened at it). */
  initialSelectedId?: string | null;
  /** The viewer may draw annotations on the asset's frames. */
  canAnnotate?: boolean;
  /** A person (not a share link's visitor) who may import an edit suite's markers. */
  canImportMarkers?: boolean;
  /** The asset, where comments of its other versions may be carried onto the one shown. */
  carry?: CarryCommentsButton_asset$key;
}

/**
 * Beside the player, for those who may comment: Add Comment (comment mode), then the
 * version's comments, live.
 */
export function CommentsSidebar(props: CommentsSidebarProps) {
  const { reference, assetId, versionId } = props;
  useCommentChangedSubscription(assetId);
  const player = usePlayer();
  const [composing, setComposing] = useState(false);
  const ui = useCommentUi(versionId, props.initialSelectedId ?? null);
  const [order, setOrder] = useCommentOrder();
  const [add] = useAddCommentMutation();
  const inSession = useCommentSession() !== null;
  const annotations = useAnnotations();
  const drawing = annotations?.drawing ? annotations : null;

  const startComment = () => {
    setComposing(true);
    player.pause();
  };
  const endComment = () => {
    setComposing(false);
    annotations?.setDrawing(false);
  };
  const post = async (comment: string, position: NewPosition) => {
    const annotation = drawing?.board.current?.save() ?? null;
    // a drawing belongs to the frame it was drawn on
    const at = annotation
      ? { start: frameAtTime(player.clock.now(), player.timing.fps), end: null }
      : position;
    const id = await add({ versionId, text: comment, position: at, replyTo: null, annotation });
    if (!id) {
      notify.failure(annotation ? messages.annotations.postFailed : text.postFailed);
      return false;
    }
    endComment();
    ui.select(id, null);
    return true;
  };

  return (
    <Stack p="md" gap="sm" data-testid="comments-sidebar">
      <Group justify="space-between" gap="xs">
        <Title order={5}>{text.title}</Title>
        <Group gap="xs">
          <CommentOrderSelect order={order} onChange={setOrder} />
          <DownloadNotesMenu target={{ versionId }} />
          {props.canImportMarkers && <ImportMarkersButton versionId={versionId} />}
          {props.carry && <CarryCommentsButton asset={props.carry} versionId={versionId} />}
          {!composing && (
            <Button size="xs" leftSection={<IconMessagePlus size={16} />} onClick={startComment}>
              {text.addComment}
            </Button>
          )}
        </Group>
      </Group>
      {inSession && (
        <Text size="xs" c="dimmed" data-testid="session-notes-hint">
          {text.sessionNotes}
        </Text>
      )}
      {composing && props.canAnnotate && <AnnotationToolbar />}
      {composing && (
        <AddCommentComposer
          assetId={props.assetId}
          onPost={post}
          onCancel={endComment}
          drawing={drawing}
        />
      )}
      <CommentsBoundary>
        <Suspense fallback={<Loader size="sm" mx="auto" />}>
          <SidebarList reference={reference} ui={ui} order={order} />
        </Suspense>
      </CommentsBoundary>
    </Stack>
  );
}

interface SidebarListProps {
  reference: PreloadedQuery<CommentsSidebarQuery>;
  ui: CommentUi;
  order: CommentOrder;
}

/** The list, its comments marked on the seek bar. */
function SidebarList({ reference, ui, order }: SidebarListProps) {
  const data = usePreloadedQuery<CommentsSidebarQuery>(commentsSidebarQuery, reference);
  const mark = useCommentMarks(ui);
  const version = data.asset?.shown;
  if (!version) return null;
  return <CommentList version={version} ui={ui} order={order} onListed={mark} />;
}
