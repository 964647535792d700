import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLocalDiskStorage, type ObjectStorage } from '@rushes/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_TIMECODE,
  makeAudioFile,
  makeCorruptFile,
  makeHdr10Clip,
  makeImage,
  makePdf,
  makeTimecodeClip,
} from '../testing/media-fixtures.ts';
import { hdr10Of } from './hdr10.ts';
import {
  type MediaError,
  type PlayableLevel,
  type ProbeResult,
  type PublishedLevel,
  processVersion,
} from './index.ts';
import { mediaSegments } from './master-playlist.ts';

const run = promisify(execFile);
const prefix = 'projects/p1/assets/a1/v1/';
let dir: string;
let storage: ObjectStorage;
const media: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rushes-pipeline-'));
  storage = createLocalDiskStorage({
    root: join(dir, 'storage'),
    publicBaseUrl: '',
    signingSecret: 's',
  });
  const [clip, audio, corrupt, image, pdf, hdr, large] = await Promise.all([
    makeTimecodeClip(dir, { seconds: 2.5, width: 640, height: 360 }),
    makeAudioFile(dir, 3),
    makeCorruptFile(dir),
    makeImage(dir, 800, 600),
    makePdf(dir),
    makeHdr10Clip(dir, { seconds: 2, width: 640, height: 360 }),
    makeTimecodeClip(dir, { seconds: 6, width: 1280, height: 720 }),
  ]);
  Object.assign(media, { clip, audio, corrupt, image, pdf, hdr, large });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Run {
  probe: ProbeResult | null;
  playable: { level: PlayableLevel; masterKey: string }[];
  levels: { level: PublishedLevel; masterKey: string }[];
  /** Each callback's name (`playable:270p`, `level:270p`) in the order called. */
  steps: string[];
  progress: number[];
  workDir: string;
}

async function process(name: string, mimetype: string, signal = new AbortController().signal) {
  const file = media[name] ?? '';
  const sourceKey = `${prefix}source-${name}`;
  await storage.putObject(sourceKey, await readFile(file), { contentType: mimetype });
  const seen: Run = {
    ...{ probe: null, playable: [], levels: [], steps: [], progress: [] },
    workDir: join(dir, `work-${name}`),
  };
  const outputs = processVersion({
    sourceKey,
    outputPrefix: `${prefix}${name}/`,
    filename: file.slice(file.lastIndexOf('/') + 1),
    mimetype,
    storage,
    workDir: seen.workDir,
    ffmpegPath: 'ffmpeg',
    ffprobePath: 'ffprobe',
    signal,
    onProbe: async (probe) => {
      seen.probe = probe;
    },
    onPlayable: async (level, masterKey) => {
      seen.playable.push({ level, masterKey });
      seen.steps.push(`playable:${level.name}`);
    },
    onLevel: async (level, masterKey) => {
      seen.levels.push({ level, masterKey });
      seen.steps.push(`level:${level.name}`);
    },
    onProgress: async (percent) => {
      seen.progress.push(percent);
    },
  });
  return { outputs, seen };
}

