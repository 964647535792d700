import { useEffect, useRef } from 'react';
import { whenMediaReady } from '../player/media-ready.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import { pathTo } from '../routes/route-table.ts';
import { seekTimeOf } from './comment-position.ts';

/** A comment the viewer opens at: its id and position (frame or milliseconds; null for none). */
export interface CommentLink {
  id: string;
  start: number | null;
}

/** The viewer's address, opened at one comment (a click on a folder's comment). */
export function viewAtComment(
  ids: { projectId: string; folderId: string; assetId: string },
  comment: CommentLink,
): string {
  const query: Record<string, string> = { comment: comment.id };
  if (comment.start !== null) query.at = String(comment.start);
  return pathTo('view', ids, query);
}

/** The comment the address names, if any. */
export function commentLinkOf(search: URLSearchParams): CommentLink | null {
  const id = search.get('comment');
  if (!id) return null;
  const at = Number.parseInt(search.get('at') ?? '', 10);
  return { id, start: Number.isInteger(at) && at >= 0 ? at : null };
}

/** Opened at a comment with a position (and not playing): once the media can seek, it goes there. */
export function useSeekToComment(start: number | null) {
  const player = usePlayer();
  const done = useRef(false);
  useEffect(() => {
    const seconds = start === null ? null : seekTimeOf(start, player.kind, player.timing.fps);
    if (seconds === null || done.current) return;
    return whenMediaReady(player.media, () => {
      done.current = true;
      player.seek(seconds);
    });
  }, [start, player]);
}
