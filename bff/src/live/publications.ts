import type { Publication } from '../slice.ts';

/** The publications of a batch, each once, in the order first named. */
export function publicationsOf(lists: readonly (readonly Publication[])[]): Publication[] {
  const unique = new Map<string, Publication>();
  for (const publication of lists.flat()) {
    const key = `${publication.topic}\n${JSON.stringify(publication.payload)}`;
    if (!unique.has(key)) unique.set(key, publication);
  }
  return [...unique.values()];
}
