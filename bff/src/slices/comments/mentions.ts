/** Someone a comment may mention: a user who may read it. */
export interface Mentionable {
  id: string;
  name: string;
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();
/** What may follow a name: the end, or anything but a letter or a digit. */
const ends = /^$|^[^\p{L}\p{N}]/u;

/**
 * The people `text` names as `@Full Name`, whatever the case, each once, in the order of the
 * text. Longer names are tried first, so "@Eve Editor" is Eve Editor even where an "Eve" may
 * be mentioned too.
 */
export function mentionsIn(text: string, people: readonly Mentionable[]): string[] {
  const folded = fold(text);
  const longestFirst = [...people].sort((a, b) => b.name.length - a.name.length);
  const found: { id: string; at: number }[] = [];
  const taken = new Set<number>();
  for (const person of longestFirst) {
    const name = fold(person.name.trim());
    if (name === '') continue;
    for (let at = folded.indexOf(`@${name}`); at >= 0; at = folded.indexOf(`@${name}`, at + 1)) {
      if (taken.has(at) || !ends.test(folded.slice(at + name.length + 1))) continue;
      taken.add(at);
      if (!found.some((entry) => entry.id === person.id)) found.push({ id: person.id, at });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.id);
}
