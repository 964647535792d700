import { describe, expect, it } from 'vitest';
import {
  AUTO_LEVEL,
  DEFAULT_MANUAL_LEVELS,
  isHdrLevel,
  type ManualLevel,
  manualLevelOf,
  ORIGINAL_LEVEL,
  optionFor,
  parseManualLevels,
  qualityName,
  qualityOptions,
  type StreamLevel,
} from './quality-levels.ts';
import { playerSourceOf, streamSource, warmSourceOf } from './stream-source.ts';

describe('quality names', () => {
  it('names the ladder 1080p to 270p', () => {
    expect(qualityName(1920, 1080)).toBe('1080p');
    expect(qualityName(1280, 720)).toBe('720p');
    expect(qualityName(960, 540)).toBe('540p');
    expect(qualityName(640, 360)).toBe('360p');
    expect(qualityName(480, 270)).toBe('270p');
  });

  it('keeps the rung name for letterboxed and pillarboxed levels', () => {
    expect(qualityName(1920, 800)).toBe('1080p');
    expect(qualityName(1440, 1080)).toBe('1080p');
  });

  it('otherwise uses the height followed by p', () => {
    expect(qualityName(3840, 2160)).toBe('2160p');
    expect(qualityName(1000, 1000)).toBe('1000p');
  });
});

describe('quality menu', () => {
  const level = (
    index: number,
    height: number,
    bitrate: number,
    hdr = false,
    codec = 'avc1.640028',
  ): StreamLevel => ({ index, width: Math.round((height * 16) / 9), height, bitrate, hdr, codec });
  const ladder = [
    level(0, 270, 400_000),
    level(1, 720, 2_800_000),
    level(2, 720, 3_700_000, true, 'hvc1.2.4.L93.90'),
    level(3, 720, 3_500_000, true, 'av01.0.05M.10.0.111.09.16.09.0'),
  ];

  it('lists HDR levels first, each group by bitrate, highest first', () => {
    const options = qualityOptions([
      level(0, 270, 400_000),
      level(1, 1080, 5_000_000),
      level(2, 720, 2_800_000),
      level(3, 720, 3_500_000, true),
      level(4, 1080, 6_500_000, true),
    ]);
    expect(options).toEqual([
      { id: 4, name: '1080p', hdr: true },
      { id: 3, name: '720p', hdr: true },
      { id: 1, name: '1080p', hdr: false },
      { id: 2, name: '720p', hdr: false },
      { id: 0, name: '270p', hdr: false },
    ]);
  });

  it('offers no quality for audio-only levels', () => {
    expect(
      qualityOptions([
        { index: 0, width: 0, height: 0, bitrate: 128_000, hdr: false, codec: null },
      ]),
    ).toEqual([]);
  });

  it('offers one HDR level per height: AV1 where it decodes, else HEVC; Original last', () => {
    const original = { name: 'Original' };
    expect(qualityOptions(ladder, original)).toEqual([
      { id: 3, name: '720p', hdr: true },
      { id: 1, name: '720p', hdr: false },
      { id: 0, name: '270p', hdr: false },
      { id: ORIGINAL_LEVEL, name: 'Original', hdr: false },
    ]);
    const withoutAv1 = ladder.filter((l) => !l.codec?.startsWith('av01'));
    expect(qualityOptions(withoutAv1).map((option) => option.id)).toEqual([2, 1, 0]);
  });

  it('keeps a manual level by quality across assets, HDR apart, Auto when not offered', () => {
    const options = qualityOptions(ladder, { name: 'Original' });
    expect(DEFAULT_MANUAL_LEVELS).toEqual({ sdr: AUTO_LEVEL, hdr: ORIGINAL_LEVEL });
    expect(manualLevelOf(3, options)).toBe('720p HDR');
    expect(manualLevelOf(1, options)).toBe('720p');
    expect(manualLevelOf(ORIGINAL_LEVEL, options)).toBe(ORIGINAL_LEVEL);
    expect(manualLevelOf(AUTO_LEVEL, options)).toBe(AUTO_LEVEL);
    expect(optionFor('720p HDR', options)).toBe(3);
    expect(optionFor('720p', options)).toBe(1);
    expect(optionFor(ORIGINAL_LEVEL, options)).toBe(ORIGINAL_LEVEL);
    expect(optionFor('1080p', options)).toBe(AUTO_LEVEL);
    expect(optionFor(ORIGINAL_LEVEL, qualityOptions(ladder))).toBe(AUTO_LEVEL);
  });

  it('marks HDR from the stream range, or from the version levels where it has none', () => {
    const known = [{ width: 1920, height: 1080, hdr: true }];
    expect(isHdrLevel({ width: 1280, height: 720, videoRange: 'PQ' }, [])).toBe(true);
    expect(isHdrLevel({ width: 1280, height: 720, videoRange: 'HLG' }, [])).toBe(true);
    expect(isHdrLevel({ width: 1280, height: 720, videoRange: 'SDR' }, [])).toBe(false);
    expect(isHdrLevel({ width: 1920, height: 1080, videoRange: 'SDR' }, known)).toBe(false);
    expect(isHdrLevel({ width: 1920, height: 1080 }, known)).toBe(true);
  });
});

