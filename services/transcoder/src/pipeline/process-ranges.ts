import { writeFile } from 'node:fs/promises';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '@rushes/runtime';
import { joinRunArgs, type VideoRun, videoRunArgs } from './ffmpeg-args.ts';
import { concatDurations, cutTargets, keyframesNear, planRanges } from './ladder-ranges.ts';
import type { LevelPublisher } from './level-publisher.ts';
import { outputKey, outputLayout } from './output-layout.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { objectFile, uploadLargeFiles } from './storage-files.ts';
import type { JoinPart, LadderRange, RangePart, SourceMedia } from './types.ts';

/**
 * The ranges to encode a video's ladder in: cut every `rangeSeconds` on the source's keyframes,
 * none for a source shorter than two ranges (or when not asked for). A source whose frame rate
 * is capped is not cut: each range's rate conversion would start afresh at its cut.
 */
export async function ladderRangesOf(
  ctx: PipelineContext,
  media: SourceMedia,
  streamIndex: number,
): Promise<LadderRange[]> {
  const { rangeSeconds, cappedFps } = ctx;
  const { durationMs } = media.probe;
  if (!rangeSeconds || !durationMs || cappedFps) return [];
  const targets = cutTargets(durationMs / 1000, rangeSeconds);
  if (targets.length === 0) return [];
  const keyframes = await keyframesNear(
    ctx.ffprobePath,
    ctx.input,
    streamIndex,
    targets,
    ctx.signal,
  );
  return planRanges(targets, keyframes);
}

/**
 * Encodes one range of the ladder's runs (the levels after the first) and puts each level's
 * file in storage under the attempt's ranges, yielding to this transcoder's first levels.
 */
export async function encodeRange(
  ctx: PipelineContext,
  runs: readonly VideoRun[],
  part: RangePart,
  onProgress: (share: number) => void,
): Promise<void> {
  const { range, attempt } = part;
  const dir = outputLayout.rangeDir(attempt, range.index);
  await makePrivateFolder(`${ctx.outDir}/${dir}`);
  const { startSeconds, durationSeconds } = range;
  for (const run of runs) {
    const sliced = { ...run, slice: { startSeconds, durationSeconds, dir } };
    const length = durationSeconds === null ? null : durationSeconds * 1000;
    await runFfmpeg(ctx.ffmpegPath, videoRunArgs(sliced), {
      signal: ctx.signal,
      durationMs: length ?? Math.max(0, (run.durationMs ?? 0) - startSeconds * 1000),
      onProgress,
      ...(ctx.firstLevels ? { yieldTo: ctx.firstLevels } : {}),
    });
    const files = run.levels.map((level) => {
      const path = outputLayout.rangeFile(attempt, range.index, level.name);
      return { path: `${ctx.outDir}/${path}`, key: outputKey(ctx.outputPrefix, path) };
    });
    await uploadLargeFiles(ctx.storage, files, ctx.signal);
  }
}

/**
 * A concat demuxer's lines for a file: its path (a quote in it closed, escaped and opened again)
 * and its length, which the demuxer would otherwise take from the container's header (MP4's
 * counts in milliseconds).
 */
const concatLines = (file: string, seconds: number) =>
  `file '${file.replaceAll("'", "'\\''")}'\nduration ${seconds.toFixed(6)}`;

/**
 * Joins the attempt's ranges into the ladder's levels (those of `runs`: none when a redelivered
 * join had published them all), publishes each as a whole level would be, then removes the
 * ranges from storage.
 */
export async function joinRanges(
  ctx: PipelineContext,
  runs: readonly VideoRun[],
  part: JoinPart,
  publish: LevelPublisher,
): Promise<void> {
  const { attempt, join: count } = part;
  const indexes = Array.from({ length: count }, (_, index) => index);
  for (const index of indexes) {
    await makePrivateFolder(`${ctx.outDir}/${outputLayout.rangeDir(attempt, index)}`);
  }
  for (const run of runs) {
    const levels = [];
    let durations: number[] | null = null;
    for (const level of run.levels) {
      const files: string[] = [];
      for (const index of indexes) {
        const path = outputLayout.rangeFile(attempt, index, level.name);
        const key = outputKey(ctx.outputPrefix, path);
        files.push(await objectFile(ctx.storage, key, `${ctx.outDir}/${path}`, ctx.signal));
      }
      // Every level of a range has the same frames: one level's lengths serve them all.
      durations ??= await concatDurations(ctx.ffprobePath, files, ctx.signal);
      const lines = files.map((file, i) => concatLines(file, durations?.[i] ?? 0));
      const list = `${ctx.outDir}/${outputLayout.ranges(attempt)}/${level.name}.txt`;
      await writeFile(list, `${lines.join('\n')}\n`, { mode: PRIVATE_FILE_MODE });
      levels.push({ level, list });
    }
    const { input, outDir, audioStream } = run;
    await runFfmpeg(ctx.ffmpegPath, joinRunArgs({ input, outDir, audioStream, levels }), {
      signal: ctx.signal,
      durationMs: run.durationMs,
      ...(ctx.firstLevels ? { yieldTo: ctx.firstLevels } : {}),
    });
    for (const level of run.levels) await publish.publish(level);
  }
  await ctx.storage.deletePrefix(outputKey(ctx.outputPrefix, `${outputLayout.ranges(attempt)}/`));
}
