import { describe, expect, it } from 'vitest';
import {
  audioRunArgs,
  imageRunArgs,
  joinRunArgs,
  pdfThumbnailArgs,
  videoRunArgs,
} from './ffmpeg-args.ts';
import { planLadder, type VideoSource } from './ladder.ts';
import { parseProbe } from './probe.ts';
import { timecodeClipProbe } from './probe-samples.ts';
import { planImageStills } from './stills.ts';
import { planVideo } from './video-plan.ts';

const start = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error'];
const progress = ['-progress', 'pipe:1', '-y'];
const gop = ['-g', '50', '-sc_threshold', '0', '-force_key_frames', 'expr:gte(t,n_forced*2)'];
const aac = ['-map', '0:1', '-c:a', 'aac', '-b:a', '128000', '-ac', '2', '-ar', '48000'];
const flags = { vod: 'independent_segments', event: 'independent_segments+temp_file' };
const hls = (level: string, type: 'vod' | 'event' = 'vod') => [
  ...['-map_metadata', '-1', '-map_chapters', '-1', '-avoid_negative_ts', 'disabled'],
  ...['-f', 'hls', '-hls_time', '2'],
  ...['-hls_playlist_type', type, '-hls_flags', flags[type]],
  ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
  ...['-hls_segment_filename', `/w/out/hls/${level}/segment_%05d.m4s`],
  `/w/out/hls/${level}/index.m3u8`,
];
const x264 = (label: string, level: string, maxrate: number) => [
  ...['-map', `[${label}]`, '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high'],
  ...['-level:v', level, '-pix_fmt', 'yuv420p', '-crf', '23'],
  ...['-maxrate', `${maxrate}`, '-bufsize', `${maxrate * 2}`],
];
const jpeg = (label: string, quality: string) => [
  '-map',
  `[${label}]`,
  '-c:v',
  'mjpeg',
  '-q:v',
  quality,
];
const still = (label: string, file: string) => [
  ...['-map', `[${label}]`, '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '3'],
  ...['-f', 'image2', '-update', '1', `/w/out/${file}`],
];

describe('the 1080p25 clip', () => {
  const media = parseProbe(timecodeClipProbe);
  if (!media.picture) throw new Error('the clip has a picture');
  const picture = media.picture;
  const plan = planVideo(media, picture, { input: '/w/source.mov', outDir: '/w/out' });
  const runArgs = (index: number) => {
    const run = plan.runs[index];
    if (!run) throw new Error(`the plan has no run ${index}`);
    return videoRunArgs(run);
  };

  it('runs the lowest level, growing as it encodes, with both sprites, poster and thumbnail from one decode', () => {
    expect(runArgs(0)).toEqual([
      ...start,
      ...progress,
      ...['-i', '/w/source.mov', '-filter_complex'],
      [
        '[0:0]split=5[b0][b1][b2][b3][b4]',
        '[b0]scale=480:270,setsar=1[v0]',
        '[b1]fps=60000/10000,trim=end_frame=60,scale=160:90,setsar=1,tile=6x10[s0]',
        '[b2]fps=30000/10000,trim=end_frame=30,scale=320:180,setsar=1,tile=6x5[s1]',
        '[b3]trim=start=1.000,trim=end_frame=1,scale=1920:1080,setsar=1[poster]',
        '[b4]trim=start=1.000,trim=end_frame=1,scale=640:360,setsar=1[thumb]',
      ].join(';'),
      ...[...x264('v0', '3.0', 400_000), ...gop, ...aac, ...hls('270p', 'event')],
      ...[...jpeg('s0', '5'), '-f', 'image2', '-start_number', '0', '/w/out/sprites/player_%d.jpg'],
      ...[...jpeg('s1', '5'), '-f', 'image2', '-start_number', '0', '/w/out/sprites/thumb_%d.jpg'],
      ...still('poster', 'poster.jpg'),
      ...still('thumb', 'thumbnail.jpg'),
    ]);
  });

  it('then every other level from a second decode', () => {
    expect(plan.runs).toHaveLength(2);
    expect(runArgs(1)).toEqual([
      ...start,
      ...progress,
      ...['-i', '/w/source.mov', '-filter_complex'],
      [
        '[0:0]split=4[b0][b1][b2][b3]',
        '[b0]scale=640:360,setsar=1[v0]',
        '[b1]scale=960:540,setsar=1[v1]',
        '[b2]scale=1280:720,setsar=1[v2]',
        '[b3]scale=1920:1080,setsar=1[v3]',
      ].join(';'),
      ...[...x264('v0', '3.0', 800_000), ...gop, ...aac, ...hls('360p')],
      ...[...x264('v1', '3.1', 1_600_000), ...gop, ...aac, ...hls('540p')],
      ...[...x264('v2', '3.1', 3_000_000), ...gop, ...aac, ...hls('720p')],
      ...[...x264('v3', '4.0', 6_000_000), ...gop, ...aac, ...hls('1080p')],
    ]);
    expect(plan.shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1);
  });

  it('encodes a range of those levels from its keyframe on, each to a video-only MP4', () => {
    const [, rest] = plan.runs;
    if (!rest) throw new Error('the plan has a ladder');
    const slice = { startSeconds: 60.06, durationSeconds: 59.94, dir: 'ranges/1/1' };
    const args = videoRunArgs({ ...rest, levels: rest.levels.slice(0, 2), slice });
    const mp4 = (level: string) => ['-an', '-map_metadata', '-1', '-f', 'mp4'].concat(level);
    expect(args).toEqual([
      ...start,
      ...progress,
      ...['-ss', '60.06', '-i', '/w/source.mov', '-filter_complex'],
      [
        '[0:0]trim=duration=59.94,split=2[b0][b1]',
        '[b0]scale=640:360,setsar=1[v0]',
        '[b1]scale=960:540,setsar=1[v1]',
      ].join(';'),
      ...[...x264('v0', '3.0', 800_000), ...gop, ...mp4('/w/out/ranges/1/1/360p.mp4')],
      ...[...x264('v1', '3.1', 1_600_000), ...gop, ...mp4('/w/out/ranges/1/1/540p.mp4')],
    ]);
    // The first range starts at the file's start; the last runs to its end.
    const last = videoRunArgs({ ...rest, slice: { ...slice, durationSeconds: null } });
    expect(last.join(' ')).not.toContain('trim=duration');
    const first = videoRunArgs({ ...rest, slice: { ...slice, startSeconds: 0 } });
    expect(first).not.toContain('-ss');
  });

  it("joins each level's ranges, copied, beside the source's sound encoded once", () => {
    const [, rest] = plan.runs;
    if (!rest) throw new Error('the plan has a ladder');
    const [p360, p540] = rest.levels;
    if (!p360 || !p540) throw new Error('the ladder has 360p and 540p');
    const levels = [
      { level: p360, list: '/w/out/ranges/1/360p.txt' },
      { level: p540, list: '/w/out/ranges/1/540p.txt' },
    ];
    const concat = (list: string) => ['-f', 'concat', '-safe', '0', '-i', list];
    const audio = ['-map', '2:1', ...aac.slice(2)];
    expect(
      joinRunArgs({ input: '/w/source.mov', outDir: '/w/out', audioStream: 1, levels }),
    ).toEqual([
      ...start,
      ...progress,
      ...concat('/w/out/ranges/1/360p.txt'),
      ...concat('/w/out/ranges/1/540p.txt'),
      ...['-i', '/w/source.mov'],
      ...['-map', '0:v:0', '-c:v', 'copy', ...audio, ...hls('360p')],
      ...['-map', '1:v:0', '-c:v', 'copy', ...audio, ...hls('540p')],
    ]);
  });
});

describe('an HDR (PQ) source', () => {
  const source: VideoSource = { width: 1920, height: 1080, fps: 25, hasAudio: false, range: 'PQ' };
  const names = ['270p', '720p-hdr-hevc', '720p-hdr-av1'];
  const levels = planLadder(source).filter((l) => names.includes(l.name));

  it('tone-maps its SDR levels and keeps PQ in HEVC and AV1 Main 10 for its HDR levels', () => {
    const args = videoRunArgs({
      input: '/w/in.mp4',
      outDir: '/w/out',
      videoStream: 0,
      audioStream: null,
      range: 'PQ',
      deinterlace: false,
      durationMs: 2000,
      levels,
      sprites: [],
      stills: null,
    });
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      [
        '[0:0]split=3[b0][b1][b2]',
        '[b0]scale=480:270,zscale=tin=smpte2084:min=bt2020nc:pin=bt2020:t=linear:npl=100,' +
          'format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,' +
          'zscale=t=bt709:m=bt709:r=tv,format=yuv420p,setsar=1[v0]',
        '[b1]scale=1280:720,setsar=1[v1]',
        '[b2]scale=1280:720,setsar=1[v2]',
      ].join(';'),
    );
    const tags = [
      '-color_primaries',
      'bt2020',
      '-color_trc',
      'smpte2084',
      '-colorspace',
      'bt2020nc',
    ];
    const from = (label: string) => args.slice(args.indexOf(label) - 1);
    expect(from('[v1]').slice(0, from('[v1]').indexOf('-force_key_frames'))).toEqual([
      ...['-map', '[v1]', '-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1'],
      ...['-profile:v', 'main10', '-pix_fmt', 'yuv420p10le', ...tags, '-crf', '26'],
      '-x265-params',
      'level-idc=3.1:colorprim=bt2020:transfer=smpte2084:colormatrix=bt2020nc:' +
        'vbv-maxrate=3750:vbv-bufsize=7500:keyint=50:min-keyint=50:scenecut=0:open-gop=0:' +
        'log-level=error',
    ]);
    expect(from('[v2]').slice(0, from('[v2]').indexOf('-force_key_frames'))).toEqual([
      ...['-map', '[v2]', '-c:v', 'libsvtav1', '-preset', '12', '-pix_fmt', 'yuv420p10le'],
      ...[...tags, '-chroma_sample_location', 'left', '-crf', '35', '-g', '50'],
      ...['-svtav1-params', 'mbr=3750'],
    ]);
    expect(from('[v0]').slice(0, 4)).toEqual(['-map', '[v0]', '-c:v', 'libx264']);
    expect(args.filter((arg) => /hdr10|enable-hdr/.test(arg))).toEqual([]);
  });

  it('carries HDR10 metadata to the HDR levels', () => {
    const hdr10 = {
      mastering: {
        red: [0.68, 0.32],
        green: [0.265, 0.69],
        blue: [0.15, 0.06],
        whitePoint: [0.3127, 0.329],
        minLuminance: 0.005,
        maxLuminance: 1000,
      },
      lightLevel: { maxCll: 1000, maxFall: 400 },
    } as const;
    const args = videoRunArgs({
      input: '/w/in.mp4',
      outDir: '/w/out',
      videoStream: 0,
      audioStream: null,
      range: 'PQ',
      hdr10,
      deinterlace: false,
      durationMs: 2000,
      levels,
      sprites: [],
      stills: null,
    });
    const x265 = args[args.indexOf('-x265-params') + 1];
    expect(x265).toContain(
      ':hdr10=1:master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)' +
        'L(10000000,50):max-cll=1000,400:',
    );
    expect(args[args.indexOf('-svtav1-params') + 1]).toBe(
      'mbr=3750:enable-hdr=1:mastering-display=G(0.265,0.69)B(0.15,0.06)R(0.68,0.32)' +
        'WP(0.3127,0.329)L(1000,0.005):content-light=1000,400',
    );
    expect(args).not.toContain('-c:a');
  });
});

