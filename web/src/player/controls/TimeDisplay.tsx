import { TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { parsePositionEntry } from '../../timecode/position-entry.ts';
import { formatPosition, nextDisplayMode } from '../../timecode/position-format.ts';
import { useClockValue } from '../media-clock.ts';
import { usePlayer } from '../PlayerContext.tsx';
import { useClickTiming } from './useClickTiming.ts';

interface TimeDisplayProps {
  duration: number;
  /** Also show the duration (width ≥ 410). */
  full: boolean;
}

/**
 * The position in the display mode. A click cycles timecode → frames → time; a double click
 * opens a field to type a position in the current mode.
 */
export function TimeDisplay({ duration, full }: TimeDisplayProps) {
  const player = usePlayer();
  const { timing, displayMode, clock } = player;
  const position = useClockValue(clock, (seconds) => formatPosition(seconds, displayMode, timing));
  const [entry, setEntry] = useState<string | null>(null);
  const clicks = useClickTiming(
    () => player.setDisplayMode(nextDisplayMode(displayMode)),
    () => setEntry(position),
  );

  const go = () => {
    const seconds = entry === null ? null : parsePositionEntry(entry, displayMode, timing);
    setEntry(null);
    if (seconds === null) return;
    player.goTo(seconds);
  };

  if (entry !== null) {
    return (
      <TextInput
        size="xs"
        w={130}
        autoFocus
        aria-label={messages.viewer.goTo}
        value={entry}
        onChange={(event) => setEntry(event.currentTarget.value)}
        onBlur={() => setEntry(null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go();
          if (event.key === 'Escape') setEntry(null);
        }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={clicks.click}
      title={messages.viewer.displayMode}
      data-testid="player-position"
      ff="monospace"
      fz="sm"
      c="gray.2"
      miw={0}
      style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {position}
      {full && ` / ${formatPosition(duration, displayMode, timing)}`}
    </UnstyledButton>
  );
}
