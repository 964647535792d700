/**
 * What a person types into search, taken apart (pure): words, "quoted phrases", and filters on
 * an asset's columns — `camera:B`, `"camera angle":B`, `rating:>3`, `rating:3..5`. Text is kept as
 * typed: the engine normalises it as it normalises what it finds.
 */
import { searchFieldKey } from './search-fields.ts';

/** A word (`phrase` false: a chunk between spaces) or a quoted phrase, as typed. */
export interface SearchTerm {
  text: string;
  phrase: boolean;
}

export type FilterOperator = '=' | '<' | '<=' | '>' | '>=';

/** A condition on a column: its value compared with `value` (`between` for `from..to`). */
export type SearchFilter =
  | { field: string; label: string; operator: FilterOperator; value: string }
  | { field: string; label: string; operator: 'between'; value: string; to: string };

export interface SearchText {
  terms: SearchTerm[];
  filters: SearchFilter[];
  /** The words and phrases as one text, for exact matches (a whole slate, a whole file name). */
  text: string;
}

/** Whether nothing is asked: no word, no phrase, no filter. */
export const isEmptySearch = (search: SearchText): boolean =>
  search.terms.length === 0 && search.filters.length === 0;

/** A field named at the start of a chunk: a letter first, as "camera" or "shoot_date". */
const namedField = /^(\p{L}[\p{L}\p{N}_-]*):/u;

/** Reads a quoted text at `start` (a `"`); an unclosed quote runs to the end. */
function quoted(text: string, start: number): { value: string; end: number } {
  const close = text.indexOf('"', start + 1);
  if (close === -1) return { value: text.slice(start + 1), end: text.length };
  return { value: text.slice(start + 1, close), end: close + 1 };
}

/** Reads a chunk up to the next space. */
function chunk(text: string, start: number): { value: string; end: number } {
  let end = start;
  while (end < text.length && !/\s/.test(text.charAt(end))) end++;
  return { value: text.slice(start, end), end };
}

/** A quoted value or a chunk, at `start`. */
const valueAt = (text: string, start: number) =>
  text.charAt(start) === '"' ? quoted(text, start) : chunk(text, start);

/** A filter's value: a range `from..to`, a comparison `>3`, or a plain value; null when empty. */
function filterOf(label: string, raw: string): SearchFilter | null {
  const field = searchFieldKey(label);
  const value = raw.trim();
  if (field === '' || value === '') return null;
  const range = /^(.+?)\.\.(.+)$/.exec(value);
  if (range?.[1] && range[2]) {
    return { field, label, operator: 'between', value: range[1], to: range[2] };
  }
  const comparison = /^(<=|>=|<|>|=)(.+)$/.exec(value);
  if (comparison?.[1] && comparison[2]) {
    return { field, label, operator: comparison[1] as FilterOperator, value: comparison[2] };
  }
  return { field, label, operator: '=', value };
}

/** A filter at `at` (`name:value` or `"a name":value`) and where it ends; null when none. */
function filterAt(text: string, at: number): { filter: SearchFilter; end: number } | null {
  let label: string;
  let valueStart: number;
  if (text.charAt(at) === '"') {
    const name = quoted(text, at);
    if (text.charAt(name.end) !== ':') return null;
    label = name.value;
    valueStart = name.end + 1;
  } else {
    const named = namedField.exec(text.slice(at));
    if (!named?.[1]) return null;
    label = named[1];
    valueStart = at + named[0].length;
  }
  const value = valueAt(text, valueStart);
  const filter = filterOf(label, value.value);
  return filter && { filter, end: value.end };
}

/** Takes apart the text typed; spaces alone (or nothing) ask for nothing. */
export function parseSearchText(input: string): SearchText {
  const text = input.trim();
  const terms: SearchTerm[] = [];
  const filters: SearchFilter[] = [];
  let at = 0;
  while (at < text.length) {
    if (/\s/.test(text.charAt(at))) {
      at++;
      continue;
    }
    const filter = filterAt(text, at);
    if (filter) {
      filters.push(filter.filter);
      at = filter.end;
      continue;
    }
    const phrase = text.charAt(at) === '"';
    const { value, end } = valueAt(text, at);
    if (value.trim() !== '') terms.push({ text: value.trim(), phrase });
    at = end;
  }
  return { terms, filters, text: terms.map((term) => term.text).join(' ') };
}
