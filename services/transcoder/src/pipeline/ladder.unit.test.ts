import { describe, expect, it } from 'vitest';
import { planLadder, type VideoSource } from './ladder.ts';

const hd: VideoSource = { width: 1920, height: 1080, fps: 25, hasAudio: true, range: 'SDR' };
const summary = (source: VideoSource) =>
  planLadder(source).map((l) => `${l.name} ${l.width}x${l.height} ${l.codecs} ${l.videoBitrate}`);

describe('planLadder', () => {
  it('gives a 1080p25 source five H.264 High levels, lowest first', () => {
    expect(summary(hd)).toEqual([
      '270p 480x270 avc1.64001e,mp4a.40.2 400000',
      '360p 640x360 avc1.64001e,mp4a.40.2 800000',
      '540p 960x540 avc1.64001f,mp4a.40.2 1600000',
      '720p 1280x720 avc1.64001f,mp4a.40.2 3000000',
      '1080p 1920x1080 avc1.640028,mp4a.40.2 6000000',
    ]);
    expect(planLadder(hd)[0]).toMatchObject({
      range: 'SDR',
      codec: 'h264',
      codecLevel: '3.0',
      audioBitrate: 128_000,
      frameRate: 25,
      gopFrames: 50,
    });
  });

  it('never goes above the source height, and keeps the source aspect in even widths', () => {
    const scope = { ...hd, width: 1998, height: 836, hasAudio: false };
    expect(summary(scope)).toEqual([
      '270p 646x270 avc1.64001e 400000',
      '360p 860x360 avc1.64001e 800000',
      '540p 1290x540 avc1.64001f 1600000',
      '720p 1720x720 avc1.640020 3000000',
    ]);
  });

  it('gives a source below 270p one level at its own (even) height', () => {
    expect(summary({ ...hd, width: 320, height: 241 })).toEqual([
      '240p 318x240 avc1.64001e,mp4a.40.2 400000',
    ]);
  });

  it('raises bitrate and level for high frame rates, GOP stays 2 s', () => {
    const [top] = planLadder({ ...hd, fps: 59.94 }).slice(-1);
    expect(top).toMatchObject({ videoBitrate: 9_000_000, codecLevel: '4.2', gopFrames: 120 });
    expect(planLadder({ ...hd, fps: 23.976 })[0]?.gopFrames).toBe(48);
  });

  it('adds HEVC and AV1 Main 10 levels keeping PQ at the two top heights of an HDR source', () => {
    const levels = planLadder({ ...hd, range: 'PQ' });
    expect(levels.map((l) => `${l.name}:${l.codec}:${l.range}`)).toEqual([
      '270p:h264:SDR',
      '360p:h264:SDR',
      '540p:h264:SDR',
      '720p:h264:SDR',
      '1080p:h264:SDR',
      '720p-hdr-hevc:hevc:PQ',
      '720p-hdr-av1:av1:PQ',
      '1080p-hdr-hevc:hevc:PQ',
      '1080p-hdr-av1:av1:PQ',
    ]);
    expect(levels.slice(-2)).toMatchObject([
      { codecLevel: '4', codecs: 'hvc1.2.4.L120.90,mp4a.40.2', videoBitrate: 7_500_000 },
      {
        codecLevel: '4.0',
        codecs: 'av01.0.08M.10.0.111.09.16.09.0,mp4a.40.2',
        videoBitrate: 7_500_000,
      },
    ]);
  });

  it('plans HDR levels only in the codecs the ffmpeg in use encodes', () => {
    const levels = planLadder({ ...hd, range: 'PQ' }, ['hevc']).map((l) => l.name);
    expect(levels.slice(-2)).toEqual(['720p-hdr-hevc', '1080p-hdr-hevc']);
    expect(planLadder({ ...hd, range: 'HLG' }, [])).toHaveLength(5);
  });

  it('tags HLG levels with the HLG transfer', () => {
    const [hevc, av1] = planLadder({ ...hd, range: 'HLG', hasAudio: false }).slice(-2);
    expect([hevc?.codecs, av1?.codecs]).toEqual([
      'hvc1.2.4.L120.90',
      'av01.0.08M.10.0.111.09.18.09.0',
    ]);
  });

  it('names portrait levels by their height', () => {
    const portrait = planLadder({ ...hd, width: 1080, height: 1920 });
    expect(portrait.at(-1)).toMatchObject({ name: '1080p', width: 608, height: 1080 });
  });
});
