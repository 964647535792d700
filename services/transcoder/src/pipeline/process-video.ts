import { text } from 'node:stream/consumers';
import { makePrivateFolder } from '@rushes/runtime';
import { type VideoRun, videoRunArgs } from './ffmpeg-args.ts';
import type { GrowingLevel } from './growing-level.ts';
import { createLevelPublisher } from './level-publisher.ts';
import { masterEntries } from './master-playlist.ts';
import { uploadOutput, uploadSprites } from './output-files.ts';
import { outputKey, outputLayout } from './output-layout.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { encodeRange, joinRanges, ladderRangesOf } from './process-ranges.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import type { Picture, PipelineOutputs, PipelineResult, SourceMedia } from './types.ts';
import { planVideo, type VideoPlan } from './video-plan.ts';

/** The plan's runs a part does, and the share of the work done before them. */
function runsOfPart(plan: VideoPlan, part: PipelineContext['part']) {
  const first = part === undefined || part === 'first' ? 0 : 1;
  const end = part === 'first' ? 1 : plan.runs.length;
  const before = plan.shares.slice(0, first).reduce((sum, share) => sum + share, 0);
  return { first, runs: plan.runs.slice(first, end), before, left: end < plan.runs.length };
}

/**
 * What the master in storage lists: of a part after the first, the levels these runs do not make
 * (a ladder redelivered after a crash has listed some of its own), and whether it lists all
 * those they do (a join redelivered after it published them).
 */
async function listedBefore(ctx: PipelineContext, runs: readonly VideoRun[]) {
  const master = await ctx.storage.getObject(outputKey(ctx.outputPrefix, outputLayout.master));
  const stored = masterEntries(await text(master));
  const made = new Set(runs.flatMap((run) => run.levels.map((l) => outputLayout.levelUri(l.name))));
  const uris = new Set(stored.map((entry) => entry.uri));
  return {
    listed: stored.filter((entry) => !made.has(entry.uri)),
    listsAll: [...made].every((uri) => uris.has(uri)),
  };
}

/**
 * The ladder in the plan's runs (those of the context's part). A run's growing (`event`) level is
 * published while it encodes, from its first segments, and holds the first-level gate; the
 * other runs yield to it. Each run's levels are published whole (and its stills and sprites
 * uploaded) while the next run encodes. A failed upload stops the encoding.
 */
export async function processVideo(
  ctx: PipelineContext,
  media: SourceMedia,
  picture: Picture,
): Promise<PipelineResult> {
  const paths = { input: ctx.input, outDir: ctx.outDir };
  const { hdrCodecs, cappedFps } = ctx;
  const plan = planVideo(media, picture, paths, { hdrCodecs, cappedFps });
  const folders = [...plan.ladder.map((level) => outputLayout.levelDir(level.name)), 'sprites'];
  await Promise.all(folders.map((folder) => makePrivateFolder(`${ctx.outDir}/${folder}`)));
  const uploadFailed = new AbortController();
  const signal = AbortSignal.any([ctx.signal, uploadFailed.signal]);
  const part = runsOfPart(plan, ctx.part);
  // a range publishes nothing: only the parts that publish read what the master lists
  const publishes = part.first > 0 && !(typeof ctx.part === 'object' && 'range' in ctx.part);
  const { listed, listsAll } = publishes
    ? await listedBefore(ctx, part.runs)
    : { listed: [], listsAll: false };
  const publish = createLevelPublisher({ ...ctx, signal, listed });
  const outputs: PipelineOutputs = {
    posterKey: null,
    thumbnailKey: null,
    waveformKey: null,
    playerSprite: null,
    thumbnailSprite: null,
  };
  const ranged = ctx.part;
  if (typeof ranged === 'object') {
    const share = 1 - part.before;
    if ('range' in ranged) {
      const { done, of } = ranged;
      const onProgress = (run: number) => ctx.progress(part.before + (share * (done + run)) / of);
      await encodeRange({ ...ctx, signal }, part.runs, ranged, onProgress);
    } else {
      const runs = listsAll ? [] : part.runs;
      await joinRanges({ ...ctx, signal }, runs, ranged, publish);
    }
    return outputs;
  }

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
  let done = part.before;
  try {
    for (const [i, run] of part.runs.entries()) {
      const share = plan.shares[part.first + i] ?? 0;
      const onProgress = (part: number) => ctx.progress(done + part * share);
      const growing = new Map(
        (run.playlistType === 'event' ? run.levels : []).map((level) => [
          level.name,
          publish.grow(level, (error) => uploadFailed.abort(error)),
        ]),
      );
      const { firstLevels } = ctx;
      const encode = () =>
        runFfmpeg(ctx.ffmpegPath, videoRunArgs(run), {
          signal,
          durationMs: run.durationMs,
          onProgress,
          ...(firstLevels && growing.size === 0 ? { yieldTo: firstLevels } : {}),
        });
      try {
        await (firstLevels && growing.size > 0 ? firstLevels.hold(encode) : encode());
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
  if (!part.left) return outputs;
  const ranges = await ladderRangesOf(ctx, media, picture.streamIndex);
  return { ...outputs, ladderLeft: true, ...(ranges.length > 0 ? { ranges } : {}) };
}
