import { describe, expect, it } from 'vitest';
import {
  type AssetFacts,
  assetFactRows,
  bitRateOf,
  formatFrameRate,
  formatResolution,
  metadataRows,
} from './asset-facts.ts';

const clip: AssetFacts = {
  live: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  modifiedAt: '2026-11-21T10:00:00.000Z',
  createdBy: 'Mia Manager',
  version: {
    filename: 'A001_C002.mov',
    size: 12_500_000,
    duration: 10_000,
    framesPerSecond: 23.976023976,
    width: 1920,
    height: 1080,
    mimetype: 'video/quicktime',
    videoBitrate: 9_800_000,
    audioBitrate: 192_000,
  },
};

describe('the asset inspector’s facts', () => {
  it.each([
    [1920, 1080, '1920 × 1080'],
    [3840, 2160, '3840 × 2160'],
    [null, 1080, ''],
    [1920, null, ''],
  ])('resolution %s by %s reads “%s”', (width, height, text) => {
    expect(formatResolution(width, height)).toBe(text);
  });

  it.each([
    [23.976023976, '23.976 fps'],
    [25, '25 fps'],
    [29.97002997, '29.97 fps'],
    [null, ''],
    [0, ''],
  ])('frame rate %s reads “%s”', (fps, text) => {
    expect(formatFrameRate(fps)).toBe(text);
  });

  it('adds the streams’ bit rates, else takes the size over the length', () => {
    expect(bitRateOf(clip.version)).toBe(9_992_000);
    const unprobed = { ...clip.version, videoBitrate: null, audioBitrate: null };
    expect(bitRateOf(unprobed)).toBe(10_000_000);
    expect(bitRateOf({ ...unprobed, duration: null })).toBeNull();
  });

  it('shows no size for a Live asset before its feed is recorded, and its size after', () => {
    const waiting = { ...clip, live: true, version: { ...clip.version, size: 0 } };
    expect(Object.fromEntries(assetFactRows(waiting))).not.toHaveProperty('Size');
    expect(Object.fromEntries(assetFactRows({ ...clip, live: true }))).toMatchObject({
      Size: '12.5 MB',
      'Created By': 'Mia Manager',
    });
  });

  it('lists the rows in the spec’s order, leaving out those without a value', () => {
    const rows = assetFactRows(clip);
    expect(rows.map(([label]) => label)).toEqual([
      'Filename',
      'Length',
      'Size',
      'Bit Rate',
      'Resolution',
      'Frame Rate',
      'Type',
      'Created',
      'Modified',
      'Uploaded By',
    ]);
    expect(Object.fromEntries(rows)).toMatchObject({
      Filename: 'A001_C002.mov',
      Length: '10sec',
      Size: '12.5 MB',
      'Bit Rate': '10.0 MBit',
      Resolution: '1920 × 1080',
      'Frame Rate': '23.976 fps',
    });
    const document = {
      ...clip,
      version: {
        ...clip.version,
        duration: null,
        width: null,
        height: null,
        framesPerSecond: null,
      },
    };
    expect(assetFactRows(document).map(([label]) => label)).not.toContain('Resolution');
  });

  it('names who created a Live asset, not who uploaded it', () => {
    const feed = { ...clip, live: true };
    const rows = assetFactRows(feed);
    expect(rows.at(-1)).toEqual(['Created By', 'Mia Manager']);
    expect(rows.map(([label]) => label)).not.toContain('Uploaded By');
  });

  it('lists hidden metadata entries only with More open, after the others', () => {
    const entries = [
      { key: 'Scene', value: '12A', hidden: false },
      { key: 'Tape', value: 'A001', hidden: true },
      { key: 'Take', value: '2', hidden: false },
    ];
    expect(metadataRows(entries, false)).toEqual([
      ['Scene', '12A'],
      ['Take', '2'],
    ]);
    expect(metadataRows(entries, true)).toEqual([
      ['Scene', '12A'],
      ['Take', '2'],
      ['Tape', 'A001'],
    ]);
  });
});
