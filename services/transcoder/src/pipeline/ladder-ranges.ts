import { runTool } from './run-ffmpeg.ts';
import type { LadderRange } from './types.ts';

/** How far after each planned cut a keyframe is looked for; none there, no cut. */
const KEYFRAME_WINDOW_SECONDS = 10;

/** ffprobe prints times to the microsecond: a difference keeps no more. */
const microseconds = (seconds: number) => Math.round(seconds * 1e6) / 1e6;

/** Where the source would be cut: every `rangeSeconds`, the last range at least one long. */
export function cutTargets(durationSeconds: number, rangeSeconds: number): number[] {
  const count = Math.floor(durationSeconds / rangeSeconds);
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) => (i + 1) * rangeSeconds);
}

/**
 * The ranges between cuts at the first keyframe at or after each target (keyframes in seconds
 * from the file's start, in any order). A target with no keyframe within the window is skipped,
 * its range running on to the next cut; fewer than two ranges is none.
 */
export function planRanges(
  targets: readonly number[],
  keyframes: readonly number[],
  windowSeconds = KEYFRAME_WINDOW_SECONDS,
): LadderRange[] {
  const sorted = [...keyframes].sort((a, b) => a - b);
  const cuts: number[] = [];
  for (const target of targets) {
    const cut = sorted.find((time) => time >= target && time - target <= windowSeconds);
    const last = cuts.at(-1) ?? 0;
    if (cut !== undefined && cut > last) cuts.push(cut);
  }
  if (cuts.length === 0) return [];
  const starts = [0, ...cuts];
  return starts.map((startSeconds, index) => {
    const next = starts[index + 1];
    const durationSeconds = next === undefined ? null : microseconds(next - startSeconds);
    return { index, startSeconds, durationSeconds };
  });
}

/**
 * ffprobe's packets around the targets: `pts_time,flags` lines, and the file's start. Each
 * interval ends at a time, not after a length: ffprobe seeks to the keyframe before its start,
 * which may be far before it.
 */
const keyframeArgs = (input: string, stream: number, targets: readonly number[]) => [
  ...['-v', 'error', '-select_streams', `${stream}`],
  ...['-read_intervals', targets.map((t) => `${t}%${t + KEYFRAME_WINDOW_SECONDS}`).join(',')],
  ...['-show_entries', 'packet=pts_time,flags:format=start_time', '-of', 'csv=p=0', input],
];

/**
 * The source's keyframes near the targets (seconds from the file's start), read from its
 * packets' flags without decoding: ffprobe seeks to each target and reads a few seconds on.
 */
export async function keyframesNear(
  ffprobePath: string,
  input: string,
  stream: number,
  targets: readonly number[],
  signal: AbortSignal,
): Promise<number[]> {
  if (targets.length === 0) return [];
  const result = await runTool(ffprobePath, keyframeArgs(input, stream, targets), { signal });
  if (result.exitCode !== 0) return [];
  const rows = result.stdout.split('\n').map((line) => line.trim().split(','));
  // The format's row is its start time alone; a packet's is its time and flags.
  const start = Number(rows.find((row) => row.length === 1 && row[0] !== '')?.[0] ?? 0) || 0;
  return rows
    .filter((row) => row.length >= 2 && row[1]?.startsWith('K'))
    .map((row) => Number(row[0]) - start)
    .filter((time) => Number.isFinite(time));
}

/**
 * Each file's length for the concat demuxer, which counts in microseconds: taken from the end
 * of the files so far, rounded once (the exact sum of the video streams' own durations), so the
 * rounding never adds up across joins.
 */
export async function concatDurations(
  ffprobePath: string,
  files: readonly string[],
  signal: AbortSignal,
): Promise<number[]> {
  const ends: number[] = [];
  let exact = 0;
  for (const file of files) {
    const args = ['-v', 'error', '-select_streams', 'v:0', '-show_entries'];
    const entries = [...args, 'stream=duration_ts,time_base', '-of', 'default=nw=1', file];
    const result = await runTool(ffprobePath, entries, { signal });
    const field = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(result.stdout)?.[1];
    const [num = 0, den = 1] = (field('time_base') ?? '').split('/').map(Number);
    const seconds = (Number(field('duration_ts')) * num) / den;
    if (result.exitCode !== 0 || !Number.isFinite(seconds) || seconds <= 0) {
      throw new Error(`ffprobe found no video length in ${file}: ${result.stderr}`);
    }
    exact += seconds;
    ends.push(Math.round(exact * 1e6));
  }
  return ends.map((end, i) => (end - (ends[i - 1] ?? 0)) / 1e6);
}