describe('an interlaced source', () => {
  it('is deinterlaced once, frame for frame, before the split', () => {
    const interlaced = { streams: [{ ...timecodeClipProbe.streams[0], field_order: 'tt' }] };
    const media = parseProbe({ ...timecodeClipProbe, ...interlaced });
    if (!media.picture) throw new Error('the clip has a picture');
    const [run] = planVideo(media, media.picture, { input: '/w/in.mxf', outDir: '/w/out' }).runs;
    const args = run ? videoRunArgs(run) : [];
    expect(args[args.indexOf('-filter_complex') + 1]).toMatch(
      /^\[0:0\]bwdif=mode=send_frame,split=5\[b0\]/,
    );
  });
});

describe('a source over the frame rate limit', () => {
  const fast = { streams: [{ ...timecodeClipProbe.streams[0], avg_frame_rate: '120000/1001' }] };
  const media = parseProbe({ ...timecodeClipProbe, ...fast });
  if (!media.picture) throw new Error('the clip has a picture');
  const plan = planVideo(
    media,
    media.picture,
    { input: '/w/in.mov', outDir: '/w/out' },
    {
      cappedFps: 59.94,
    },
  );

  it('keeps the capped rate once, before the split', () => {
    const [run] = plan.runs;
    const args = run ? videoRunArgs(run) : [];
    expect(args[args.indexOf('-filter_complex') + 1]).toMatch(/^\[0:0\]fps=59\.94,split=5\[b0\]/);
  });

  it('plans its levels and their keyframes at the capped rate', () => {
    expect(plan.ladder.map((level) => [level.frameRate, level.gopFrames])).toEqual(
      plan.ladder.map(() => [59.94, 120]),
    );
  });
});

