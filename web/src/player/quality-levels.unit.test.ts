import { describe, expect, it } from 'vitest';
import { isHdrLevel, qualityName, qualityOptions, type StreamLevel } from './quality-levels.ts';
import { streamSource } from './stream-source.ts';

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
  const level = (index: number, height: number, bitrate: number, hdr = false): StreamLevel => ({
    index,
    width: Math.round((height * 16) / 9),
    height,
    bitrate,
    hdr,
  });

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
      qualityOptions([{ index: 0, width: 0, height: 0, bitrate: 128_000, hdr: false }]),
    ).toEqual([]);
  });

  it('marks HDR from the stream range or the version levels', () => {
    const known = [{ width: 1920, height: 1080, hdr: true }];
    expect(isHdrLevel({ width: 1280, height: 720, videoRange: 'PQ' }, [])).toBe(true);
    expect(isHdrLevel({ width: 1280, height: 720, videoRange: 'HLG' }, [])).toBe(true);
    expect(isHdrLevel({ width: 1280, height: 720, videoRange: 'SDR' }, [])).toBe(false);
    expect(isHdrLevel({ width: 1920, height: 1080, videoRange: 'SDR' }, known)).toBe(true);
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
