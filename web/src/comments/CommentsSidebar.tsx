import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { CommentsSidebarQuery } from '../__generated__/CommentsSidebarQuery.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import { AddCommentComposer } from './AddCommentComposer.tsx';
import { CommentList } from './CommentList.tsx';
import { CommentsBoundary } from './CommentsBoundary.tsx';
import { formatCommentPosition, seekTimeOf } from './comment-position.ts';
import type { CommentUi } from './comment-ui.ts';
import { DownloadNotesMenu } from './DownloadNotesMenu.tsx';
import { useAddCommentMutation } from './useAddCommentMutation.ts';
import { useCommentChangedSubscription } from './useCommentChangedSubscription.ts';
import { useNow } from './useNow.ts';

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
  const [selectedId, setSelectedId] = useState<string | null>(props.initialSelectedId ?? null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replyingId, setReplyingId] = useState<string | null>(null);
  const now = useNow(30_000);
  const [add] = useAddCommentMutation();

  const { kind, timing, displayMode } = player;
  const ui = useMemo<CommentUi>(
    () => ({
      versionId,
      now,
      selectedId,
      editingId,
      replyingId,
      select(id, start) {
        setSelectedId(id);
        const seconds = start === null ? null : seekTimeOf(start, kind, timing.fps);
        if (seconds === null) return;
        player.pause();
        player.seek(seconds);
      },
      edit: setEditingId,
      reply: setReplyingId,
      label: (start) => formatCommentPosition(start, kind, displayMode, timing),
    }),
    [versionId, now, selectedId, editingId, replyingId, kind, timing, displayMode, player],
  );

  const startComment = () => {
    setComposing(true);
    player.pause();
  };
  const post = async (comment: string, start: number | null) => {
    const id = await add({ versionId, text: comment, start, replyTo: null });
    if (!id) {
      notify.failure(text.postFailed);
      return false;
    }
    setComposing(false);
    setSelectedId(id);
    return true;
  };

  return (
    <Stack p="md" gap="sm" data-testid="comments-sidebar">
      <Group justify="space-between" wrap="nowrap">
        <Title order={5}>{text.title}</Title>
        <Group gap="xs" wrap="nowrap">
          <DownloadNotesMenu target={{ versionId }} />
          {!composing && (
            <Button size="xs" leftSection={<IconMessagePlus size={16} />} onClick={startComment}>
              {text.addComment}
            </Button>
          )}
        </Group>
      </Group>
      {composing && <AddCommentComposer onPost={post} onCancel={() => setComposing(false)} />}
      <CommentsBoundary>
        <Suspense fallback={<Loader size="sm" mx="auto" />}>
          <SidebarList reference={reference} ui={ui} />
        </Suspense>
      </CommentsBoundary>
    </Stack>
  );
}

interface SidebarListProps {
  reference: PreloadedQuery<CommentsSidebarQuery>;
  ui: CommentUi;
}

function SidebarList({ reference, ui }: SidebarListProps) {
  const data = usePreloadedQuery<CommentsSidebarQuery>(commentsSidebarQuery, reference);
  const version = data.asset?.shown;
  if (!version) return null;
  return <CommentList version={version} ui={ui} />;
}
