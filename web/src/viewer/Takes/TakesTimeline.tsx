import { Anchor, Box, Button, EmptyState, Group, Text, Title } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { AssetThumbnail } from '../../components/AssetThumbnail/AssetThumbnail.tsx';
import { everyAsset, isListingFiltered } from '../../folders/Takes/folder-listing.ts';
import { TakesFilters } from '../../folders/Takes/TakesFilters.tsx';
import { messages } from '../../messages/messages.ts';
import { centredScroll, edgeShadows, type WheelGesture, wheelGesture } from './timeline-scroll.ts';
import type { Playlist, Take } from './usePlaylist.ts';
import { usePlaylistKeys } from './usePlaylistKeys.ts';

const THUMBNAIL_WIDTH = 128;
/** The next page is asked for once the strip is scrolled this close to its end. */
const MORE_WITHIN_PX = 400;

/**
 * The timeline below the player: the folder's takes as the folder lists them (or a share link's
 * files), the one shown highlighted and in view, the take filters of a folder; 'No matching takes
 * found' when they leave none.
 */
export function TakesTimeline({ playlist }: { playlist: Playlist }) {
  usePlaylistKeys(playlist.player);
  const { filters } = playlist;
  const heading = useId();
  const text = messages.folders;
  return (
    <Box component="section" aria-labelledby={heading}>
      <Group justify="space-between" gap="xs" mb={6}>
        <Title id={heading} order={2} size="sm">
          {messages.viewer.takes}
        </Title>
        {filters && (
          <TakesFilters
            takes={filters.listing.takes}
            onChange={(takes) => filters.setListing({ ...filters.listing, takes })}
            circledTakes={filters.circledTakes || filters.listing.takes.circled !== null}
          />
        )}
      </Group>
      {playlist.takes.length > 0 ? (
        <TakesStrip playlist={playlist} />
      ) : (
        filters &&
        isListingFiltered(filters.listing) && (
          <EmptyState py="md" icon={<IconMovie size={28} />} title={text.noMatch}>
            <Button variant="default" size="xs" onClick={() => filters.setListing(everyAsset)}>
              {text.showAll}
            </Button>
          </EmptyState>
        )
      )}
    </Box>
  );
}

/** The takes side by side, scrolled by the wheel too, shadowed at an edge takes run on past. */
function TakesStrip({ playlist }: { playlist: Playlist }) {
  const { takes, currentId, loadMore } = playlist;
  const strip = useRef<HTMLUListElement>(null);
  const [shadows, setShadows] = useState({ start: 0, end: 0 });
  const onScroll = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    setShadows(edgeShadows(element));
    const rest = element.scrollWidth - element.clientWidth - element.scrollLeft;
    if (rest < MORE_WITHIN_PX) loadMore();
  }, [loadMore]);
  const index = takes.findIndex((take) => take.id === currentId);
  // the take shown comes into view when it changes, not as more takes load
  const centre = useEffectEvent((at: number) => {
    const element = strip.current;
    const take = element?.children[at];
    if (element && take instanceof HTMLElement) {
      element.scrollLeft = centredScroll(take.offsetLeft, take.offsetWidth, element.clientWidth);
    }
    onScroll();
  });
  useLayoutEffect(() => centre(index), [index]);
  useWheelSideways(strip);
  return (
    <Box pos="relative">
      <Box
        component="ul"
        ref={strip}
        onScroll={onScroll}
        m={0}
        p={4}
        pos="relative"
        style={{ display: 'flex', gap: 8, overflowX: 'auto', listStyle: 'none' }}
      >
        {takes.map((take) => (
          <TakeItem
            key={take.id}
            take={take}
            to={playlist.pathOf(take.id)}
            current={take.id === currentId}
          />
        ))}
      </Box>
      <EdgeShadow side="left" opacity={shadows.start} />
      <EdgeShadow side="right" opacity={shadows.end} />
    </Box>
  );
}

/** A take: its thumbnail and shown name, leading to it; the one shown is marked current. */
function TakeItem({ take, to, current }: { take: Take; to: string; current: boolean }) {
  return (
    <Box component="li" style={{ flex: '0 0 auto' }} w={THUMBNAIL_WIDTH + 8}>
      <Anchor
        component={Link}
        to={to}
        replace
        aria-current={current ? 'page' : undefined}
        underline="never"
        c="inherit"
        display="block"
        p={4}
        bg={current ? 'var(--mantine-primary-color-light)' : undefined}
        style={{
          borderRadius: 6,
          outline: current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        }}
      >
        {/* the link is named by the take's shown name alone */}
        <Box aria-hidden>
          <AssetThumbnail asset={take} width={THUMBNAIL_WIDTH} />
        </Box>
        <Text size="xs" mt={4} truncate fw={current ? 700 : undefined}>
          {take.displayName}
        </Text>
      </Anchor>
    </Box>
  );
}

/** A fade into the page at one edge of the strip. */
function EdgeShadow({ side, opacity }: { side: 'left' | 'right'; opacity: number }) {
  return (
    <Box
      pos="absolute"
      top={0}
      bottom={0}
      w={24}
      style={{
        [side]: 0,
        opacity,
        pointerEvents: 'none',
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, var(--mantine-color-body), transparent)`,
      }}
    />
  );
}

/** A vertical wheel gesture over the strip scrolls it sideways, while it has room to scroll. */
function useWheelSideways(strip: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    let gesture: WheelGesture | null = null;
    const onWheel = (event: WheelEvent) => {
      gesture = wheelGesture(gesture, event);
      if (!gesture.vertical || element.scrollWidth <= element.clientWidth) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY;
    };
    // not passive: the page must not scroll as well
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [strip]);
}
