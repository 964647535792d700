import { frameAtTime, frameCount, seekTimeOfFrame } from '../timecode/timecode.ts';

/** Player constants (media-handling section 9). */
export const PLAYBACK_RATES = [2, 1.75, 1.5, 1.25, 1, 0.75, 0.5, 0.25] as const;
export const DEFAULT_RATE = 1;
export const DEFAULT_VOLUME = 100;
export const VIEWER_MAX_WIDTH = 1920;
/** Fullscreen controls hide this long after the pointer stops. */
export const CONTROLS_HIDE_MS = 2000;

export type VolumeLevel = 'off' | 'low' | 'high';

/** The volume icon: off at 0, low up to 60, high above. */
export function volumeLevel(volume: number, muted: boolean): VolumeLevel {
  if (muted || volume <= 0) return 'off';
  return volume <= 60 ? 'low' : 'high';
}

export function clampVolume(volume: number): number {
  return Math.min(100, Math.max(0, Math.round(volume)));
}

/** One wheel notch changes the volume by this much. */
export const WHEEL_VOLUME_STEP = 5;

/** The wheel over the volume: up louder, down quieter, within 0 to 100. */
export function volumeAfterWheel(volume: number, deltaY: number): number {
  return clampVolume(volume - Math.sign(deltaY) * WHEEL_VOLUME_STEP);
}

export interface VolumeState {
  volume: number;
  /** The volume before muting, restored by unmuting. */
  lastVolume: number;
}

/** M: mute, or back to the last audible volume. */
export function toggleMute({ volume, lastVolume }: VolumeState): VolumeState {
  if (volume > 0) return { volume: 0, lastVolume: volume };
  return { volume: lastVolume > 0 ? lastVolume : DEFAULT_VOLUME, lastVolume };
}

/** What a frame step reads of the media: where it is and how long what has come runs. */
export interface StepSpan {
  now: number;
  fps: number;
  /** The picture's length from its playlist; null until known. */
  pictureDuration: number | null;
  /** The media element's length (sound may run on past the picture). */
  duration: number;
  /** A feed playing now: what has come grows past the playlist last read. */
  live: boolean;
}

/**
 * ← and → paused: where to seek to show the frame `frames` away, kept within the picture. A
 * recording stops at the picture's last frame, sound running on past it or not; a running feed
 * at the last frame the browser has, which the playlist it read last may not list yet.
 */
export function frameStepTime(frames: number, span: StepSpan): number {
  const { now, fps, pictureDuration, duration, live } = span;
  const end = live ? Math.max(duration, pictureDuration ?? 0) : (pictureDuration ?? duration);
  const last = frameCount(end, fps) - 1;
  return seekTimeOfFrame(Math.min(last, Math.max(0, frameAtTime(now, fps) + frames)), fps);
}
