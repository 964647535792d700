// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyAsset, type FolderListing } from '../../folders/Takes/folder-listing.ts';
import { PlayerProvider } from '../../player/PlayerContext.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { TakesTimeline } from './TakesTimeline.tsx';
import type { Playlist } from './usePlaylist.ts';

const withComments: FolderListing = {
  ...everyAsset,
  takes: { circled: null, withComments: true },
};

/** A playlist the take filters have emptied, the take shown between two others. */
function emptied(listing: FolderListing = withComments): Playlist {
  return {
    takes: [],
    currentId: 'b',
    pathOf: (id) => `/view/${id}`,
    filters: { listing, circledTakes: false, setListing: vi.fn() },
    player: { size: 3, next: vi.fn(), previous: vi.fn() },
    loadMore: vi.fn(),
  };
}

function renderTimeline(playlist: Playlist) {
  return renderWithProviders(
    <PlayerProvider
      kind="video"
      framesPerSecond={25}
      timecodeOffset={null}
      playlist={playlist.player}
    >
      <TakesTimeline playlist={playlist} />
    </PlayerProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('the timeline of takes', () => {
  it("shows 'No matching takes found' for a filter matching none; Show All Takes clears it", async () => {
    const playlist = emptied();
    const { user } = renderTimeline(playlist);
    expect(screen.getByText('No matching takes found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show All Takes' }));
    expect(playlist.filters?.setListing).toHaveBeenCalledWith(everyAsset);
  });

  it('says nothing of a filter when none is on', () => {
    renderTimeline(emptied(everyAsset));
    expect(screen.queryByText('No matching takes found')).toBeNull();
  });

  it("offers no take filters on a share link's files, a list that does not filter", () => {
    renderTimeline({ ...emptied(), filters: null });
    expect(screen.getByRole('heading', { name: 'Takes' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Takes with Comments' })).toBeNull();
    expect(screen.queryByText('No matching takes found')).toBeNull();
  });

  it('goes to the next take with ↑ and the previous with ↓; ← and → stay the player’s', async () => {
    const playlist = emptied();
    const { user } = renderTimeline(playlist);
    await user.keyboard('{ArrowUp}');
    expect(playlist.player.next).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}');
    expect(playlist.player.previous).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(playlist.player.next).toHaveBeenCalledTimes(1);
    expect(playlist.player.previous).toHaveBeenCalledTimes(1);
  });

  it('goes to the previous and next take with ← and → in stills mode', async () => {
    localStorage.setItem('rushes.player.playMode', JSON.stringify('stills'));
    const playlist = emptied();
    const { user } = renderTimeline(playlist);
    await user.keyboard('{ArrowLeft}');
    expect(playlist.player.previous).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}');
    expect(playlist.player.next).toHaveBeenCalledTimes(1);
  });
});
