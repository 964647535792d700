import { annotationZoom } from '@rushes/rules';
import { Canvas, type FabricObject, IText, Line, PencilBrush, type XY } from 'fabric';
import { messages } from '../messages/messages.ts';
import { arrowOf, dragShape, dragTo, textAt } from './shapes.ts';
import type { ToolState } from './tool-state.ts';

export interface Size {
  width: number;
  height: number;
}

/** What an annotation comment sends: the canvas it was drawn on and the scene as JSON. */
export interface DrawnAnnotation {
  width: number;
  height: number;
  scene: string;
}

/** The fabric canvas over the paused frame, driven by the tools. */
export interface DrawingBoard {
  /** The drawing to post; null while nothing is drawn (§5). */
  save(): DrawnAnnotation | null;
  clear(): void;
  /** The tool the next stroke uses. */
  use(tool: ToolState): void;
  /** Follows the picture's size on screen; the drawing keeps its own canvas size. */
  show(shown: Size): void;
  dispose(): void;
}

interface BoardOptions {
  /** The canvas size drawings are saved in: the picture's box when drawing began. */
  size: Size;
  tool: ToolState;
  onChange(objects: number): void;
}

/** A drawing board on `element`, drawing with the tool it was last given. */
export function createDrawingBoard(
  element: HTMLCanvasElement,
  options: BoardOptions,
): DrawingBoard {
  const { size } = options;
  const canvas = new Canvas(element, { ...size, selection: false });
  canvas.freeDrawingBrush = new PencilBrush(canvas);
  let dragged: { shape: FabricObject; from: XY } | null = null;
  let tool = options.tool;

  const changed = () => options.onChange(canvas.getObjects().length);
  const use = (next: ToolState) => {
    tool = next;
    canvas.isDrawingMode = tool.shape === 'pen';
    if (!canvas.freeDrawingBrush) return;
    canvas.freeDrawingBrush.color = tool.color;
    canvas.freeDrawingBrush.width = tool.strokeWidth;
  };
  use(tool);

  canvas.on('object:added', changed);
  canvas.on('object:removed', changed);
  canvas.on('path:created', ({ path }) => path.set({ selectable: false, evented: false }));
  canvas.on('mouse:down', ({ scenePoint, target }) => {
    if (tool.shape === 'text') {
      if (target instanceof IText) return;
      const text = textAt(tool, scenePoint);
      canvas.add(text);
      canvas.setActiveObject(text);
      text.enterEditing();
      text.selectAll();
      text.hiddenTextarea?.setAttribute('aria-label', messages.annotations.textField);
      return;
    }
    const shape = dragShape(tool, scenePoint);
    if (!shape) return;
    dragged = { shape, from: scenePoint };
    canvas.add(shape);
  });
  canvas.on('mouse:move', ({ scenePoint }) => {
    if (!dragged) return;
    dragTo(dragged.shape, dragged.from, scenePoint);
    canvas.requestRenderAll();
  });
  canvas.on('mouse:up', () => {
    if (!dragged) return;
    const { shape } = dragged;
    dragged = null;
    if (shape.width === 0 && shape.height === 0) canvas.remove(shape);
    else if (shape instanceof Line && tool.shape === 'arrow') {
      canvas.remove(shape);
      canvas.add(arrowOf(shape, tool));
    }
  });

  return {
    save() {
      if (canvas.getObjects().length === 0) return null;
      canvas.discardActiveObject();
      return { ...size, scene: JSON.stringify(canvas.toObject()) };
    },
    use,
    clear() {
      canvas.remove(...canvas.getObjects());
    },
    show(shown) {
      canvas.setDimensions(shown);
      canvas.setZoom(annotationZoom(size, shown));
    },
    dispose() {
      void canvas.dispose();
    },
  };
}
