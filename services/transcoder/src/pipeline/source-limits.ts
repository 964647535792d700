import type { Env } from '@rushes/runtime';
import { MediaError } from './media-error.ts';
import { mediaMessages } from './media-messages.ts';
import type { MediaKind, ProbeResult } from './types.ts';

/** The operator's limits on the sources the transcoder takes (`RUSHES_MEDIA_MAX_*`). */
export interface SourceLimits {
  /** The largest picture of a clip, either way up. */
  picture: { width: number; height: number };
  durationMs: number;
  fps: number;
}

/**
 * What the limits make of a source, before anything is encoded: take it as it is; take it with
 * its levels at `fps` frames a second; or refuse it, with the reason its job fails with.
 */
export type SourceVerdict =
  | { outcome: 'ok' }
  | { outcome: 'capped'; fps: number }
  | { outcome: 'refused'; reason: string };

/** Variable-rate clips (phones) average a hair over their nominal rate: 60.02 is 60. */
const FPS_TOLERANCE = 0.01;

type LimitsEnv = Pick<Env, 'mediaMaxPicture' | 'mediaMaxDuration' | 'mediaMaxFps'>;

/** The limits as the environment sets them (the schema has checked their form). */
export function sourceLimitsOf(env: LimitsEnv): SourceLimits {
  const [width = 0, height = 0] = env.mediaMaxPicture.split('x').map(Number);
  return {
    picture: { width, height },
    durationMs: env.mediaMaxDuration * 1000,
    fps: env.mediaMaxFps,
  };
}

const longAndShort = ({ width, height }: { width: number; height: number }) =>
  [Math.max(width, height), Math.min(width, height)] as const;

/**
 * Clips are held to all three limits, sounds to the duration, stills and documents to none.
 * A picture or a running time beyond its limit refuses the source: decoding it is the cost (the
 * ladder tops out at 1080p whatever comes in), and a ladder cut short would play as if the source
 * ended there. A frame rate beyond its limit keeps every nth frame, the smallest whole step that
 * brings it under, so the motion stays even (240 → 120, 119.88 → 59.94).
 */
export function judgeSource(
  kind: MediaKind,
  probe: ProbeResult,
  limits: SourceLimits,
): SourceVerdict {
  if (kind !== 'video' && kind !== 'audio') return { outcome: 'ok' };
  const { width, height, durationMs, fps } = probe;
  if (kind === 'video' && width !== null && height !== null) {
    const [long, short] = longAndShort({ width, height });
    const [maxLong, maxShort] = longAndShort(limits.picture);
    if (long > maxLong || short > maxShort) {
      // The limit the same way up as the source, so the two read side by side.
      const limit =
        width >= height
          ? { width: maxLong, height: maxShort }
          : { width: maxShort, height: maxLong };
      return {
        outcome: 'refused',
        reason: mediaMessages.pictureTooLarge({ width, height }, limit),
      };
    }
  }
  if (durationMs !== null && durationMs > limits.durationMs) {
    return { outcome: 'refused', reason: mediaMessages.tooLong(durationMs, limits.durationMs) };
  }
  const fpsCeiling = limits.fps * (1 + FPS_TOLERANCE);
  if (kind === 'video' && fps !== null && fps > fpsCeiling) {
    const step = Math.ceil(fps / fpsCeiling);
    return { outcome: 'capped', fps: Math.round((fps / step) * 1000) / 1000 };
  }
  return { outcome: 'ok' };
}

/**
 * Holds a probed source to the limits, if any: throws their refusal as a MediaError (the job
 * fails with its reason, at once); returns the frame rate a capped clip's levels keep.
 */
export function admitSource(
  kind: MediaKind,
  probe: ProbeResult,
  limits: SourceLimits | undefined,
): number | undefined {
  const verdict = limits ? judgeSource(kind, probe, limits) : null;
  if (verdict?.outcome === 'refused') throw new MediaError(verdict.reason, 'beyond the limits');
  return verdict?.outcome === 'capped' ? verdict.fps : undefined;
}
