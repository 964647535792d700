import { useMemo, useState } from 'react';
import { usePlayer } from '../player/PlayerContext.tsx';
import { formatCommentRange, seekTimeOf } from './comment-position.ts';
import type { CommentUi } from './comment-ui.ts';
import { useNow } from './useNow.ts';

/**
 * The sidebar's selection, editing and replying beside the player: selecting a comment pauses
 * and goes to its position (its in point for a range); one comment is edited at a time.
 */
export function useCommentUi(versionId: string, initialSelectedId: string | null) {
  const player = usePlayer();
  const [selectedId, setSelectedId] = useState(initialSelectedId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replyingId, setReplyingId] = useState<string | null>(null);
  const now = useNow(30_000);
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
      label: (start, end) => formatCommentRange(start, end, kind, displayMode, timing),
    }),
    [versionId, now, selectedId, editingId, replyingId, kind, timing, displayMode, player],
  );
  return ui;
}
