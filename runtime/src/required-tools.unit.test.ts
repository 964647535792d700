import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  inputProtocols,
  listedNames,
  packagedBinary,
  resolveMediaTools,
  resolveTool,
} from './required-tools.ts';

// The static builds npm installed (optional dependencies of this package), run for real.
const bundledFfmpeg = packagedBinary('@ffmpeg-installer/ffmpeg');
const bundledFfprobe = packagedBinary('@ffprobe-installer/ffprobe');

const folder = mkdtempSync(join(tmpdir(), 'rushes-tools-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A folder holding `ffmpeg` (the bundled build under another path), for a PATH. */
function folderWithFfmpeg(name: string): string {
  const dir = join(folder, name);
  mkdirSync(dir);
  symlinkSync(bundledFfmpeg ?? 'missing', join(dir, 'ffmpeg'));
  return dir;
}

const ffmpeg = { name: 'ffmpeg', variable: 'FFMPEG_PATH' };
const packageName = '@ffmpeg-installer/ffmpeg';

describe('resolveTool', () => {
  it('finds the bundled build of both tools on this platform', () => {
    expect(bundledFfmpeg).toMatch(/ffmpeg$/);
    expect(bundledFfprobe).toMatch(/ffprobe$/);
  });

  it('runs what FFMPEG_PATH names, even with an ffmpeg on PATH', () => {
    const chosen = join(folderWithFfmpeg('chosen'), 'ffmpeg');
    const onPath = folderWithFfmpeg('path-too');
    const tool = resolveTool({ ...ffmpeg, configured: chosen, packageName }, onPath);
    expect(tool).toMatchObject({ command: chosen, source: 'variable' });
  });

  it('takes the ffmpeg on PATH before the bundled one when FFMPEG_PATH is unset', () => {
    const empty = join(folder, 'empty');
    mkdirSync(empty);
    const onPath = folderWithFfmpeg('on-path');
    const tool = resolveTool(
      { ...ffmpeg, configured: 'ffmpeg', packageName },
      [empty, onPath].join(delimiter),
    );
    expect(tool).toMatchObject({ command: join(onPath, 'ffmpeg'), source: 'path' });
    expect(typeof tool !== 'string' && tool.version).toMatch(/^N-\d+/);
  });

  it('falls back to the bundled build when PATH has no ffmpeg', () => {
    const tool = resolveTool({ ...ffmpeg, configured: 'ffmpeg', packageName }, '/nonexistent');
    expect(tool).toMatchObject({ command: bundledFfmpeg, source: 'package' });
  });

  it('never falls back when FFMPEG_PATH names a program that does not run', () => {
    const tool = resolveTool(
      { ...ffmpeg, configured: join(folder, 'no-such-ffmpeg'), packageName },
      '/nonexistent',
    );
    expect(tool).toMatch(/^FFMPEG_PATH is ".*no-such-ffmpeg", which does not run/);
  });

  it('says what to install when neither PATH nor npm has one', () => {
    const tool = resolveTool(
      { ...ffmpeg, configured: 'ffmpeg', packageName },
      '/nonexistent',
      () => undefined,
    );
    expect(tool).toMatch(/not on PATH.*apt-get install ffmpeg.*FFMPEG_PATH/);
  });
});

describe('resolveMediaTools', () => {
  it("lists the bundled ffmpeg's encoders and filters", () => {
    const media = resolveMediaTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' }, '');
    if ('problems' in media) throw new Error(media.problems.join('\n'));
    expect(media.ffprobe.source).toBe('package');
    expect([...media.features.encoders]).toEqual(
      expect.arrayContaining(['libx264', 'libx265', 'aac']),
    );
    expect(media.features.encoders.has('libsvtav1')).toBe(false);
    expect([...media.features.filters]).toEqual(
      expect.arrayContaining(['zscale', 'tonemap', 'drawtext']),
    );
  });

  it("knows the bundled ffmpeg reads RTMP but not SRT (Live assets' SRT feeds need another)", () => {
    const media = resolveMediaTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' }, '');
    if ('problems' in media) throw new Error(media.problems.join('\n'));
    expect(media.features.protocols.has('rtmp')).toBe(true);
    expect(media.features.protocols.has('srt')).toBe(false);
  });

  it('reads the input protocols, not the output ones', () => {
    const listing =
      'Supported file protocols:\nInput:\n  file\n  srt\nOutput:\n  file\n  icecast\n';
    expect([...inputProtocols(listing)]).toEqual(['file', 'srt']);
  });

  it('reads names after the flags, not the legend', () => {
    const listing = ' V..... = Video\n ------\n V....D libx264   H.264\n A....D aac  AAC\n';
    expect([...listedNames(listing)]).toEqual(['libx264', 'aac']);
  });
});
