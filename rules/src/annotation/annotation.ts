/**
 * Drawn annotations (§5): the drawing tool's limits and defaults, what a saved drawing must look
 * like (its canvas size and the fabric scene drawn on it), and how it scales to another picture.
 */

/** A slider's range with the value it starts at. */
export interface ToolRange {
  min: number;
  max: number;
  initial: number;
}

export const annotationTool = {
  strokeWidth: { min: 1, max: 40, initial: 4 },
  fontSize: { min: 8, max: 120, initial: 24 },
  color: '#ff0000',
  text: 'Type here',
  fontFamily: 'Futura, "Trebuchet MS", Arial, sans-serif',
} as const satisfies Record<string, ToolRange | string>;

export const annotationShapes = ['pen', 'line', 'arrow', 'rectangle', 'ellipse', 'text'] as const;
export type AnnotationShape = (typeof annotationShapes)[number];

/** A value brought inside a tool's range (a slider, or a typed number). */
export const clampTool = ({ min, max }: ToolRange, value: number): number =>
  Math.min(max, Math.max(min, Math.round(value)));

/** The fabric object types the tools make (an arrow is a group of a line and its head). */
export const annotationObjectTypes = [
  'Path',
  'Line',
  'Rect',
  'Ellipse',
  'IText',
  'Group',
  'Triangle',
] as const;

/** The largest canvas side, object count and scene size (JSON characters) Rushes keeps. */
export const annotationLimits = { side: 8192, objects: 500, sceneChars: 500_000 } as const;

/** A drawing as it is saved: the canvas size and the scene (`canvas.toObject()`). */
export interface Annotation {
  width: number;
  height: number;
  scene: { objects: { type: string }[] };
}

/** Why a drawing cannot be saved: a canvas size out of range, a scene not of the tools, nothing drawn. */
export type AnnotationProblem = 'size' | 'shape' | 'empty';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSide = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= annotationLimits.side;

const isToolObject = (value: unknown) =>
  isRecord(value) &&
  (annotationObjectTypes as readonly unknown[]).includes(value.type) &&
  (value.type !== 'Group' || (Array.isArray(value.objects) && value.objects.every(isToolObject)));

/** What is wrong with a drawing about to be saved (`scene` as JSON text), or null. */
export function annotationProblem(
  width: number,
  height: number,
  scene: string,
): AnnotationProblem | null {
  if (!isSide(width) || !isSide(height)) return 'size';
  if (scene.length > annotationLimits.sceneChars) return 'size';
  const parsed = parseJson(scene);
  if (!isRecord(parsed) || !Array.isArray(parsed.objects)) return 'shape';
  if (parsed.objects.length > annotationLimits.objects) return 'size';
  if (!parsed.objects.every(isToolObject)) return 'shape';
  return parsed.objects.length === 0 ? 'empty' : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The zoom that shows a drawing made on a canvas of `drawn` size over a picture of `shown` size. */
export const annotationZoom = (
  drawn: { width: number; height: number },
  shown: { width: number; height: number },
): number => Math.min(shown.width / drawn.width, shown.height / drawn.height);
