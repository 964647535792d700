import { describe, expect, it } from 'vitest';
import {
  annotationLimits,
  annotationProblem,
  annotationTool,
  annotationZoom,
  clampTool,
} from './annotation.ts';

const scene = (objects: unknown[]) => JSON.stringify({ version: '7.4.0', objects });

describe('the drawing tool (§5)', () => {
  it('starts red, with stroke 4, font 24, "Type here" in Futura', () => {
    expect(annotationTool.color).toBe('#ff0000');
    expect(annotationTool.strokeWidth).toEqual({ min: 1, max: 40, initial: 4 });
    expect(annotationTool.fontSize).toEqual({ min: 8, max: 120, initial: 24 });
    expect(annotationTool.text).toBe('Type here');
    expect(annotationTool.fontFamily.startsWith('Futura,')).toBe(true);
  });

  it('keeps stroke width to 1–40 and font size to 8–120, in whole pixels', () => {
    expect(clampTool(annotationTool.strokeWidth, 0)).toBe(1);
    expect(clampTool(annotationTool.strokeWidth, 41)).toBe(40);
    expect(clampTool(annotationTool.strokeWidth, 6.6)).toBe(7);
    expect(clampTool(annotationTool.fontSize, 7)).toBe(8);
    expect(clampTool(annotationTool.fontSize, 500)).toBe(120);
  });
});

describe('a saved drawing', () => {
  it('is the canvas size with a scene of the tools’ objects', () => {
    const drawn = scene([
      { type: 'Rect', left: 1 },
      { type: 'IText', text: 'Type here' },
      { type: 'Group', objects: [{ type: 'Line' }, { type: 'Triangle' }] },
    ]);
    expect(annotationProblem(960, 540, drawn)).toBeNull();
  });

  it('is saved only with at least one object', () => {
    expect(annotationProblem(960, 540, scene([]))).toBe('empty');
  });

  it('refuses a scene of another shape: not JSON, no objects, a type no tool makes', () => {
    expect(annotationProblem(960, 540, '{')).toBe('shape');
    expect(annotationProblem(960, 540, '{"objects":{}}')).toBe('shape');
    expect(annotationProblem(960, 540, scene([{ type: 'Image', src: 'x' }]))).toBe('shape');
    expect(annotationProblem(960, 540, scene([{ type: 'Group', objects: [{}] }]))).toBe('shape');
  });

  it('refuses a canvas or a scene beyond the limits', () => {
    expect(annotationProblem(0, 540, scene([{ type: 'Rect' }]))).toBe('size');
    expect(annotationProblem(960.5, 540, scene([{ type: 'Rect' }]))).toBe('size');
    expect(annotationProblem(annotationLimits.side + 1, 540, scene([{ type: 'Rect' }]))).toBe(
      'size',
    );
    const many = Array.from({ length: annotationLimits.objects + 1 }, () => ({ type: 'Rect' }));
    expect(annotationProblem(960, 540, scene(many))).toBe('size');
  });
});

describe('showing a drawing on another picture size', () => {
  it('scales by the picture’s size over the canvas’s', () => {
    expect(annotationZoom({ width: 960, height: 540 }, { width: 1920, height: 1080 })).toBe(2);
    expect(annotationZoom({ width: 960, height: 540 }, { width: 480, height: 270 })).toBe(0.5);
  });

  it('fits within a box of another shape (rounding of the box aside)', () => {
    expect(annotationZoom({ width: 960, height: 540 }, { width: 961, height: 540 })).toBe(1);
  });
});
