import { makePrivateFolder } from '@rushes/runtime';
import { type VideoRun, videoRunArgs } from './ffmpeg-args.ts';
import type { GrowingLevel } from './growing-level.ts';
import { createLevelPublisher } from './level-publisher.ts';
import { uploadOutput, uploadSprites } from './output-files.ts';
import { outputLayout } from './output-layout.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import type { Picture, PipelineOutputs, SourceMedia } from './types.ts';
import { planVideo } from './video-plan.ts';

/**
 * The ladder in the plan's runs. A run's growing (`event`) level is published while it encodes,
 * from its first segments; each run's levels are published whole (and its stills and sprites
 * uploaded) while the next run encodes. A failed upload stops the encoding.
 */
export async function processVideo(
  ctx: PipelineContext,
  media: SourceMedia,
  picture: Picture,
): Promise<PipelineOutputs> {
  const paths = { input: ctx.input, outDir: ctx.outDir };
  const { hdrCodecs, cappedFps } = ctx;
  const plan = planVideo(media, picture, paths, { hdrCodecs, cappedFps });
  const folders = [...plan.ladder.map((level) => outputLayout.levelDir(level.name)), 'sprites'];
  await Promise.all(folders.map((folder) => makePrivateFolder(`${ctx.outDir}/${folder}`)));
  const uploadFailed = new AbortController();
  const signal = AbortSignal.any([ctx.signal, uploadFailed.signal]);
  const publish = createLevelPublisher({ ...ctx, signal });
  const outputs: PipelineOutputs = {
    posterKey: null,
    thumbnailKey: null,
    waveformKey: null,
    playerSprite: null,
    thumbnailSprite: null,
  };

  const publishRun = async (run: VideoRun, growing: ReadonlyMap<string, GrowingLevel>) => {
    for (const level of run.levels) {
      const grown = growing.get(level.name);
      if (grown) await grown.finish();
      else await publish.publish(level);
    }
    if (run.stills) {
      outputs.posterKey = await uploadOutput({ ...ctx, signal }, outputLayout.poster);
      outputs.thumbnailKey = await uploadOutput({ ...ctx, signal }, outputLayout.thumbnail);
    }
    const [player, thumb] = run.sprites;
    if (player) outputs.playerSprite = await uploadSprites({ ...ctx, signal }, player);
    if (thumb) outputs.thumbnailSprite = await uploadSprites({ ...ctx, signal }, thumb);
  };

  let uploads = Promise.resolve();
  let done = 0;
  try {
    for (const [i, run] of plan.runs.entries()) {
      const share = plan.shares[i] ?? 0;
      const onProgress = (part: number) => ctx.progress(done + part * share);
      const growing = new Map(
        (run.playlistType === 'event' ? run.levels : []).map((level) => [
          level.name,
          publish.grow(level, (error) => uploadFailed.abort(error)),
        ]),
      );
      try {
        await runFfmpeg(ctx.ffmpegPath, videoRunArgs(run), {
          signal,
          durationMs: run.durationMs,
          onProgress,
        });
      } finally {
        for (const level of growing.values()) level.stop();
      }
      done += share;
      uploads = uploads.then(() => publishRun(run, growing));
      uploads.catch((error: unknown) => uploadFailed.abort(error));
    }
    await uploads;
  } finally {
    await uploads.catch(() => undefined);
  }
  return outputs;
}
