import { useClockValue } from '../player/media-clock.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import { CommentComposer } from './CommentComposer.tsx';
import { formatCommentPosition, positionAt } from './comment-position.ts';

interface AddCommentComposerProps {
  onPost(text: string, start: number | null): Promise<boolean>;
  onCancel(): void;
}

/** The comment-mode field, showing the current frame (milliseconds for audio) it will be at. */
export function AddCommentComposer({ onPost, onCancel }: AddCommentComposerProps) {
  const { clock, kind, timing, displayMode } = usePlayer();
  const value = useClockValue(clock, (seconds) => positionAt(seconds, kind, timing.fps));
  const position =
    value === null
      ? null
      : { value, label: formatCommentPosition(value, kind, displayMode, timing) };
  return <CommentComposer position={position} onSubmit={onPost} onCancel={onCancel} />;
}
