import { describe, expect, it } from 'vitest';
import {
  actionForKey,
  blocksShortcuts,
  type KeyPress,
  PLAYER_HOTKEYS,
  PLAYLIST_HOTKEYS,
  playlistStepForKey,
} from './shortcuts.ts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});
const paused = { playing: false, audio: false };
const playing = { playing: true, audio: false };
const audio = { playing: false, audio: true };

describe('player shortcuts', () => {
  it('acts on every key the page listens for, alone and with Shift', () => {
    for (const hotkey of PLAYER_HOTKEYS) {
      const shiftKey = hotkey.startsWith('shift+');
      const key = hotkey.replace('shift+', '').replace('space', ' ');
      expect(actionForKey(press(key, { shiftKey }), paused), hotkey).not.toBeNull();
    }
  });

  it('toggles playback with space, mutes with M and goes fullscreen with F', () => {
    expect(actionForKey(press(' '), paused)).toEqual({ type: 'toggle-play' });
    expect(actionForKey(press('m'), playing)).toEqual({ type: 'mute' });
    expect(actionForKey(press('M', { shiftKey: true }), playing)).toEqual({ type: 'mute' });
    expect(actionForKey(press('f'), paused)).toEqual({ type: 'fullscreen' });
    expect(actionForKey(press('F'), paused)).toEqual({ type: 'fullscreen' });
  });

  it('steps one frame with the arrows while paused', () => {
    expect(actionForKey(press('ArrowLeft'), paused)).toEqual({ type: 'step', frames: -1 });
    expect(actionForKey(press('ArrowRight'), paused)).toEqual({ type: 'step', frames: 1 });
  });

  it('skips 10 s while playing, 1 s with Shift', () => {
    expect(actionForKey(press('ArrowRight'), playing)).toEqual({ type: 'skip', seconds: 10 });
    expect(actionForKey(press('ArrowLeft'), playing)).toEqual({ type: 'skip', seconds: -10 });
    const shift = { shiftKey: true };
    expect(actionForKey(press('ArrowRight', shift), playing)).toEqual({ type: 'skip', seconds: 1 });
    expect(actionForKey(press('ArrowLeft', shift), paused)).toEqual({ type: 'skip', seconds: -1 });
  });

  it('skips 1 s for audio, playing or not', () => {
    expect(actionForKey(press('ArrowRight'), audio)).toEqual({ type: 'skip', seconds: 1 });
    expect(actionForKey(press('ArrowLeft'), { ...audio, playing: true })).toEqual({
      type: 'skip',
      seconds: -1,
    });
  });

  it('leaves other keys and browser combinations alone', () => {
    expect(actionForKey(press('a'), paused)).toBeNull();
    expect(actionForKey(press('Enter'), paused)).toBeNull();
    expect(actionForKey(press('f', { ctrlKey: true }), paused)).toBeNull();
    expect(actionForKey(press('ArrowLeft', { metaKey: true }), paused)).toBeNull();
    expect(actionForKey(press('ArrowLeft', { altKey: true }), paused)).toBeNull();
  });
});

describe('playlist shortcuts', () => {
  it('goes to the next asset with ↑ and the previous with ↓', () => {
    expect(playlistStepForKey(press('ArrowUp'), false)).toBe(1);
    expect(playlistStepForKey(press('ArrowDown'), false)).toBe(-1);
    expect(actionForKey(press('ArrowUp'), paused)).toBeNull();
    expect(actionForKey(press('ArrowDown'), playing)).toBeNull();
  });

  it('leaves ← and → to the player outside stills mode', () => {
    expect(playlistStepForKey(press('ArrowRight'), false)).toBeNull();
    expect(playlistStepForKey(press('ArrowLeft'), false)).toBeNull();
  });

  it('goes to the previous and next asset with ← and → in stills mode, instead of stepping', () => {
    expect(playlistStepForKey(press('ArrowLeft'), true)).toBe(-1);
    expect(playlistStepForKey(press('ArrowRight'), true)).toBe(1);
    expect(actionForKey(press('ArrowLeft'), { ...paused, stills: true })).toBeNull();
    expect(actionForKey(press('ArrowRight'), { ...paused, stills: true })).toBeNull();
    expect(actionForKey(press(' '), { ...paused, stills: true })).toEqual({ type: 'toggle-play' });
  });

  it('acts on every key it listens for, and leaves browser combinations alone', () => {
    for (const key of PLAYLIST_HOTKEYS) expect(playlistStepForKey(press(key), true)).not.toBeNull();
    expect(playlistStepForKey(press('ArrowUp', { altKey: true }), false)).toBeNull();
    expect(playlistStepForKey(press('ArrowDown', { shiftKey: true }), false)).toBeNull();
    expect(playlistStepForKey(press('Enter'), true)).toBeNull();
  });
});

describe('typing disables shortcuts', () => {
  const element = (tagName: string, extra: Record<string, unknown> = {}) => ({
    tagName,
    getAttribute: (name: string) => (name === 'role' ? ((extra.role as string) ?? null) : null),
    ...extra,
  });

  it('blocks in text fields', () => {
    expect(blocksShortcuts(element('TEXTAREA'))).toBe(true);
    expect(blocksShortcuts(element('INPUT', { type: 'text' }))).toBe(true);
    expect(blocksShortcuts(element('INPUT', { type: '' }))).toBe(true);
    expect(blocksShortcuts(element('INPUT', { type: 'search' }))).toBe(true);
    expect(blocksShortcuts(element('SELECT'))).toBe(true);
    expect(blocksShortcuts(element('DIV', { isContentEditable: true }))).toBe(true);
  });

  it('blocks in widgets that use the keys themselves', () => {
    expect(blocksShortcuts(element('DIV', { role: 'slider' }))).toBe(true);
    expect(blocksShortcuts(element('BUTTON', { role: 'menuitem' }))).toBe(true);
  });

  it('works on the page, buttons and checkboxes', () => {
    expect(blocksShortcuts(null)).toBe(false);
    expect(blocksShortcuts(element('BODY'))).toBe(false);
    expect(blocksShortcuts(element('BUTTON'))).toBe(false);
    expect(blocksShortcuts(element('INPUT', { type: 'checkbox' }))).toBe(false);
  });
});
