import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteFrames, segmentsOf } from './note-frames.ts';
import type { Note } from './notes.ts';

const run = promisify(execFile);

const note = (start: number | null): Note => ({
  author: 'Ana',
  createdAt: new Date(),
  text: 'note',
  start,
  end: null,
  annotation: null,
  replies: [],
});

/** The mean brightness (JPEG's full-range luma) of a JPEG, 0–255. */
async function brightness(jpeg: Buffer): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'frame-'));
  try {
    const file = join(folder, 'frame.jpg');
    await writeFile(file, jpeg);
    const args = ['-v', 'error', '-i', file, '-vf', 'scale=2:2', '-f', 'rawvideo'];
    const { stdout } = await run('ffmpeg', [...args, '-pix_fmt', 'yuvj420p', 'pipe:1'], {
      encoding: 'buffer',
    });
    return stdout[0] ?? -1;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('note frames', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hls-'));
    await mkdir(join(folder, 'hls/270p'), { recursive: true });
    // 4 s at 25 fps whose brightness tells the frame: 16 + 10 × (n mod 20), in 2 s fMP4 segments
    // with timestamps as encoded, as the transcoder writes them.
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=64x64:r=25:d=4'],
      ...['-vf', "geq=lum='16+10*mod(N,20)':cb=128:cr=128", '-c:v', 'libx264', '-g', '50'],
      ...['-pix_fmt', 'yuv420p', '-avoid_negative_ts', 'disabled', '-f', 'hls'],
      ...['-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
      ...['-hls_fmp4_init_filename', 'init.mp4'],
      ...['-hls_segment_filename', join(folder, 'hls/270p/segment_%05d.m4s')],
      join(folder, 'hls/270p/index.m3u8'),
    ]);
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads the segments of a media playlist with their start times', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\na.m4s\n#EXTINF:1.5,\nb.m4s\n';
    expect(segmentsOf(playlist)).toEqual({
      init: 'init.mp4',
      segments: [
        { uri: 'a.m4s', start: 0, end: 2 },
        { uri: 'b.m4s', start: 2, end: 3.5 },
      ],
    });
  });

  it('takes the frame each note was made on, from the segment holding it', async () => {
    const notes = [note(37), note(53), note(null)];
    const level = { name: '270p', width: 64, height: 64, bandwidth: 1, hdr: false };
    const frames = await noteFrames(
      (key) => readFile(join(folder, key)),
      { levels: [{ ...level, playlistKey: 'hls/270p/index.m3u8' }], fps: 25 },
      notes,
    );
    expect(frames.size).toBe(2);
    // Frame 37 is 16 + 10 × 17 bright, 53 is 16 + 10 × 13, stretched to JPEG's full range.
    const fullRange = (luma: number) => ((luma - 16) * 255) / 219;
    for (const [index, luma] of [186, 146].entries()) {
      const frame = frames.get(notes[index] as Note) ?? Buffer.alloc(0);
      expect(Math.abs((await brightness(frame)) - fullRange(luma))).toBeLessThan(5);
    }
  });
});
