import { Box, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { usePlayer } from '../PlayerContext.tsx';
import { groupMarkers, type MarkerGroup } from './marker-groups.ts';
import { type SeekMark, type SeekMarkSet, useSeekMarks } from './seek-marks.ts';

const text = messages.comments;
/** The slider's track is inset by its size on each side (Mantine's `size="sm"`). */
const TRACK_INSET = 'calc(0.375rem * var(--mantine-scale))';
const MARKER_PX = 10;
/** Comments a preview card lists before it says how many more there are. */
const PREVIEWED = 3;

/**
 * Under the seek bar: a marker for each comment with a position, those within 10 px as one
 * showing their count, and a span for each range (media-handling sections 4 and 9). Hovering or
 * focusing a marker previews its comments; a click selects the first and goes to it.
 */
export function SeekMarkers({ duration }: { duration: number }) {
  const set = useSeekMarks(usePlayer().marks);
  const { ref, width } = useElementSize();
  const groups = set ? groupMarkers(set.marks, duration, width) : [];
  const x = (seconds: number) => (Math.min(seconds, duration) / duration) * width;
  return (
    <Box ref={ref} pos="relative" h={MARKER_PX + 4} mx={TRACK_INSET} data-testid="seek-markers">
      {duration > 0 &&
        set?.marks.map(
          (mark) =>
            mark.end !== null && (
              <Box
                key={`span-${mark.id}`}
                data-testid="seek-range"
                data-selected={mark.id === set.selectedId || undefined}
                pos="absolute"
                top={0}
                h={3}
                left={x(mark.start)}
                w={Math.max(x(mark.end) - x(mark.start), 2)}
                bg={mark.id === set.selectedId ? 'yellow.5' : 'yellow.9'}
                style={{ borderRadius: 2, pointerEvents: 'none' }}
              />
            ),
        )}
      {set && groups.map((group) => <Marker key={group.marks[0]?.id} group={group} set={set} />)}
    </Box>
  );
}

function Marker({ group, set }: { group: MarkerGroup<SeekMark>; set: SeekMarkSet }) {
  const [previewed, setPreviewed] = useState(false);
  const [first] = group.marks;
  if (!first) return null;
  const count = group.marks.length;
  const selected = group.marks.some((mark) => mark.id === set.selectedId);
  return (
    // in the player, so it shows in fullscreen too
    <Popover opened={previewed} position="top" withinPortal={false} shadow="md">
      <Popover.Target>
        <UnstyledButton
          onMouseEnter={() => setPreviewed(true)}
          onMouseLeave={() => setPreviewed(false)}
          onFocus={() => setPreviewed(true)}
          onBlur={() => setPreviewed(false)}
          aria-label={count > 1 ? text.markerGroup(count) : text.markerOf(first.author)}
          data-testid="seek-marker"
          data-count={count}
          onClick={() => set.pick(first.id)}
          pos="absolute"
          top={4}
          left={group.x}
          h={MARKER_PX}
          miw={MARKER_PX}
          px={count > 1 ? 3 : 0}
          bg={selected ? 'yellow.4' : 'yellow.6'}
          c="dark.9"
          fz={9}
          fw={700}
          lh={`${MARKER_PX}px`}
          ta="center"
          style={{ borderRadius: MARKER_PX / 2, transform: 'translateX(-50%)' }}
        >
          {count > 1 ? count : null}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="xs" w={220} data-testid="seek-marker-preview">
        <Stack gap={6}>
          {group.marks.slice(0, PREVIEWED).map((mark) => (
            <div key={mark.id}>
              <Text size="xs" fw={600} truncate>
                {mark.author}
              </Text>
              <Text size="xs" lineClamp={2}>
                {mark.text}
              </Text>
            </div>
          ))}
          {count > PREVIEWED && (
            <Text size="xs" c="dimmed">
              {text.moreComments(count - PREVIEWED)}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
