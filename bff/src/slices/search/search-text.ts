/**
 * What a person types into search, taken apart (pure): words, "quoted phrases", filters on an
 * asset's columns — `camera:B`, `"camera angle":B`, `rating:>3`, `rating:3..5` — and what an asset
 * must have, `has:comments`. Text is kept as typed: the engine normalises it as it normalises what
 * it finds.
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

/** What `has:` asks an asset to have: `comments`, one at least that the searcher reads. */
export type SearchPresence = 'comments';

const presences = new Map<string, SearchPresence>([
  ['comments', 'comments'],
  ['comment', 'comments'],
]);

/**
 * What the text says that search cannot read: a quote left open, or `has:` of something no asset
 * has (kept as a filter on a column named "has", which finds nothing).
 */
export type SearchProblem = { rule: 'quote' } | { rule: 'has'; value: string };

export interface SearchText {
  terms: SearchTerm[];
  filters: SearchFilter[];
  has: SearchPresence[];
  /** The words and phrases as one text, for exact matches (a whole slate, a whole file name). */
  text: string;
  problems: SearchProblem[];
}

/** Whether nothing is asked: no word, no phrase, no filter. */
export const isEmptySearch = (search: SearchText): boolean =>
  search.terms.length === 0 && search.filters.length === 0 && search.has.length === 0;

/** A field named at the start of a chunk: a letter first, as "camera" or "shoot_date". */
const namedField = /^(\p{L}[\p{L}\p{N}_-]*):/u;

interface Read {
  value: string;
  end: number;
  /** A quote left open, read to the end. */
  open?: boolean;
}

/** Reads a quoted text at `start` (a `"`); an unclosed quote runs to the end. */
function quoted(text: string, start: number): Read {
  const close = text.indexOf('"', start + 1);
  if (close === -1) return { value: text.slice(start + 1), end: text.length, open: true };
  return { value: text.slice(start + 1, close), end: close + 1 };
}

/** Reads a chunk up to the next space. */
function chunk(text: string, start: number): Read {
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
function filterAt(text: string, at: number): (Read & { filter: SearchFilter }) | null {
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
  return filter && { ...value, filter };
}

/** `has:comments` read as what an asset must have; null for any other filter. */
function presenceOf(filter: SearchFilter): SearchPresence | SearchProblem | null {
  if (filter.field !== 'has') return null;
  const known = filter.operator === '=' ? presences.get(searchFieldKey(filter.value)) : undefined;
  return known ?? { rule: 'has', value: filter.value };
}

/** Where a filter goes: what an asset must have, or a column's condition. */
function addFilter(search: SearchText, filter: SearchFilter) {
  const presence = presenceOf(filter);
  if (typeof presence === 'string') {
    if (!search.has.includes(presence)) search.has.push(presence);
    return;
  }
  if (presence) search.problems.push(presence);
  search.filters.push(filter);
}

/** Takes apart the text typed; spaces alone (or nothing) ask for nothing. */
export function parseSearchText(input: string): SearchText {
  const text = input.trim();
  const search: SearchText = { terms: [], filters: [], has: [], text: '', problems: [] };
  let at = 0;
  while (at < text.length) {
    if (/\s/.test(text.charAt(at))) {
      at++;
      continue;
    }
    const filter = filterAt(text, at);
    const read = filter ?? valueAt(text, at);
    if (read.open) search.problems.push({ rule: 'quote' });
    if (filter) addFilter(search, filter.filter);
    else if (read.value.trim() !== '') {
      search.terms.push({ text: read.value.trim(), phrase: text.charAt(at) === '"' });
    }
    at = read.end;
  }
  search.text = search.terms.map((term) => term.text).join(' ');
  return search;
}
