import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A source of `length` seconds: a one-minute clip repeated by stream copy (or cut, for less
 * than a minute), so making an hour of 1080p costs seconds, not an hour of encoding.
 */
export async function longSourceOf(
  ffmpegPath: string,
  dir: string,
  base: string,
  length: number,
): Promise<string> {
  const file = join(dir, `source-${length}s.mov`);
  const repeat = Math.max(0, Math.ceil(length / 60) - 1);
  const args = ['-v', 'error', '-y', '-stream_loop', String(repeat), '-i', base];
  const streams = ['-map', '0:v:0', '-map', '0:a:0', '-c', 'copy', '-t', String(length)];
  await promisify(execFile)(ffmpegPath, [...args, ...streams, file]);
  return file;
}
