/** The `@name` being typed just before the caret: where its @ is, and what follows it so far. */
export interface MentionQuery {
  at: number;
  partial: string;
}

/** At most this much typed after an @ is still taken for a name. */
const LONGEST = 40;

/** The mention the caret is in, if any: an @ at the start or after a space, no new line since. */
export function mentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || caret - at - 1 > LONGEST) return null;
  if (at > 0 && !/\s/.test(before[at - 1] ?? '')) return null;
  const partial = before.slice(at + 1);
  return partial.includes('\n') ? null : { at, partial };
}

/** The names that begin with what is typed (any word of them), whatever the case. */
export function suggestions(partial: string, names: readonly string[], most = 5): string[] {
  const typed = partial.toLocaleLowerCase();
  return names
    .filter((name) =>
      name
        .toLocaleLowerCase()
        .split(/\s+/)
        .some((_word, index, words) => words.slice(index).join(' ').startsWith(typed)),
    )
    .slice(0, most);
}

/** The text with the mention being typed replaced by the whole name; and where the caret goes. */
export function withMention(text: string, query: MentionQuery, caret: number, name: string) {
  const inserted = `@${name} `;
  return {
    text: text.slice(0, query.at) + inserted + text.slice(caret),
    caret: query.at + inserted.length,
  };
}