describe('stream source', () => {
  it('changes with the number of published levels', () => {
    expect(streamSource('/v2/media/t/hls/master.m3u8', 1)).toBe(
      '/v2/media/t/hls/master.m3u8?levels=1',
    );
    expect(streamSource('https://cdn/x.m3u8?sig=a', 4)).toBe('https://cdn/x.m3u8?sig=a&levels=4');
  });
});

describe('the player source of a version', () => {
  const streamUrl = '/v2/media/t/hls/master.m3u8';
  it('counts the published levels, or a watermarked rendition once it is done', () => {
    const levels = [{}, {}, {}];
    expect(playerSourceOf({ streamUrl, levels, watermarking: null })).toBe(`${streamUrl}?levels=3`);
    const rendering = { streamUrl, levels, watermarking: { state: 'RENDERING' } };
    expect(playerSourceOf(rendering)).toBe(`${streamUrl}?levels=0`);
    const done = { streamUrl, levels, watermarking: { state: 'DONE' } };
    expect(playerSourceOf(done)).toBe(`${streamUrl}?levels=1`);
  });

  it('is none without a stream', () => {
    expect(playerSourceOf({ streamUrl: null, levels: [], watermarking: null })).toBeNull();
  });
});

describe('manual levels kept in the browser', () => {
  it('reads what was kept, and the defaults for what is missing or unreadable', () => {
    expect(parseManualLevels(JSON.stringify({ sdr: '720p', hdr: AUTO_LEVEL }))).toEqual({
      sdr: '720p',
      hdr: AUTO_LEVEL,
    });
    expect(parseManualLevels(JSON.stringify({ sdr: ORIGINAL_LEVEL }))).toEqual({
      sdr: ORIGINAL_LEVEL,
      hdr: DEFAULT_MANUAL_LEVELS.hdr,
    });
    expect(parseManualLevels(null)).toEqual(DEFAULT_MANUAL_LEVELS);
    expect(parseManualLevels('{not json')).toEqual(DEFAULT_MANUAL_LEVELS);
    expect(parseManualLevels('"720p"')).toEqual(DEFAULT_MANUAL_LEVELS);
  });
});

describe('the stream begun before the player mounts', () => {
  const streamUrl = '/v2/media/t/hls/master.m3u8';
  const sdr = { streamUrl, levels: [{ hdr: false }], watermarking: null, isLive: false };
  const hdr = { ...sdr, levels: [{ hdr: false }, { hdr: true }] };
  const kept = (levels: { sdr: ManualLevel; hdr: ManualLevel }) => (isHdr: boolean) =>
    isHdr ? levels.hdr : levels.sdr;

  it('is the player’s source when it will open on Auto', () => {
    expect(warmSourceOf(sdr, kept(DEFAULT_MANUAL_LEVELS))).toBe(`${streamUrl}?levels=1`);
    expect(warmSourceOf(hdr, kept({ sdr: '720p', hdr: AUTO_LEVEL }))).toBe(`${streamUrl}?levels=2`);
  });

  it('is none where the player opens the file or a level chosen by hand', () => {
    expect(warmSourceOf(hdr, kept(DEFAULT_MANUAL_LEVELS))).toBeNull(); // HDR: Original
    expect(warmSourceOf(sdr, kept({ sdr: '720p', hdr: ORIGINAL_LEVEL }))).toBeNull();
  });

  it('is none while a watermarked rendition renders, and its one level once done', () => {
    const rendering = { ...sdr, watermarking: { state: 'RENDERING' } };
    expect(warmSourceOf(rendering, kept(DEFAULT_MANUAL_LEVELS))).toBeNull();
    const done = { ...sdr, watermarking: { state: 'DONE' } };
    expect(warmSourceOf(done, kept(DEFAULT_MANUAL_LEVELS))).toBe(`${streamUrl}?levels=1`);
  });

  it('is none of a feed playing now, which its player opens at its live edge', () => {
    expect(warmSourceOf({ ...sdr, isLive: true }, kept(DEFAULT_MANUAL_LEVELS))).toBeNull();
  });
});
