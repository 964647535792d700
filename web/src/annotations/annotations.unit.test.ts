import { describe, expect, it } from 'vitest';
import { boxOf, headAngle } from './shapes.ts';
import { frameAnnotationsOf } from './usePublishAnnotations.ts';

const drawing = { width: 960, height: 540, scene: '{"objects":[{"type":"Rect"}]}' };

describe('annotations on the viewer', () => {
  it('shows the annotation comments of a list, each on its own frame, never a deleted one', () => {
    const listed = [
      { id: 'a', start: 12, annotation: drawing, isDeleted: false },
      { id: 'b', start: 40, annotation: null, isDeleted: false },
      { id: 'c', start: null, annotation: drawing, isDeleted: false },
      { id: 'd', start: 12, annotation: drawing, isDeleted: true },
    ];
    expect(frameAnnotationsOf(listed)).toEqual([{ id: 'a', start: 12, annotation: drawing }]);
  });

  it('drags a box out from either corner (fabric places shapes by their centre)', () => {
    const box = { left: 15, top: 30, width: 10, height: 20 };
    expect(boxOf({ x: 10, y: 20 }, { x: 20, y: 40 })).toEqual(box);
    expect(boxOf({ x: 20, y: 40 }, { x: 10, y: 20 })).toEqual(box);
  });

  it('turns the arrow head the way the line goes', () => {
    expect(headAngle({ x: 0, y: 0 }, { x: 0, y: -10 })).toBe(0);
    expect(headAngle({ x: 0, y: 0 }, { x: 10, y: 0 })).toBe(90);
    expect(headAngle({ x: 0, y: 0 }, { x: 0, y: 10 })).toBe(180);
  });
});
