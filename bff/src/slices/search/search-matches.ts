/**
 * What of a hit matched, and where (pure): each field whose text holds a term — a word or one a
 * typo meant, a word of the same English stem in a comment, a part of a name, a phrase — with the
 * matching parts as UTF-16 offsets into the text as stored, and each column or custom value a
 * filter kept.
 */

import type { SearchCustomEntry } from '@rushes/migrations';
import type { PreparedTerm } from './postgres-search.sql.ts';
import type { SearchMatch } from './search.port.ts';
import { isWordType } from './search-custom-values.ts';
import { searchFieldKey } from './search-fields.ts';
import type { SearchFilter } from './search-text.ts';

/** A document's texts as matches are read from them. */
export interface MatchedDocument {
  kind: 'user' | 'project' | 'folder' | 'asset' | 'share';
  name: string | null;
  slateText: string | null;
  slateLabels: string | null;
  filenames: string[] | null;
  metadata: { key: string; value: string }[] | null;
  /** The custom values, by their field's key. */
  custom: Record<string, SearchCustomEntry[]> | null;
  /** The custom values the filters kept. */
  customMatches: SearchCustomEntry[] | null;
  email: string | null;
  /** The comments that matched (the searcher reads them). */
  comments: string[] | null;
}

/** Letters that lose no mark in NFD but that search reads as plain ones (as `unaccent` does). */
const folded: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ı: 'i',
};

const separator = /[\s\p{P}\p{S}]/u;

/** A text as search compares it, with the offset in the text of each of its characters. */
interface Normalised {
  text: string;
  from: number[];
  to: number[];
  /** Where each word starts and ends in `text`. */
  words: { start: number; end: number }[];
}

function normalise(text: string): Normalised {
  const out: Normalised = { text: '', from: [], to: [], words: [] };
  let offset = 0;
  let inWord = false;
  for (const char of text) {
    const end = offset + char.length;
    if (separator.test(char)) {
      inWord = false;
    } else {
      if (!inWord && out.text.length > 0) {
        out.text += ' ';
        out.from.push(offset);
        out.to.push(offset);
      }
      if (!inWord) out.words.push({ start: out.text.length, end: out.text.length });
      inWord = true;
      const lower = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      for (const plain of folded[lower] ?? lower) {
        out.text += plain;
        out.from.push(offset);
        out.to.push(end);
      }
      const word = out.words.at(-1);
      if (word) word.end = out.text.length;
    }
    offset = end;
  }
  return out;
}

type Span = [start: number, end: number];

/** Where `needle` occurs in the normalised text; `whole` keeps those at word bounds only. */
function occurrences(norm: Normalised, needle: string, whole: boolean): Span[] {
  const spans: Span[] = [];
  if (needle === '') return spans;
  for (let at = norm.text.indexOf(needle); at !== -1; at = norm.text.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    const bounded =
      (at === 0 || norm.text[at - 1] === ' ') &&
      (end === norm.text.length || norm.text[end] === ' ');
    if (!whole || bounded) spans.push([at, end]);
  }
  return spans;
}

/** Whether a word is of an English stem: it starts with the stem, or the stem less its ending. */
const ofStem = (word: string, stem: string) =>
  (stem.length >= 3 && word.startsWith(stem)) ||
  (stem.length >= 4 && word.startsWith(stem.slice(0, -1)));

/** The parts of a text the terms match; `parts` finds a part of a word, `stems` by stem. */
function highlightsIn(
  text: string,
  terms: readonly PreparedTerm[],
  { parts, stems }: { parts: boolean; stems: boolean },
) {
  const norm = normalise(text);
  const spans: Span[] = [];
  for (const term of terms) {
    const longEnough = parts && term.norm.length >= 3;
    spans.push(...occurrences(norm, term.norm, !longEnough));
    for (const { start, end } of norm.words) {
      const word = norm.text.slice(start, end);
      const alternative = !term.phrase && term.alternatives.includes(word);
      const stemmed = stems && term.stems.some((stem) => ofStem(word, stem));
      if (alternative || stemmed) spans.push([start, end]);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged.map(([start, end]) => {
    const from = norm.from[start] ?? 0;
    return { start: from, length: (norm.to[end - 1] ?? from) - from };
  });
}

/** The slate's parts a filter names: `scene:19A` is the slate's Scene. */
const slateFields = new Set(['episode', 'scene', 'shot', 'take', 'cameraangle', 'selected']);

function filterMatches(document: MatchedDocument, filters: readonly SearchFilter[]) {
  const matches: SearchMatch[] = [];
  for (const filter of filters) {
    if (slateFields.has(filter.field) && document.slateLabels) {
      const value = { norm: filter.value.toLowerCase(), phrase: true, alternatives: [], stems: [] };
      const text = document.slateLabels;
      matches.push({ field: 'slate', text, highlights: highlightsIn(text, [value], nothing) });
      continue;
    }
    for (const { key, value } of document.metadata ?? []) {
      if (searchFieldKey(key) !== filter.field) continue;
      matches.push({
        field: `metadata:${key}`,
        text: value,
        highlights: [{ start: 0, length: value.length }],
      });
    }
  }
  for (const { name, text } of document.customMatches ?? []) {
    matches.push({ field: `field:${name}`, text, highlights: [{ start: 0, length: text.length }] });
  }
  return matches;
}

const nothing = { parts: false, stems: false };
const inNames = { parts: true, stems: false };
const inComments = { parts: false, stems: true };

/** The fields of a hit that matched its search, most telling first. */
export function matchesOf(
  document: MatchedDocument,
  terms: readonly PreparedTerm[],
  filters: readonly SearchFilter[],
): SearchMatch[] {
  const fields: [field: string, text: string | null, how: typeof nothing][] = [];
  const nameField = document.kind === 'share' ? 'share' : 'name';
  fields.push(['slate', document.slateText, inNames], ['slate', document.slateLabels, nothing]);
  fields.push([nameField, document.name, inNames]);
  for (const file of document.filenames ?? []) fields.push(['filename', file, inNames]);
  for (const { key, value } of document.metadata ?? [])
    fields.push([`metadata:${key}`, value, nothing]);
  for (const entry of Object.values(document.custom ?? {}).flat()) {
    if (isWordType(entry.type)) {
      fields.push([`field:${entry.name}`, entry.text, nothing]);
    }
  }
  fields.push(['email', document.email, nothing]);
  for (const comment of document.comments ?? []) fields.push(['comment', comment, inComments]);
  const matches: SearchMatch[] = [];
  const slateFound = () => matches.some((match) => match.field === 'slate');
  for (const [field, text, how] of fields) {
    if (text === null || text === '' || (field === 'slate' && slateFound())) continue;
    const highlights = highlightsIn(text, terms, how);
    if (highlights.length > 0) matches.push({ field, text, highlights });
  }
  const found = (match: SearchMatch) =>
    matches.some((other) => other.field === match.field && other.text === match.text);
  const filtered = filterMatches(document, filters).filter(
    (match) => !found(match) && !(match.field === 'slate' && slateFound()),
  );
  return [...matches, ...filtered];
}
