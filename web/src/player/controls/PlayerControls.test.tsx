// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { PlayerPlaylist } from '../modes/play-mode.ts';
import { PlayerProvider } from '../PlayerContext.tsx';
import { PlayerControls } from './PlayerControls.tsx';

/** The mode's button by its name ('Play mode' and the mode, spoken together). */
const modeButton = (mode: string) =>
  screen.getByRole('button', { name: new RegExp(`^Play mode ?${mode}$`) });

const playlist: PlayerPlaylist = { size: 3, next: vi.fn(), previous: vi.fn() };

function controlsAt(width: number, list: PlayerPlaylist = playlist) {
  return renderWithProviders(
    <PlayerProvider kind="video" framesPerSecond={25} timecodeOffset={null} playlist={list}>
      <PlayerControls
        width={width}
        paused
        duration={12}
        onTogglePlay={vi.fn()}
        volume={100}
        onVolume={vi.fn()}
        onToggleMute={vi.fn()}
        rate={{ rate: 1, onRate: vi.fn() }}
        quality={{ options: [], selected: -1, playing: -1, onSelect: vi.fn() }}
        fullscreen={false}
        onToggleFullscreen={vi.fn()}
      />
    </PlayerProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('the play mode in the controls', () => {
  it('shows its label from 455 px', () => {
    controlsAt(455);
    const mode = modeButton('Clips');
    expect(mode).toHaveTextContent('Clips');
  });

  it('stays below 455 px without its label, and still changes the mode', async () => {
    const { user } = controlsAt(454);
    const controls = screen.getByTestId('player-controls');
    expect(within(controls).queryByText('Clips')).toBeNull();
    await user.click(modeButton('Clips'));
    await user.click(await screen.findByRole('menuitem', { name: 'Fast' }));
    expect(modeButton('Fast')).not.toHaveTextContent('Fast');
    expect(JSON.parse(localStorage.getItem('rushes.player.playMode') ?? 'null')).toBe('fast');
  });

  it('shows the clips a playlist of one is held to as its icon below 455 px', () => {
    controlsAt(454, { size: 1, next: null, previous: null });
    expect(screen.getByRole('img', { name: 'Clips' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Play mode/ })).toBeNull();
  });
});
