/** Markers closer than this merge into one (media-handling section 9). */
const MARKER_GROUP_PX = 10;

export interface MarkerGroup<T> {
  /** Where the group sits on the bar, in pixels from its start: the middle of its members. */
  x: number;
  marks: T[];
}

/**
 * The markers of a bar `width` pixels wide showing `duration` seconds, grouped: a group takes
 * each next marker within 10 px of its first, so a group never spans more than 10 px.
 */
export function groupMarkers<T extends { start: number }>(
  marks: readonly T[],
  duration: number,
  width: number,
): MarkerGroup<T>[] {
  if (duration <= 0 || width <= 0) return [];
  const placed = marks
    .map((mark) => ({ mark, x: (Math.min(Math.max(mark.start, 0), duration) / duration) * width }))
    .sort((a, b) => a.x - b.x);
  const groups: { first: number; last: number; marks: T[] }[] = [];
  for (const { mark, x } of placed) {
    const group = groups.at(-1);
    if (group && x - group.first <= MARKER_GROUP_PX) {
      group.marks.push(mark);
      group.last = x;
    } else {
      groups.push({ first: x, last: x, marks: [mark] });
    }
  }
  return groups.map(({ first, last, marks }) => ({ x: (first + last) / 2, marks }));
}
