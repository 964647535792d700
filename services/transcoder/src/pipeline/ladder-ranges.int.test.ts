import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keyframesNear } from './ladder-ranges.ts';

let folder: string;
let clip: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ladder-ranges-'));
  clip = join(folder, 'long-gop.mp4');
  // a keyframe every 12 s, as some cameras' long GOPs have: at 0, 12 and 24 s
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=30'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '300', '-sc_threshold', '0', clip],
  ]);
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('finds the keyframe after a target far from the keyframe before it', async () => {
  const signal = new AbortController().signal;
  // ffprobe seeks to 12 for 14.5: the keyframe at 24 is still within 10 s of the target
  expect(await keyframesNear('ffprobe', clip, 0, [14.5], signal)).toContain(24);
  // and nothing past the window: from 1, the keyframe at 12 is 11 s on
  expect(await keyframesNear('ffprobe', clip, 0, [1], signal)).not.toContain(12);
});
