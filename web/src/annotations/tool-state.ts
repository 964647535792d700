import { type AnnotationShape, annotationTool } from '@rushes/rules';

/** What the drawing tools are set to. */
export interface ToolState {
  shape: AnnotationShape;
  color: string;
  strokeWidth: number;
  fontSize: number;
}

/** The tools as drawing begins (§5): the pen, in red, stroke 4, font 24. */
export const initialTool: ToolState = {
  shape: 'pen',
  color: annotationTool.color,
  strokeWidth: annotationTool.strokeWidth.initial,
  fontSize: annotationTool.fontSize.initial,
};
