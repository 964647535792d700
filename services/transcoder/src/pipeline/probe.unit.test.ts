import { describe, expect, it } from 'vitest';
import { parseProbe, parseRate, probeArgs } from './probe.ts';
import {
  hlgMatroskaProbe,
  mp3WithCoverProbe,
  pngProbe,
  rotatedPhoneProbe,
  timecodeClipProbe,
} from './probe-samples.ts';

describe('probeArgs', () => {
  it("asks ffprobe for the format, every stream and its first frame's side data as JSON", () => {
    expect(probeArgs('/w/source.mov')).toEqual([
      ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'],
      ...['-show_frames', '-read_intervals', '%+#1'],
      ...['-show_entries', 'frame=stream_index,side_data_list', '/w/source.mov'],
    ]);
  });
});

describe('parseRate', () => {
  it('reads ffprobe rationals to three decimals', () => {
    expect(parseRate('24000/1001')).toBe(23.976);
    expect(parseRate('30000/1001')).toBe(29.97);
    expect(parseRate('25/1')).toBe(25);
    expect(parseRate('0/0')).toBeNull();
    expect(parseRate(undefined)).toBeNull();
  });
});

describe('parseProbe', () => {
  it('reads the timecode clip', () => {
    expect(parseProbe(timecodeClipProbe)).toEqual({
      probe: {
        durationMs: 10_000,
        fps: 25,
        width: 1920,
        height: 1080,
        videoCodec: 'h264',
        audioCodec: 'aac',
        videoBitrate: 13_525_372,
        audioBitrate: 69_213,
        timecode: '01:00:00:00',
        colorTransfer: null,
        hdr: false,
      },
      picture: { streamIndex: 0, width: 1920, height: 1080, isStill: false, interlaced: false },
      audio: { streamIndex: 1 },
      range: 'SDR',
      hdr10: null,
    });
  });

  it('honours the display rotation and NTSC rates', () => {
    const { probe, picture } = parseProbe(rotatedPhoneProbe);
    expect(probe).toMatchObject({ durationMs: 4004, fps: 23.976, width: 1080, height: 1920 });
    expect(picture).toMatchObject({ width: 1080, height: 1920 });
  });

  it('reads HLG as HDR, Matroska bitrates from BPS and the format timecode', () => {
    const { probe, range } = parseProbe(hlgMatroskaProbe);
    expect(probe).toMatchObject({
      durationMs: 12_500,
      fps: 50,
      videoBitrate: 40_000_000,
      audioBitrate: 2_304_000,
      timecode: '10:00:00:00',
      colorTransfer: 'arib-std-b67',
      hdr: true,
    });
    expect(range).toBe('HLG');
  });

  it("reads a PQ source's HDR10 metadata from its first frame; none for HLG", () => {
    const pq = { ...timecodeClipProbe.streams[0], color_transfer: 'smpte2084' };
    const light = {
      side_data_type: 'Content light level metadata',
      max_content: 1000,
      max_average: 400,
    };
    const frames = [{ stream_index: 1 }, { stream_index: 0, side_data_list: [light] }];
    const media = parseProbe({ ...timecodeClipProbe, streams: [pq], frames });
    expect(media.hdr10).toEqual({ mastering: null, lightLevel: { maxCll: 1000, maxFall: 400 } });
    expect(parseProbe(hlgMatroskaProbe).hdr10).toBeNull();
  });

  it('treats cover art as no picture', () => {
    const { probe, picture, audio } = parseProbe(mp3WithCoverProbe);
    expect(picture).toBeNull();
    expect(audio).toEqual({ streamIndex: 0 });
    expect(probe).toMatchObject({
      durationMs: 180_500,
      videoCodec: null,
      audioCodec: 'mp3',
      fps: null,
    });
  });

  it('reads an image as one still picture without duration or rate', () => {
    const { probe, picture } = parseProbe(pngProbe);
    expect(picture).toMatchObject({ streamIndex: 0, width: 800, height: 600, isStill: true });
    expect(probe).toMatchObject({ durationMs: null, fps: null, width: 800, videoCodec: 'png' });
  });

  it('applies a non-square pixel aspect to the displayed size only', () => {
    const pal = {
      streams: [
        { ...timecodeClipProbe.streams[0], width: 720, height: 576, sample_aspect_ratio: '16:15' },
      ],
      format: {},
    };
    const { probe, picture } = parseProbe(pal);
    expect([probe.width, probe.height]).toEqual([720, 576]);
    expect([picture?.width, picture?.height]).toEqual([768, 576]);
  });

  it('finds nothing in output that is not ffprobe JSON', () => {
    expect(parseProbe('nonsense')).toMatchObject({ picture: null, audio: null, range: 'SDR' });
    expect(parseProbe({ streams: [{ codec_type: 'video' }] }).picture).toBeNull();
  });
});
