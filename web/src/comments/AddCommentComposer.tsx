import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../messages/messages.ts';
import { usePageKeys } from '../player/keys/useKeyboardShortcuts.ts';
import { useClockValue } from '../player/media-clock.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import { CommentComposer } from './CommentComposer.tsx';
import { formatCommentRange, positionAt, rangeOf } from './comment-position.ts';
import { useMentionable } from './useMentionable.ts';

const text = messages.comments;

/** Frame for video, milliseconds for audio and stills; `end` for a range. */
export type NewPosition = { start: number; end: number | null } | null;

interface AddCommentComposerProps {
  /** The asset commented on: whom a comment on it may mention. */
  assetId: string;
  onPost(text: string, position: NewPosition): Promise<boolean>;
  onCancel(): void;
  /** While drawing: the text may be blank, and nothing goes before something is drawn. */
  drawing?: { objects: number } | null;
}

/**
 * The comment-mode field, at the current frame (milliseconds for audio), or over a range between
 * an in and an out point marked at the playhead (Mark In and Mark Out, or I and O).
 */
export function AddCommentComposer({
  assetId,
  onPost,
  onCancel,
  drawing,
}: AddCommentComposerProps) {
  const mentionable = useMentionable(assetId);
  const { clock, kind, timing, displayMode } = usePlayer();
  const playhead = useClockValue(clock, (seconds) => positionAt(seconds, kind, timing.fps));
  const [inPoint, setInPoint] = useState<number | null>(null);
  const [outPoint, setOutPoint] = useState<number | null>(null);
  const timed = kind === 'video' || kind === 'audio';
  const range = playhead === null ? null : rangeOf(inPoint, outPoint, playhead);

  usePageKeys(timed ? ['i', 'o'] : [], (event) => {
    const mark = { i: setInPoint, o: setOutPoint }[event.key.toLowerCase()];
    mark?.(playhead);
    return mark !== undefined;
  });

  const position = range && {
    value: range.start,
    label: formatCommentRange(range.start, range.end, kind, displayMode, timing),
  };
  return (
    <Stack gap={6}>
      {timed && (
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="default"
            aria-keyshortcuts="I"
            onClick={() => setInPoint(playhead)}
          >
            {text.markIn}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            aria-keyshortcuts="O"
            onClick={() => setOutPoint(playhead)}
          >
            {text.markOut}
          </Button>
          {(inPoint !== null || outPoint !== null) && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => {
                setInPoint(null);
                setOutPoint(null);
              }}
            >
              {text.clearRange}
            </Button>
          )}
        </Group>
      )}
      <CommentComposer
        position={position}
        allowBlank={!!drawing}
        blocked={drawing?.objects === 0}
        mentionable={mentionable}
        onSubmit={(comment) => onPost(comment, range)}
        onCancel={onCancel}
      />
    </Stack>
  );
}
