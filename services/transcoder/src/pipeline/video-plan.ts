import type { VideoRun } from './ffmpeg-args.ts';
import { type HdrCodec, type LevelPlan, planLadder } from './ladder.ts';
import { planSprites, type SpritePlan } from './sprites.ts';
import { planVideoStills } from './stills.ts';
import type { Picture, SourceMedia } from './types.ts';

/** Decoding costs about a quarter of encoding the same pixels at `veryfast` (measured). */
const DECODE_WEIGHT = 0.25;

export interface VideoPlan {
  ladder: LevelPlan[];
  sprites: { player: SpritePlan; thumb: SpritePlan } | null;
  /** ffmpeg runs in order, each decoding the source once. */
  runs: VideoRun[];
  /** Each run's share of the work (sums to 1), for progress. */
  shares: number[];
}

export interface VideoPlanOptions {
  /** The HDR codecs the ffmpeg in use can encode; both when unsaid. */
  hdrCodecs?: readonly HdrCodec[] | undefined;
  /** The frame rate the levels keep when the source runs faster than the operator allows. */
  cappedFps?: number | undefined;
}

/**
 * Two runs: the lowest level alone with the sprites and stills (cheap beside it), written as a
 * growing (`event`) playlist so that it plays from its first segments; then every other level
 * from a single decode.
 */
export function planVideo(
  media: SourceMedia,
  picture: Picture,
  paths: { input: string; outDir: string },
  options: VideoPlanOptions = {},
): VideoPlan {
  const { hdrCodecs, cappedFps } = options;
  const { durationMs } = media.probe;
  const fps = cappedFps ?? media.probe.fps;
  const ladder = planLadder(
    {
      width: picture.width,
      height: picture.height,
      fps,
      hasAudio: media.audio !== null,
      range: media.range,
    },
    hdrCodecs,
  );
  const sprites =
    durationMs !== null && durationMs > 0 ? planSprites({ ...picture, durationMs, fps }) : null;
  const base = {
    ...paths,
    videoStream: picture.streamIndex,
    audioStream: media.audio?.streamIndex ?? null,
    range: media.range,
    hdr10: media.hdr10,
    deinterlace: picture.interlaced,
    durationMs,
    ...(cappedFps ? { frameRate: cappedFps } : {}),
  };
  const [lowest, ...rest] = ladder;
  const runs: VideoRun[] = [
    {
      ...base,
      levels: lowest ? [lowest] : [],
      sprites: sprites ? [sprites.player, sprites.thumb] : [],
      stills: planVideoStills(picture, durationMs),
      playlistType: 'event',
    },
  ];
  if (rest.length > 0) runs.push({ ...base, levels: rest, sprites: [], stills: null });
  const decode = DECODE_WEIGHT * picture.width * picture.height;
  const weights = runs.map(
    (run) => decode + run.levels.reduce((sum, l) => sum + l.width * l.height, 0),
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return { ladder, sprites, runs, shares: weights.map((weight) => weight / total) };
}
