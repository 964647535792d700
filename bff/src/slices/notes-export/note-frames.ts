import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PRIVATE_FILE_MODE } from '@rushes/runtime';
import type { Note } from './notes.ts';

const run = promisify(execFile);

/** A PDF shows at most this many frames: each is a storage read and an ffmpeg run. */
export const MAX_FRAMES = 24;
const FRAME_WIDTH = 320;

/** What the frames need of an HLS level of a version. */
interface Level {
  width: number;
  hdr: boolean;
  playlistKey: string;
}

/** One HLS media segment: its file and where it starts, in seconds. */
export interface Segment {
  uri: string;
  start: number;
  end: number;
}

/** The init file and segments of an fMP4 media playlist, with their start times. */
export function segmentsOf(playlist: string): { init: string | null; segments: Segment[] } {
  let init: string | null = null;
  let duration: number | null = null;
  let start = 0;
  const segments: Segment[] = [];
  for (const line of playlist.split('\n').map((text) => text.trim())) {
    const map = /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(line);
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (map?.[1]) init = map[1];
    else if (inf?.[1]) duration = Number(inf[1]);
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, start, end: start + duration });
      start += duration;
      duration = null;
    }
  }
  return { init, segments };
}

/** The ffmpeg arguments of the frame starting at `seconds` (timestamps as encoded) to a JPEG. */
const frameArgs = (file: string, seconds: number, fps: number) => [
  ...['-v', 'error', '-copyts', '-i', file],
  // The first frame at or after a tenth of a frame before it: that frame, whatever the rounding.
  ...['-vf', `trim=start=${Math.max(0, seconds - 0.1 / fps).toFixed(4)},scale=${FRAME_WIDTH}:-2`],
  ...['-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '5', '-f', 'image2', 'pipe:1'],
];

/** Reads a stored file whole (playlists and segments are small). */
export type ReadStored = (key: string) => Promise<Buffer>;

/**
 * The frame each positioned note (the first `limit`) was made on, from the smallest SDR level of
 * the version's HLS rendition: the init file and the one segment holding it, joined and decoded.
 * A note whose frame cannot be read has none; the notes keep their text either way.
 */
export async function noteFrames(
  read: ReadStored,
  version: { levels: readonly Level[]; fps: number },
  notes: readonly Note[],
  limit = MAX_FRAMES,
): Promise<Map<Note, Buffer>> {
  const frames = new Map<Note, Buffer>();
  const [level] = [...version.levels].filter((l) => !l.hdr).sort((a, b) => a.width - b.width);
  const positioned = notes.filter((note) => note.start !== null).slice(0, limit);
  if (!level || positioned.length === 0) return frames;
  const folder = level.playlistKey.slice(0, level.playlistKey.lastIndexOf('/') + 1);
  const { init, segments } = segmentsOf((await read(level.playlistKey)).toString('utf8'));
  if (!init) return frames;
  const head = await read(folder + init);
  const work = await mkdtemp(join(tmpdir(), 'rushes-frames-'));
  try {
    for (const [index, note] of positioned.entries()) {
      const seconds = (note.start ?? 0) / version.fps;
      const segment = segments.find((s) => seconds < s.end) ?? segments.at(-1);
      if (!segment) break;
      const file = join(work, `${index}.mp4`);
      try {
        const clip = Buffer.concat([head, await read(folder + segment.uri)]);
        await writeFile(file, clip, { mode: PRIVATE_FILE_MODE });
        const { stdout } = await run('ffmpeg', frameArgs(file, seconds, version.fps), {
          encoding: 'buffer',
          maxBuffer: 4 * 1024 * 1024,
        });
        if (stdout.length > 0) frames.set(note, stdout);
      } catch {
        // A missing segment or an undecodable one: this note goes without its picture.
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return frames;
}
