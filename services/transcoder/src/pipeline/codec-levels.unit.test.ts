import { describe, expect, it } from 'vitest';
import { av1Main10, h264High, hevcMain10 } from './codec-levels.ts';

const picture = (width: number, height: number, fps: number | null, bitrate = 3_000_000) => ({
  width,
  height,
  fps,
  bitrate,
});

describe('codec levels', () => {
  it('picks the lowest H.264 level whose frame size and macroblock rate fit', () => {
    expect(h264High(picture(480, 270, 25))).toEqual({ level: '3.0', codecs: 'avc1.64001e' });
    expect(h264High(picture(1920, 1080, 25))).toEqual({ level: '4.0', codecs: 'avc1.640028' });
    expect(h264High(picture(1920, 1080, 60))).toEqual({ level: '4.2', codecs: 'avc1.64002a' });
    expect(h264High(picture(7680, 4320, 60)).level).toBe('5.2');
  });

  it('names HEVC Main 10 levels as 30 times the level, Main tier, progressive', () => {
    expect(hevcMain10(picture(1280, 720, 25))).toEqual({
      level: '3.1',
      codecs: 'hvc1.2.4.L93.90',
    });
    expect(hevcMain10(picture(1920, 1080, 25)).codecs).toBe('hvc1.2.4.L120.90');
    expect(hevcMain10(picture(1920, 1080, 60)).codecs).toBe('hvc1.2.4.L123.90');
    expect(hevcMain10(picture(3840, 2160, 25)).codecs).toBe('hvc1.2.4.L150.90');
  });

  it('raises the HEVC and AV1 level when the bitrate needs it', () => {
    expect(hevcMain10(picture(1280, 720, 25, 11_000_000)).level).toBe('4');
    expect(av1Main10(picture(1280, 720, 25, 11_000_000), 'PQ').level).toBe('4.0');
  });

  it('gives AV1 its sequence level, 10 bits, 4:2:0 and the BT.2020 colour of the range', () => {
    expect(av1Main10(picture(640, 360, 25), 'PQ')).toEqual({
      level: '2.1',
      codecs: 'av01.0.01M.10.0.111.09.16.09.0',
    });
    expect(av1Main10(picture(1280, 720, 25), 'HLG').codecs).toBe('av01.0.05M.10.0.111.09.18.09.0');
    expect(av1Main10(picture(1920, 1080, 50), 'PQ').codecs).toBe('av01.0.09M.10.0.111.09.16.09.0');
  });
});
