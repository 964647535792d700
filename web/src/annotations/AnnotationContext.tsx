import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { DrawingBoard } from './drawing-board.ts';
import { initialTool, type ToolState } from './tool-state.ts';

/** An annotation as the server sends it: the canvas size and the fabric scene as JSON. */
export interface SavedAnnotation {
  readonly width: number;
  readonly height: number;
  readonly scene: string;
}

/** An annotation comment of the version, to show over its frame. */
export interface FrameAnnotation {
  id: string;
  /** The frame it was drawn on. */
  start: number;
  annotation: SavedAnnotation;
}

/** What the comments sidebar and the player share about drawings. */
export interface AnnotationsApi {
  /** Whether the version says its frame rate (frames shown may be off without it). */
  frameRateKnown: boolean;
  /** Drawing mode: the board lies over the paused frame. */
  drawing: boolean;
  setDrawing(on: boolean): void;
  tool: ToolState;
  setTool(change: Partial<ToolState>): void;
  /** How many objects the board holds: an annotation is saved only with one at least (§5). */
  objects: number;
  setObjects(count: number): void;
  board: RefObject<DrawingBoard | null>;
  /** The version's annotation comments, as the comment list holds them. */
  shown: readonly FrameAnnotation[];
  publish(annotations: readonly FrameAnnotation[]): void;
}

const AnnotationsContext = createContext<AnnotationsApi | null>(null);

/** Drawings on the viewer: the comment list publishes them, the player's layer shows them. */
export function AnnotationProvider({
  frameRateKnown,
  children,
}: {
  frameRateKnown: boolean;
  children: ReactNode;
}) {
  const [drawing, setDrawing] = useState(false);
  const [tool, setToolState] = useState(initialTool);
  const [objects, setObjects] = useState(0);
  const [shown, setShown] = useState<readonly FrameAnnotation[]>([]);
  const board = useRef<DrawingBoard | null>(null);
  const api = useMemo<AnnotationsApi>(
    () => ({
      frameRateKnown,
      drawing,
      setDrawing,
      tool,
      setTool: (change) => setToolState((current) => ({ ...current, ...change })),
      objects,
      setObjects,
      board,
      shown,
      publish: setShown,
    }),
    [frameRateKnown, drawing, tool, objects, shown],
  );
  return <AnnotationsContext.Provider value={api}>{children}</AnnotationsContext.Provider>;
}

/** The viewer's drawings; null outside a viewer that offers them. */
export const useAnnotations = (): AnnotationsApi | null => useContext(AnnotationsContext);
