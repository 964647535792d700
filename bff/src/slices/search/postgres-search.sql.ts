/**
 * The SQL of PostgreSQL's search: what a term matches, what a filter keeps and how hits rank.
 * Every part is an expression over `search_document d`.
 */
import { type RawBuilder, sql } from 'kysely';
import { customFilterMatches } from './postgres-search-custom.sql.ts';
import { type SearchKind, searchKinds } from './search.port.ts';
import type { SearchFilter, SearchPresence } from './search-text.ts';

export type Condition = RawBuilder<boolean>;

/** A term as the engine matches it, its text normalised as documents are. */
export interface PreparedTerm {
  /** "19a 3" for "19A/3". */
  norm: string;
  /** More than one word in order (quoted, or joined by punctuation as "19A/3"). */
  phrase: boolean;
  /** A single word and the words a typo of it may have meant. */
  alternatives: string[];
  /** The English stems of its words, as comments are matched. */
  stems: string[];
}

/** The shortest part of a name found inside a longer word (a trigram's length). */
const PART_MIN_LENGTH = 3;

const orAll = (parts: Condition[]): Condition =>
  parts.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(parts, sql` OR `)})`;

const andAll = (parts: Condition[]): Condition =>
  parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` AND `)})`;

/** Any of the words, in the `simple` configuration (names, files, metadata) or in English. */
const anyWord = (config: 'simple' | 'english', words: readonly string[]) =>
  sql`(${sql.join(
    words.map((word) => sql`plainto_tsquery(${sql.lit(config)}, ${word})`),
    sql` || `,
  )})`;

/** The term as a text query of the configuration. */
export function termQuery(config: 'simple' | 'english', term: PreparedTerm) {
  return term.phrase
    ? sql`phraseto_tsquery(${sql.lit(config)}, ${term.norm})`
    : anyWord(config, term.alternatives);
}

/**
 * Where a term is found: among the words (a typo of one corrected), in the comments the searcher
 * reads (stemmed; `comments` null for documents without any), or inside the names, slate and file
 * names (a part of a word, as "C012").
 */
export function termMatches(term: PreparedTerm, comments: Condition | null): Condition {
  const parts: Condition[] = [sql<boolean>`d.words @@ ${termQuery('simple', term)}`];
  if (comments) {
    parts.push(sql<boolean>`(d.comment_words @@ ${termQuery('english', term)} AND ${comments})`);
  }
  if (term.norm.length >= PART_MIN_LENGTH) {
    parts.push(sql<boolean>`d.names_norm LIKE ${`%${term.norm}%`}`);
  }
  return orAll(parts);
}

const numeric = /^-?\d+(\.\d+)?$/;

/** The column's value as given compared with `value`: as numbers when both are, else as text. */
function compared(field: string, operator: string, value: string): Condition {
  const raw = sql`(d.fields -> ${field} ->> 1)`;
  if (numeric.test(value)) {
    return sql<boolean>`(CASE WHEN ${raw} ~ '^-?[0-9]+(\\.[0-9]+)?$'
      THEN ${raw}::numeric ${sql.raw(operator)} ${value}::numeric ELSE false END)`;
  }
  return sql<boolean>`(lower(rushes_unaccent(${raw})) ${sql.raw(operator)} lower(rushes_unaccent(${value})))`;
}

/** What a filter keeps of the columns: assets whose slate part or metadata has the value. */
function columnMatches(filter: SearchFilter): Condition {
  const { field } = filter;
  switch (filter.operator) {
    case '=':
      return sql<boolean>`d.fields @> jsonb_build_object(${field}::text,
        jsonb_build_array(rushes_search_text(${filter.value})))`;
    case 'between':
      return andAll([compared(field, '>=', filter.value), compared(field, '<=', filter.to)]);
    default:
      return compared(field, filter.operator, filter.value);
  }
}

/** What a filter keeps: assets whose column, or custom value, of the name has the value. */
export const filterMatches = (filter: SearchFilter): Condition =>
  orAll([columnMatches(filter), customFilterMatches(filter)]);

/**
 * What `has:` keeps: assets with a comment the searcher reads (a drawing without words too);
 * nothing where no comments are read.
 */
export function presenceMatches(presence: SearchPresence, comments: Condition | null): Condition {
  switch (presence) {
    case 'comments':
      return comments
        ? sql<boolean>`(EXISTS (SELECT 1 FROM search_comment c WHERE c.asset_id = d.id)
        AND ${comments})`
        : sql<boolean>`false`;
  }
}

/** Every term, every filter and every `has:` holds (filters and `has:` hold of assets only). */
export function allMatch(
  terms: readonly PreparedTerm[],
  search: { filters: readonly SearchFilter[]; has: readonly SearchPresence[] },
  comments: Condition | null,
): Condition {
  const { filters, has } = search;
  return andAll([
    ...terms.map((term) => termMatches(term, comments)),
    ...filters.map(filterMatches),
    ...has.map((presence) => presenceMatches(presence, comments)),
  ]);
}

/**
 * How good a hit is: a whole slate or file name typed scores 3 more, a whole name or e-mail 2,
 * then how well its words match (PostgreSQL's rank, comments at half weight) and a tenth of how
 * much of its names the text covers, where they hold it ("C012" in a short name before a long one).
 */
export function scoreOf(terms: readonly PreparedTerm[], text: string, comments: Condition | null) {
  const all = (config: 'simple' | 'english') =>
    terms.length === 0
      ? sql`''::tsquery`
      : sql`(${sql.join(
          terms.map((term) => termQuery(config, term)),
          sql` && `,
        )})`;
  const exact = sql`(CASE WHEN ${text} = '' THEN 0
    WHEN ${text} = ANY(d.exact_keys) THEN 3 WHEN ${text} = ANY(d.name_keys) THEN 2 ELSE 0 END)`;
  const covered = sql`(CASE WHEN ${text} <> '' AND strpos(d.names_norm, ${text}) > 0
    THEN length(${text})::float8 / length(d.names_norm) ELSE 0 END)`;
  const inComments = comments
    ? sql`CASE WHEN ${comments} THEN 0.5 * ts_rank(d.comment_words, ${all('english')}, 1) ELSE 0 END`
    : sql`0`;
  return sql<number>`(${exact} + ts_rank(d.words, ${all('simple')}, 1) + ${inComments}
    + 0.1 * ${covered})::float8`;
}

/** Whether the whole text typed is one of the document's slates, file names, name or e-mail. */
export const namedExactly = (text: string): Condition =>
  sql<boolean>`(d.exact_keys || d.name_keys) @> ARRAY[${text}::text]`;

/** The groups in the screen's order, for the hits' order among equal scores. */
export const kindRank = sql<number>`array_position(${searchKinds as SearchKind[]}::text[], d.kind)`;

export const kindRankOf = (kind: SearchKind) => searchKinds.indexOf(kind) + 1;
