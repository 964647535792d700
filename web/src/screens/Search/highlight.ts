/** A text cut into the parts a search matched and the rest, for `<mark>`s. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * The text's parts, the highlighted ones marked: highlights out of order, overlapping or past the
 * end are taken as far as they make sense (offsets are UTF-16 code units, as JavaScript counts).
 */
export function highlightParts(
  text: string,
  highlights: readonly { start: number; length: number }[],
): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const sorted = [...highlights].sort((a, b) => a.start - b.start);
  for (const { start, length } of sorted) {
    const from = Math.max(start, at);
    const to = Math.min(start + length, text.length);
    if (to <= from) continue;
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    parts.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
