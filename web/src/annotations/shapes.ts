import { annotationTool } from '@rushes/rules';
import { Ellipse, type FabricObject, Group, IText, Line, Rect, Triangle, type XY } from 'fabric';
import type { ToolState } from './tool-state.ts';

/** How the tools' strokes look; shapes are outlines, never filled. */
const outline = (tool: ToolState) => ({
  stroke: tool.color,
  strokeWidth: tool.strokeWidth,
  fill: 'transparent',
  strokeUniform: true,
  selectable: false,
  evented: false,
});

/** The box between two corners, as fabric's centre-origin geometry wants it. */
export function boxOf(from: XY, to: XY) {
  return {
    left: (from.x + to.x) / 2,
    top: (from.y + to.y) / 2,
    width: Math.abs(to.x - from.x),
    height: Math.abs(to.y - from.y),
  };
}

/** The arrow head's size for a stroke: wide enough to read at any stroke width. */
const headSize = (strokeWidth: number) => Math.max(12, strokeWidth * 3);

/** The angle (degrees) of a triangle pointing from `from` to `to` (a triangle points up at 0). */
export const headAngle = (from: XY, to: XY) =>
  (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 90;

/** The shape being dragged out, from where the pointer went down to where it is. */
export function dragShape(tool: ToolState, from: XY): FabricObject | null {
  switch (tool.shape) {
    case 'line':
    case 'arrow':
      return new Line([from.x, from.y, from.x, from.y], outline(tool));
    case 'rectangle':
      return new Rect({ ...outline(tool), ...boxOf(from, from) });
    case 'ellipse':
      return new Ellipse({ ...outline(tool), ...boxOf(from, from), rx: 0, ry: 0 });
    default:
      return null;
  }
}

/** Moves the dragged shape's far end (or corner) to `to`. */
export function dragTo(shape: FabricObject, from: XY, to: XY): void {
  if (shape instanceof Line) shape.set({ x2: to.x, y2: to.y });
  else if (shape instanceof Ellipse) {
    const box = boxOf(from, to);
    shape.set({ ...box, rx: box.width / 2, ry: box.height / 2 });
  } else shape.set(boxOf(from, to));
  shape.setCoords();
}

/** An arrow: the dragged line with a head at its end. */
export function arrowOf(line: Line, tool: ToolState): Group {
  const from = { x: line.x1, y: line.y1 };
  const to = { x: line.x2, y: line.y2 };
  const size = headSize(tool.strokeWidth);
  const head = new Triangle({
    ...{ left: to.x, top: to.y, width: size, height: size, angle: headAngle(from, to) },
    ...{ fill: tool.color, selectable: false, evented: false },
  });
  return new Group([line, head], { selectable: false, evented: false });
}

/** A text at `at`, in the tool's colour and size, starting as 'Type here' (§5). */
export const textAt = (tool: ToolState, at: XY) =>
  new IText(annotationTool.text, {
    left: at.x,
    top: at.y,
    fill: tool.color,
    fontSize: tool.fontSize,
    fontFamily: annotationTool.fontFamily,
  });
