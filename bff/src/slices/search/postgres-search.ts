/**
 * The search engine in PostgreSQL (decision 0122): the `search` projection's documents, searched
 * in two statements — the terms normalised as the documents are (with the words a typo may have
 * meant), then the counts and one page of hits, the reach inside the query.
 */
import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import {
  allMatch,
  commentsRead,
  kindRank,
  kindRankOf,
  type PreparedTerm,
  reachParts,
  scoreOf,
  termQuery,
} from './postgres-search.sql.ts';
import { customMatches } from './postgres-search-custom.sql.ts';
import {
  noCounts,
  type SearchAnswer,
  type SearchEngine,
  type SearchKind,
  type SearchRequest,
} from './search.port.ts';
import { type MatchedDocument, matchesOf } from './search-matches.ts';
import { isEmptySearch, type SearchText } from './search-text.ts';
import { TYPO_MIN_LENGTH } from './search-vocabulary.ts';
import { withinOneEdit } from './within-one-edit.ts';

type Db = Kysely<Database>;

interface TermRow {
  norm: string;
  stop: boolean;
  stems: string[];
  near: string[] | null;
}

/**
 * The terms as documents are matched: normalised by PostgreSQL, each single word with the words
 * of the vocabulary one typo away. English stop words ("the", "of") are left out unless nothing
 * else is asked; a term of punctuation only asks nothing.
 */
async function prepareTerms(db: Db, search: SearchText) {
  if (search.terms.length === 0) return { terms: [], text: '' };
  const texts = search.terms.map((term) => term.text);
  const { rows } = await sql<TermRow>`
    WITH term AS (
      SELECT position, rushes_search_text(raw) AS norm
      FROM unnest(${texts}::text[]) WITH ORDINALITY AS typed (raw, position)
    )
    SELECT norm,
      norm <> '' AND numnode(plainto_tsquery('english', norm)) = 0 AS stop,
      tsvector_to_array(to_tsvector('english', norm)) AS stems,
      CASE WHEN length(norm) >= ${TYPO_MIN_LENGTH} AND norm ~ '^[[:alpha:]]+$'
        THEN rushes_search_near(norm) END AS near
    FROM term ORDER BY position`.execute(db);
  const terms = rows.flatMap((row, index) => {
    if (row.norm === '') return [];
    const phrase = search.terms[index]?.phrase === true || row.norm.includes(' ');
    const near = (row.near ?? []).filter((word) => withinOneEdit(row.norm, word));
    const term = { norm: row.norm, phrase, alternatives: [row.norm, ...near], stems: row.stems };
    return [{ term, stop: row.stop && !phrase }];
  });
  const kept = terms.filter((entry) => !entry.stop);
  return {
    terms: (kept.length > 0 ? kept : terms).map((entry) => entry.term),
    /** The whole text normalised, for exact matches. */
    text: terms.map((entry) => entry.term.norm).join(' '),
  };
}

interface HitRow extends MatchedDocument {
  kind: SearchKind;
  id: string | null;
  name: string;
  score: number | null;
  count: number | null;
}

/** Hits of one score and group go by name as people read it, then id. */
const nameOrder = sql`name COLLATE rushes_name`;

/** The counts of every group and one page of hits, best first, with what each matched. */
async function hitRows(db: Db, request: SearchRequest, terms: PreparedTerm[], text: string) {
  const { reach, search, kind, first, after } = request;
  const comments = commentsRead(reach);
  const anyTerm =
    terms.length === 0
      ? sql`''::tsquery`
      : sql`(${sql.join(
          terms.map((term) => termQuery('english', term)),
          sql` || `,
        )})`;
  const past = after
    ? sql`AND (score < ${after.score}::float8 OR (score = ${after.score}::float8
        AND (rank, ${nameOrder}, id)
          > (${kindRankOf(after.kind)}, ${after.name}::text COLLATE rushes_name, ${after.id}::uuid)))`
    : sql``;
  const only = kind ? sql`AND kind = ${kind}` : sql``;
  const match = allMatch(terms, search, comments);
  const scans = reachParts(reach).map(
    (within) => sql`
      SELECT d.id, d.kind, d.name, ${kindRank} AS rank,
        ${scoreOf(terms, text, comments)} AS score
      FROM search_document d WHERE d.listed AND ${within} AND ${match}`,
  );
  return sql<HitRow>`
    WITH matched AS MATERIALIZED (${sql.join(scans, sql` UNION ALL `)}),
    page AS (
      SELECT * FROM matched WHERE true ${only} ${past}
      ORDER BY score DESC, rank, ${nameOrder}, id LIMIT ${first + 1}
    )
    SELECT kind, NULL::uuid AS id, NULL::float8 AS score, count(*)::int AS count,
      NULL AS name, NULL AS slate_text, NULL AS slate_labels, NULL::text[] AS filenames,
      NULL::jsonb AS metadata, NULL::jsonb AS custom, NULL::jsonb AS custom_matches,
      NULL AS email, NULL::text[] AS comments
    FROM matched GROUP BY kind
    UNION ALL
    (SELECT page.kind, page.id, page.score, NULL, d.name, d.slate_text, d.slate_labels,
      d.filenames, d.metadata, d.custom, ${customMatches(search.filters)}, d.email,
      CASE WHEN page.kind = 'asset' AND ${comments} THEN ARRAY(
        SELECT c.text FROM search_comment c
        WHERE c.asset_id = d.id AND to_tsvector('english', rushes_unaccent(c.text)) @@ ${anyTerm}
        ORDER BY c.id LIMIT 3) END
    FROM page JOIN search_document d ON d.id = page.id
    ORDER BY page.score DESC, page.rank, page.name COLLATE rushes_name, page.id)`.execute(db);
}

/** PostgreSQL's search over the `search` projection's documents. */
export function postgresSearchEngine(db: Db): SearchEngine {
  return {
    async search(request: SearchRequest): Promise<SearchAnswer> {
      const { search } = request;
      const empty: SearchAnswer = { counts: noCounts(), hits: [], hasNextPage: false };
      if (isEmptySearch(search)) return empty;
      const { terms, text } = await prepareTerms(db, search);
      if (terms.length === 0 && search.filters.length + search.has.length === 0) return empty;
      const { rows } = await hitRows(db, request, terms, text);
      const counts = noCounts();
      const hits = [];
      for (const row of rows) {
        if (row.count !== null) counts[row.kind] = row.count;
        else if (row.id !== null && row.score !== null) {
          const matches = matchesOf(row, terms, search.filters);
          const { kind, id, name, score } = row;
          hits.push({ kind, id, name, score, matches });
        }
      }
      return {
        counts,
        hits: hits.slice(0, request.first),
        hasNextPage: hits.length > request.first,
      };
    },
  };
}
