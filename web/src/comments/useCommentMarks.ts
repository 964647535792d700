import { useCallback, useEffect } from 'react';
import { messages } from '../messages/messages.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import type { SeekMark } from '../player/seek/seek-marks.ts';
import type { ListedComment } from './CommentList.tsx';
import { seekTimeOf } from './comment-position.ts';
import type { CommentUi } from './comment-ui.ts';

/**
 * Lends the listed comments to the seek bar as marks (in seconds), with the selection and a
 * pick that selects one as a click in the list would; the marks go with the list.
 */
export function useCommentMarks(ui: CommentUi) {
  const { marks, kind, timing } = usePlayer();
  useEffect(() => () => marks.publish(null), [marks]);
  return useCallback(
    (threads: readonly ListedComment[]) => {
      const seconds = (position: number | null | undefined) =>
        position == null ? null : seekTimeOf(position, kind, timing.fps);
      const marked = threads.flatMap((thread): SeekMark[] => {
        const start = seconds(thread.start);
        if (start === null) return [];
        const text = thread.isDeleted ? messages.comments.deleted : thread.text;
        const end = seconds(thread.end);
        return [{ id: thread.id, start, end, author: thread.authorName, text }];
      });
      marks.publish({
        marks: marked,
        selectedId: ui.selectedId,
        pick(id) {
          ui.select(id, threads.find((thread) => thread.id === id)?.start ?? null);
        },
      });
    },
    [marks, kind, timing, ui],
  );
}