describe('audio, image and PDF', () => {
  it('encodes an audio-only level and draws the waveform from one decode', () => {
    const args = audioRunArgs({
      input: '/w/in.wav',
      outDir: '/w/out',
      audioStream: 0,
      level: { name: 'audio', audioBitrate: 160_000 },
    });
    expect(args).toEqual([
      ...start,
      ...progress,
      ...['-i', '/w/in.wav', '-filter_complex'],
      '[0:0]showwavespic=s=1920x256:split_channels=0:colors=white[wave]',
      ...['-map', '0:0', '-c:a', 'aac', '-b:a', '160000', '-ac', '2', '-ar', '48000'],
      ...hls('audio'),
      ...['-map', '[wave]', '-frames:v', '1', '-c:v', 'png', '-f', 'image2', '-update', '1'],
      '/w/out/waveform.png',
    ]);
  });

  it('makes poster and thumbnail of an image from its only frame', () => {
    const stills = planImageStills({ width: 4000, height: 3000 });
    expect(imageRunArgs({ input: '/w/in.png', outDir: '/w/out', videoStream: 0, stills })).toEqual([
      ...start,
      ...progress,
      ...['-i', '/w/in.png', '-filter_complex'],
      '[0:0]split=2[b0][b1];[b0]trim=end_frame=1,scale=1440:1080,setsar=1[poster];' +
        '[b1]trim=end_frame=1,scale=480:360,setsar=1[thumb]',
      ...still('poster', 'poster.jpg'),
      ...still('thumb', 'thumbnail.jpg'),
    ]);
  });

  it('asks pdftoppm for page 1 only', () => {
    expect(pdfThumbnailArgs('/w/in.pdf', '/w/out/thumbnail', 640)).toEqual([
      ...['-jpeg', '-jpegopt', 'quality=85', '-f', '1', '-l', '1', '-singlefile'],
      ...['-scale-to', '640', '/w/in.pdf', '/w/out/thumbnail'],
    ]);
  });
});