async function bytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.getObject(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const text = async (key: string) => (await bytes(key)).toString('utf8');

/** ffprobe's view (`stream=…` entries) of stored objects joined into one local file. */
async function probeStored(keys: string[], entries: string): Promise<string> {
  const file = join(dir, keys[0]?.replaceAll('/', '_') ?? 'empty');
  await writeFile(file, Buffer.concat(await Promise.all(keys.map(bytes))));
  const args = ['-v', 'error', '-select_streams', 'v:0', '-show_entries', `stream=${entries}`];
  const { stdout } = await run('ffprobe', [...args, '-of', 'csv=p=0:s=x', file]);
  return stdout.trim();
}

const sizeOf = (key: string) => probeStored([key], 'width,height');

/** The HDR10 metadata of the first picture of stored objects joined into one local file. */
async function firstFrameHdr10(keys: string[]) {
  const file = join(dir, 'first-frame-hdr10.mp4');
  await writeFile(file, Buffer.concat(await Promise.all(keys.map(bytes))));
  const args = ['-v', 'error', '-select_streams', 'v:0', '-read_intervals', '%+#1'];
  const entries = ['-show_frames', '-show_entries', 'frame=side_data_list', '-of', 'json'];
  const { stdout } = await run('ffprobe', [...args, ...entries, file]);
  return hdr10Of(JSON.parse(stdout).frames?.[0]?.side_data_list ?? []);
}

/** When the first picture of a level is shown: the player's frame numbers count from here. */
async function firstFrameTime(playlistKey: string): Promise<number> {
  const folder = playlistKey.slice(0, playlistKey.lastIndexOf('/') + 1);
  const [init, first] = mediaSegments(await text(playlistKey));
  const file = join(dir, 'first-frame.mp4');
  await writeFile(
    file,
    Buffer.concat(await Promise.all([init, first].map((s) => bytes(`${folder}${s?.uri}`)))),
  );
  const args = ['-v', 'error', '-select_streams', 'v:0', '-read_intervals', '%+#1'];
  const entries = ['-show_entries', 'frame=best_effort_timestamp_time', '-of', 'csv=p=0'];
  const { stdout } = await run('ffprobe', [...args, ...entries, file]);
  return Number.parseFloat(stdout);
}

describe('processVersion', () => {
  it('probes a clip, publishes its ladder up to the source height, then stills and sprites', async () => {
    const { outputs, seen } = await process('clip', 'video/quicktime');
    const result = await outputs;
    expect(seen.probe).toMatchObject({
      fps: 25,
      timecode: FIXTURE_TIMECODE,
      width: 640,
      height: 360,
      videoCodec: 'h264',
      audioCodec: 'aac',
      hdr: false,
    });
    expect(Math.abs((seen.probe?.durationMs ?? 0) - 2500)).toBeLessThan(100);
    expect(seen.levels.map(({ level }) => level.name)).toEqual(['270p', '360p']);
    expect(seen.levels[0]?.level).toMatchObject({ width: 480, height: 270, hdr: false });
    // the first level plays from its first segments; it stays an EVENT playlist, now ended
    expect(seen.steps).toEqual(['playable:270p', 'level:270p', 'level:360p']);
    const { bandwidth: _, ...whole } = seen.levels[0]?.level ?? { bandwidth: 0 };
    expect(seen.playable[0]).toEqual({ level: whole, masterKey: `${prefix}clip/hls/master.m3u8` });
    const first = await text(seen.levels[0]?.level.playlistKey ?? '');
    expect(first).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(first).toContain('#EXT-X-ENDLIST');
    expect(await text(seen.levels[1]?.level.playlistKey ?? '')).toContain(
      '#EXT-X-PLAYLIST-TYPE:VOD',
    );
    const master = await text(`${prefix}clip/hls/master.m3u8`);
    expect(seen.levels[0]?.masterKey).toBe(`${prefix}clip/hls/master.m3u8`);
    const variants = master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF'));
    expect(variants).toHaveLength(2);
    expect(variants[1]).toMatch(
      /BANDWIDTH=\d+,.*CODECS="avc1\.64001e,mp4a\.40\.2",RESOLUTION=640x360/,
    );
    const level = mediaSegments(await text(seen.levels[1]?.level.playlistKey ?? ''));
    expect(level[0]?.uri).toBe('init.mp4');
    expect(await firstFrameTime(seen.levels[0]?.level.playlistKey ?? '')).toBe(0);
    expect(level.reduce((sum, s) => sum + s.duration, 0)).toBeCloseTo(2.5, 1);
    expect(await sizeOf(result.playerSprite?.keys[0] ?? '')).toBe(`${6 * 160}x${10 * 90}`);
    expect(await sizeOf(result.thumbnailSprite?.keys[0] ?? '')).toBe(`${6 * 320}x${5 * 180}`);
    expect(result.playerSprite).toMatchObject({
      columns: 6,
      rows: 10,
      tileWidth: 160,
      tileHeight: 90,
    });
    expect(result.thumbnailSprite?.frameCount).toBe(30);
    expect(await sizeOf(result.posterKey ?? '')).toBe('640x360');
    expect(result.waveformKey).toBeNull();
    expect(seen.progress).toEqual([...seen.progress].sort((a, b) => a - b));
    expect(seen.progress.at(-1)).toBe(100);
    expect(await readdir(seen.workDir)).toEqual([]);
  });

  it('keeps an HDR10 source as HEVC and AV1 Main 10 PQ levels beside the tone-mapped SDR ladder', async () => {
    const { outputs, seen } = await process('hdr', 'video/mp4');
    await outputs;
    expect(seen.probe).toMatchObject({ hdr: true, colorTransfer: 'smpte2084' });
    const names = seen.levels.map(({ level }) => `${level.name}:${level.hdr}`);
    expect(names).toEqual([
      '270p:false',
      '360p:false',
      '270p-hdr-hevc:true',
      '270p-hdr-av1:true',
      '360p-hdr-hevc:true',
      '360p-hdr-av1:true',
    ]);
    const master = await text(`${prefix}hdr/hls/master.m3u8`);
    expect(master).toMatch(
      /CODECS="hvc1\.2\.4\.L90\.90",RESOLUTION=640x360,FRAME-RATE=25\.000,VIDEO-RANGE=PQ\n360p-hdr-hevc\//,
    );
    expect(master).toMatch(
      /CODECS="av01\.0\.01M\.10\.0\.111\.09\.16\.09\.0",RESOLUTION=640x360,.*VIDEO-RANGE=PQ\n360p-hdr-av1\//,
    );
    const stream =
      'codec_name,codec_tag_string,profile,level,pix_fmt,color_primaries,color_transfer';
    const firstSegment = async (name: string) => {
      const key = seen.levels.find(({ level }) => level.name === name)?.level.playlistKey ?? '';
      const folder = key.slice(0, key.lastIndexOf('/') + 1);
      const [init, first] = mediaSegments(await text(key));
      return [`${folder}${init?.uri}`, `${folder}${first?.uri}`];
    };
    const probeLevel = async (name: string) => probeStored(await firstSegment(name), stream);
    expect(await probeLevel('360p-hdr-hevc')).toBe(
      'hevcxMain 10xhvc1xyuv420p10lex90xsmpte2084xbt2020',
    );
    expect(await probeLevel('360p-hdr-av1')).toBe('av1xMainxav01xyuv420p10lex1xsmpte2084xbt2020');
    // the source's HDR10 mastering display and light levels reach both HDR codecs
    for (const name of ['360p-hdr-hevc', '360p-hdr-av1']) {
      const hdr10 = await firstFrameHdr10(await firstSegment(name));
      expect(hdr10?.lightLevel).toEqual({ maxCll: 1000, maxFall: 400 });
      expect(hdr10?.mastering?.maxLuminance).toBeCloseTo(1000);
      expect(hdr10?.mastering?.green[0]).toBeCloseTo(0.265, 3);
    }
  });

  it('gives audio one AAC level and a waveform picture', async () => {
    const { outputs, seen } = await process('audio', 'audio/mp4');
    const result = await outputs;
    expect(seen.probe).toMatchObject({ audioCodec: 'aac', videoCodec: null, fps: null });
    expect(Math.abs((seen.probe?.durationMs ?? 0) - 3000)).toBeLessThan(100);
    expect(seen.levels.map(({ level }) => level)).toMatchObject([{ name: 'audio', width: 0 }]);
    expect(await text(`${prefix}audio/hls/master.m3u8`)).toContain('CODECS="mp4a.40.2"');
    expect(await sizeOf(result.waveformKey ?? '')).toBe('1920x256');
    expect(result.posterKey).toBeNull();
  });

  it('makes poster and thumbnail of an image, and nothing to play', async () => {
    const { outputs, seen } = await process('image', 'image/png');
    const result = await outputs;
    expect(seen.probe).toMatchObject({
      width: 800,
      height: 600,
      videoCodec: 'png',
      durationMs: null,
    });
    expect(seen.levels).toEqual([]);
    expect(seen.playable).toEqual([]);
    expect(await sizeOf(result.posterKey ?? '')).toBe('800x600');
    expect(await sizeOf(result.thumbnailKey ?? '')).toBe('480x360');
    expect(result.playerSprite).toBeNull();
  });

  it('renders page 1 of a PDF as its thumbnail when pdftoppm is installed', async () => {
    const hasPdftoppm = await run('pdftoppm', ['-v']).then(
      () => true,
      () => false,
    );
    const { outputs, seen } = await process('pdf', 'application/pdf');
    const result = await outputs;
    expect(seen.probe?.durationMs).toBeNull();
    if (hasPdftoppm) expect(await sizeOf(result.thumbnailKey ?? '')).toMatch(/^\d+x640$/);
    else expect(result.thumbnailKey).toBeNull();
  });

  it('fails a corrupt file with a reason a user can read', async () => {
    const { outputs, seen } = await process('corrupt', 'video/quicktime');
    const error: MediaError = await outputs.then(
      () => Promise.reject(new Error('expected a MediaError')),
      (caught) => caught,
    );
    expect(error.name).toBe('MediaError');
    expect(error.reason).toBe('This file could not be read as video, audio or an image.');
    expect(seen.probe).toBeNull();
    expect(await readdir(seen.workDir)).toEqual([]);
  });

  it('stops ffmpeg when aborted', async () => {
    const controller = new AbortController();
    const { outputs, seen } = await process('large', 'video/quicktime', controller.signal);
    const started = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if ((seen.progress.at(-1) ?? 0) > 3) resolve(clearInterval(poll));
      }, 20);
    });
    await Promise.race([started, outputs]);
    controller.abort(new Error('cancelled by the test'));
    await expect(outputs).rejects.toThrow('cancelled by the test');
    expect(await processesMentioning(seen.workDir)).toEqual([]);
    expect(await readdir(seen.workDir)).toEqual([]);
  });
});

/** Command lines of running processes that name `path`. */
async function processesMentioning(path: string): Promise<string[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const lines = await Promise.all(
    pids.map((pid) => readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')),
  );
  return lines.filter((line) => line.includes(path));
}
