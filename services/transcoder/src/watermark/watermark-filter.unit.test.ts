import type { WatermarkPosition } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { type WatermarkDrawing, watermarkFilter } from './watermark-filter.ts';

const drawing: WatermarkDrawing = {
  text: { kind: 'TEXT', textFile: '/work/watermark-1/watermark.txt' },
  position: 'BOTTOMRIGHT',
  opacity: 100,
};
const hd = { width: 1920, height: 1080 };

describe('watermarkFilter', () => {
  it('draws the text file as it is, never expanding what a visitor typed', () => {
    const filter = watermarkFilter(drawing, hd);
    expect(filter).toMatch(/^drawtext=/);
    expect(filter).toContain(':textfile=/work/watermark-1/watermark.txt:expansion=none:');
  });

  it('draws a counter: the frame from 0, the source timecode at its rate, the time', () => {
    const counter = (text: WatermarkDrawing['text']) => watermarkFilter({ ...drawing, text }, hd);
    expect(counter({ kind: 'FRAME' })).toContain(":text='%{frame_num}':start_number=0:");
    expect(counter({ kind: 'TIMECODE', start: '00:59:59;28', rate: '30000/1001' })).toContain(
      ":timecode='00\\:59\\:59;28':rate=30000/1001:",
    );
    expect(counter({ kind: 'TIME' })).toContain(":text='%{pts\\:hms}':");
  });

  it('sizes the text for the picture: 32 px at 1080 lines, 21 px at 720', () => {
    expect(watermarkFilter(drawing, hd)).toContain(':fontsize=32:');
    expect(watermarkFilter(drawing, { width: 1280, height: 720 })).toContain(':fontsize=21:');
  });

  it('makes the box half as opaque as the text', () => {
    expect(watermarkFilter({ ...drawing, opacity: 60 }, hd)).toContain(
      ':fontcolor=white@0.6:box=1:boxcolor=black@0.3:',
    );
    expect(watermarkFilter(drawing, hd)).toContain(':fontcolor=white@1:box=1:boxcolor=black@0.5:');
  });

  it('puts the text at its position, a margin in from the edges', () => {
    const at = (position: WatermarkPosition) => watermarkFilter({ ...drawing, position }, hd);
    // 3% of 1080 lines, and the box's own border (a quarter of the font size).
    expect(at('BOTTOMRIGHT')).toMatch(/:x=w-text_w-40:y=h-text_h-40$/);
    expect(at('TOPLEFT')).toMatch(/:x=40:y=40$/);
    expect(at('CENTER')).toMatch(/:x=\(w-text_w\)\/2:y=\(h-text_h\)\/2$/);
    expect(at('TOPCENTER')).toMatch(/:x=\(w-text_w\)\/2:y=40$/);
  });

  it('refuses what the filter graph would read as syntax', () => {
    const path = { ...drawing, text: { kind: 'TEXT' as const, textFile: "/it's here/w.txt" } };
    expect(() => watermarkFilter(path, hd)).toThrow(/escaping/);
    const timecode = { kind: 'TIMECODE' as const, start: "01:00:00:00'", rate: '25' };
    expect(() => watermarkFilter({ ...drawing, text: timecode }, hd)).toThrow(/timecode/);
  });
});
