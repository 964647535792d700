import { useEffect, useMemo } from 'react';
import {
  type FrameAnnotation,
  type SavedAnnotation,
  useAnnotations,
} from './AnnotationContext.tsx';

interface ListedComment {
  readonly id: string;
  readonly isDeleted: boolean;
  readonly start: number | null | undefined;
  readonly annotation: SavedAnnotation | null | undefined;
}

/** The annotation comments of a list, for the player to show on their frames. */
export function frameAnnotationsOf(comments: readonly ListedComment[]): FrameAnnotation[] {
  return comments.flatMap(({ id, start, annotation, isDeleted }) =>
    annotation && !isDeleted && typeof start === 'number' ? [{ id, start, annotation }] : [],
  );
}

/** Hands the comment list's annotations to the viewer's layer (nothing outside a viewer). */
export function usePublishAnnotations(comments: readonly ListedComment[]): void {
  const publish = useAnnotations()?.publish;
  const annotations = frameAnnotationsOf(comments);
  // the same drawings need no new render of the player's layer
  const key = annotations.map(({ id, start }) => `${id}@${start}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the list
  const stable = useMemo(() => annotations, [key]);
  useEffect(() => publish?.(stable), [publish, stable]);
}
