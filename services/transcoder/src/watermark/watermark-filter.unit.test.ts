import { placeText, type WatermarkPosition } from '@rushes/rules';
import { describe, expect, it } from 'vitest';
import {
  timecodeCounter,
  type WatermarkDrawing,
  type WatermarkLook,
  watermarkFilter,
} from './watermark-filter.ts';

const look: WatermarkLook = {
  fontSize: 32,
  opacity: 100,
  opacityBackground: 50,
  horizontalOffset: 0,
  verticalOffset: 0,
};
const textFile = { kind: 'TEXT' as const, textFile: '/work/watermark-1/watermark-1.txt' };
const one = (
  position: WatermarkPosition = 'BOTTOMRIGHT',
  changes: Partial<WatermarkLook> = {},
  text: WatermarkDrawing['items'][number]['text'] = textFile,
): WatermarkDrawing => ({ items: [{ text, position }], look: { ...look, ...changes } });
const hd = { width: 1920, height: 1080 };

describe('watermarkFilter', () => {
  it('draws the text file as it is, never expanding what a visitor typed', () => {
    const filter = watermarkFilter(one(), hd);
    expect(filter).toMatch(/^drawtext=/);
    expect(filter).toContain(':textfile=/work/watermark-1/watermark-1.txt:expansion=none:');
  });

  it('draws a counter: the frame from 0, the source timecode at its rate, the time', () => {
    const counter = (text: WatermarkDrawing['items'][number]['text']) =>
      watermarkFilter(one('TOPLEFT', {}, text), hd);
    expect(counter({ kind: 'FRAME' })).toContain(":text='%{frame_num}':start_number=0:");
    expect(counter({ kind: 'TIMECODE', start: '00:59:59;28', rate: '30000/1001' })).toContain(
      ":timecode='00\\:59\\:59;28':rate=30000/1001:",
    );
    expect(counter({ kind: 'TIME' })).toContain(":text='%{pts\\:hms}':");
  });

  it('counts the source timecode as the player does: drop-frame only at 29.97 and 59.94 with `;`', () => {
    expect(timecodeCounter(30000 / 1001, '00:00:59;20')).toEqual({
      kind: 'TIMECODE',
      start: '00:00:59;20',
      rate: '30000/1001',
    });
    expect(timecodeCounter(60000 / 1001, '01:00:00.00')).toMatchObject({ start: '01:00:00:00' });
    expect(timecodeCounter(25, '10:00:00;00')).toEqual({
      kind: 'TIMECODE',
      start: '10:00:00:00',
      rate: '25',
    });
    expect(timecodeCounter(24000 / 1001, null)).toEqual({
      kind: 'TIMECODE',
      start: '00:00:00:00',
      rate: '24000/1001',
    });
  });

  it("sizes the text as the player does: the font size is at 1080 lines, scaled to the picture's", () => {
    // 64 px at 1080 lines is 32 px on a 540-line picture, its box a quarter of that around it.
    const half = watermarkFilter(one('BOTTOMRIGHT', { fontSize: 64 }), { width: 960, height: 540 });
    expect(half).toContain(':fontsize=32:');
    expect(half).toContain(':boxborderw=8:');
    expect(watermarkFilter(one(), hd)).toContain(':fontsize=32:');
    expect(watermarkFilter(one(), { width: 1280, height: 720 })).toContain(':fontsize=21:');
  });

  it('takes every number from the shared layout', () => {
    const changes = { fontSize: 48, opacity: 70, opacityBackground: 20 };
    const offsets = { horizontalOffset: 60, verticalOffset: 25 };
    const place = placeText({ ...look, ...changes, ...offsets }, 'TOPLEFT', 720);
    const filter = watermarkFilter(one('TOPLEFT', { ...changes, ...offsets }), {
      width: 1280,
      height: 720,
    });
    expect(filter).toContain(
      `:fontsize=${place.fontPx}:fontcolor=white@${place.textAlpha}:box=1:` +
        `boxcolor=black@${place.boxAlpha}:boxborderw=${place.padding}:`,
    );
    expect(filter).toMatch(
      new RegExp(`:x=${place.insetX + place.padding}:y=${place.insetY + place.padding}$`),
    );
  });

  it("gives the text and its box their own opacities (the description's, in percent)", () => {
    const filter = watermarkFilter(one('CENTER', { opacity: 60, opacityBackground: 25 }), hd);
    expect(filter).toContain(':fontcolor=white@0.6:box=1:boxcolor=black@0.25:');
    const bare = watermarkFilter(one('CENTER', { opacityBackground: 0 }), hd);
    expect(bare).toContain(':fontcolor=white@1:box=1:boxcolor=black@0:');
  });

  it('puts the box the offsets in from its edges, the text its padding inside the box', () => {
    const at = (position: WatermarkPosition) =>
      watermarkFilter(one(position, { horizontalOffset: 20, verticalOffset: 40 }), hd);
    // 32 px text has a padding of 8: the text sits offset + 8 from the edge.
    expect(at('BOTTOMRIGHT')).toMatch(/:x=w-text_w-28:y=h-text_h-48$/);
    expect(at('TOPLEFT')).toMatch(/:x=28:y=48$/);
    expect(at('BOTTOMLEFT')).toMatch(/:x=28:y=h-text_h-48$/);
    // A centred axis ignores its offset, as the player's does.
    expect(at('CENTER')).toMatch(/:x=\(w-text_w\)\/2:y=\(h-text_h\)\/2$/);
    expect(at('TOPCENTER')).toMatch(/:x=\(w-text_w\)\/2:y=48$/);
    expect(at('BOTTOMCENTER')).toMatch(/:x=\(w-text_w\)\/2:y=h-text_h-48$/);
    // No offsets: the box touches the edge, the text its padding in.
    expect(watermarkFilter(one('TOPRIGHT'), hd)).toMatch(/:x=w-text_w-8:y=8$/);
  });

  it('scales the offsets with the picture, as the font size', () => {
    const filter = watermarkFilter(
      one('BOTTOMRIGHT', { fontSize: 64, horizontalOffset: 20, verticalOffset: 40 }),
      { width: 960, height: 540 },
    );
    expect(filter).toMatch(/:x=w-text_w-18:y=h-text_h-28$/);
  });

  it('draws a link watermark of before (offsets of 32) where it always was: 3% in at 1080 lines', () => {
    const filter = watermarkFilter(
      one('BOTTOMRIGHT', { horizontalOffset: 32, verticalOffset: 32 }),
      hd,
    );
    expect(filter).toMatch(/:boxborderw=8:x=w-text_w-40:y=h-text_h-40$/);
  });

  it('draws every item, one drawtext after the other, each at its position', () => {
    const drawing: WatermarkDrawing = {
      items: [
        { text: { kind: 'FRAME' }, position: 'TOPLEFT' },
        { text: textFile, position: 'BOTTOMRIGHT' },
      ],
      look: { ...look, horizontalOffset: 10, verticalOffset: 10 },
    };
    const filters = watermarkFilter(drawing, hd).split(',drawtext=');
    expect(filters).toHaveLength(2);
    expect(filters[0]).toMatch(/^drawtext=.*:text='%\{frame_num\}':.*:x=18:y=18$/);
    expect(filters[1]).toMatch(/:textfile=\/work\/watermark-1\/watermark-1.txt:.*:x=w-text_w-18:/);
  });

  it('refuses what the filter graph would read as syntax, and a watermark of nothing', () => {
    const path = { kind: 'TEXT' as const, textFile: "/it's here/w.txt" };
    expect(() => watermarkFilter(one('CENTER', {}, path), hd)).toThrow(/escaping/);
    const timecode = { kind: 'TIMECODE' as const, start: "01:00:00:00'", rate: '25' };
    expect(() => watermarkFilter(one('CENTER', {}, timecode), hd)).toThrow(/timecode/);
    expect(() => watermarkFilter({ items: [], look }, hd)).toThrow(/nothing/);
    expect(() => watermarkFilter(one('CENTER', { opacity: Number.NaN }), hd)).toThrow(/number/);
  });
});
