import { describe, expect, it } from 'vitest';
import { placeOverlay, placeText, placeWatermark, watermarkText } from './watermark-layout.ts';
import {
  brokenOverlayRule,
  brokenWatermarkRule,
  cleanItem,
  defaultOverlay,
  defaultWatermarks,
  fontSizeOfStep,
  linkWatermarkSettings,
  stepOfFontSize,
} from './watermark-settings.ts';

const hd = { width: 1920, height: 1080 };

describe('the text size slider', () => {
  it('maps 1–10 onto font sizes 12–72, the default 32 on stop 4', () => {
    expect([1, 4, 10].map(fontSizeOfStep)).toEqual([12, 32, 72]);
    for (let step = 1; step <= 10; step += 1)
      expect(stepOfFontSize(fontSizeOfStep(step))).toBe(step);
  });
});

describe('brokenWatermarkRule', () => {
  const withItems = (items: typeof defaultWatermarks.items) => ({ ...defaultWatermarks, items });

  it('accepts the defaults and the ends of every range', () => {
    expect(brokenWatermarkRule(defaultWatermarks)).toBeNull();
    const ends = { fontSize: 72, opacity: 10, opacityBackground: 0, horizontalOffset: 100 };
    expect(brokenWatermarkRule({ ...defaultWatermarks, ...ends })).toBeNull();
  });

  it('refuses a value outside its range, naming it', () => {
    expect(brokenWatermarkRule({ ...defaultWatermarks, fontSize: 73 })).toEqual({
      field: 'fontSize',
      rule: 'range',
    });
    expect(brokenWatermarkRule({ ...defaultWatermarks, opacity: 9 })?.field).toBe('opacity');
    expect(brokenWatermarkRule({ ...defaultWatermarks, verticalOffset: -1 })?.field).toBe(
      'verticalOffset',
    );
    expect(brokenWatermarkRule({ ...defaultWatermarks, opacityBackground: 0.5 })?.rule).toBe(
      'range',
    );
  });

  it('allows one item per position and a custom item only with text', () => {
    const item = { position: 'TOPLEFT' as const, type: 'TIMECODE' as const, text: '' };
    expect(brokenWatermarkRule(withItems([item, { ...item, type: 'FRAME' }]))).toEqual({
      field: 'position',
      rule: 'unique',
    });
    expect(brokenWatermarkRule(withItems([{ ...item, type: 'CUSTOM' }]))?.rule).toBe('required');
  });

  it('trims custom text and keeps none for other types', () => {
    expect(cleanItem({ position: 'CENTER', type: 'CUSTOM', text: '  Draft  ' }).text).toBe('Draft');
    expect(cleanItem({ position: 'CENTER', type: 'FRAME', text: 'x' }).text).toBe('');
  });
});

describe('brokenOverlayRule', () => {
  it('takes sizes in steps of 5 from 5 to 200 and positions from -50 to 50', () => {
    expect(brokenOverlayRule({ ...defaultOverlay, size: 5, x: -50, y: 50 })).toBeNull();
    expect(brokenOverlayRule({ ...defaultOverlay, size: 7 })?.field).toBe('size');
    expect(brokenOverlayRule({ ...defaultOverlay, size: 205 })?.field).toBe('size');
    expect(brokenOverlayRule({ ...defaultOverlay, x: 51 })?.field).toBe('x');
    expect(brokenOverlayRule({ ...defaultOverlay, opacity: 5 })?.field).toBe('opacity');
  });
});

describe('placeText', () => {
  const settings = { ...defaultWatermarks, horizontalOffset: 30, verticalOffset: 60 };

  it('sizes for the picture: 32 px at 1080 lines is 16 px at 540', () => {
    expect(placeText(settings, 'TOPLEFT', 1080)).toMatchObject({
      fontPx: 32,
      insetX: 30,
      insetY: 60,
    });
    expect(placeText(settings, 'TOPLEFT', 540)).toMatchObject({
      fontPx: 16,
      insetX: 15,
      insetY: 30,
    });
  });

  it('aligns each of the seven positions', () => {
    expect(placeText(settings, 'BOTTOMRIGHT', 1080)).toMatchObject({
      horizontal: 'end',
      vertical: 'end',
    });
    expect(placeText(settings, 'TOPCENTER', 1080)).toMatchObject({
      horizontal: 'center',
      vertical: 'start',
    });
    expect(placeText(settings, 'CENTER', 1080)).toMatchObject({
      horizontal: 'center',
      vertical: 'center',
    });
  });

  it('carries the text and box opacities', () => {
    const placement = placeText({ ...settings, opacity: 80, opacityBackground: 0 }, 'CENTER', 720);
    expect(placement).toMatchObject({ textAlpha: 0.8, boxAlpha: 0 });
  });
});

describe('placeWatermark', () => {
  it('places nothing while the watermark is off', () => {
    const items = [{ position: 'CENTER' as const, type: 'FRAME' as const, text: '' }];
    expect(placeWatermark({ ...defaultWatermarks, items }, hd)).toEqual([]);
    expect(placeWatermark({ ...defaultWatermarks, items, enabled: true }, hd)).toHaveLength(1);
  });
});

describe('placeOverlay', () => {
  it('takes a quarter of the width at size 100, centred; x and y move it in percent', () => {
    expect(placeOverlay(defaultOverlay, hd)).toEqual({
      width: 480,
      centreX: 960,
      centreY: 540,
      alpha: 1,
    });
    expect(placeOverlay({ ...defaultOverlay, size: 50, x: 50, y: -50, opacity: 40 }, hd)).toEqual({
      width: 240,
      centreX: 1920,
      centreY: 0,
      alpha: 0.4,
    });
  });
});

describe('watermarkText', () => {
  const facts = {
    viewer: 'ana@example.com',
    clip: 'A001_C002',
    slate: '',
    folder: 'Day 1',
    project: 'Night Shift',
    production: '',
    dateTime: '2026-11-24 18:00',
    counters: { FRAME: '12', TIMECODE: '01:00:00:12', TIME: '00:00:00' },
  };
  const text = (type: Parameters<typeof watermarkText>[0]['type'], custom = '') =>
    watermarkText({ position: 'CENTER', type, text: custom }, facts);

  it('shows each type live from the facts, counters as the player reports them', () => {
    expect(text('TIMECODE')).toBe('01:00:00:12');
    expect(text('FRAME')).toBe('12');
    expect(text('USERNAME')).toBe('ana@example.com');
    expect(text('PROJECTFOLDER')).toBe('Night Shift / Day 1');
    expect(text('CUSTOM', 'Draft')).toBe('Draft');
  });

  it('falls back to the clip for a missing slate, the project for a missing production', () => {
    expect(text('SLATE')).toBe('A001_C002');
    expect(text('PRODUCTION')).toBe('Night Shift');
  });
});

describe('linkWatermarkSettings', () => {
  it("makes a link's one item a whole watermark: its box half as opaque, 3% margins", () => {
    const item = { position: 'BOTTOMRIGHT' as const, type: 'USERNAME' as const, text: '' };
    const settings = linkWatermarkSettings(item, 80);
    expect(settings).toMatchObject({ enabled: true, items: [item], opacity: 80 });
    expect(settings).toMatchObject({ opacityBackground: 40, horizontalOffset: 32 });
    expect(brokenWatermarkRule(settings)).toBeNull();
  });
});
