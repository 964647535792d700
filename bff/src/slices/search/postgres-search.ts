/**
 * The search engine in PostgreSQL (decision 0122): the `search` projection's documents, searched
 * in two statements — the terms normalised as the documents are (with the words a typo may have
 * meant), then the counts (up to a cap) and one page of hits, the reach inside the query.
 */
import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import {
  allMatch,
  type Condition,
  kindRank,
  kindRankOf,
  namedExactly,
  type PreparedTerm,
  scoreOf,
  termQuery,
} from './postgres-search.sql.ts';
import { customMatches } from './postgres-search-custom.sql.ts';
import {
  armScan,
  commentsRead,
  namedAssetsOnly,
  type ReachArm,
  reachScopes,
} from './postgres-search-reach.sql.ts';
import { REST_NEAR_READ, restOfAssets } from './postgres-search-rest.sql.ts';
import {
  noCounts,
  type SearchAnswer,
  type SearchEngine,
  type SearchKind,
  type SearchRequest,
  searchKinds,
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
  ranked: boolean | null;
  count: number | null;
}

/** Hits of one score and group go by name as people read it, then id. */
const nameOrder = sql`name COLLATE rushes_name`;

/** How many assets a search counts before it says "1000+" (and ranks the first it read). */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The counts of every group and one page of hits, best first, with what each matched. People,
 * projects, folders and share links are counted whole. Assets are read a few projects at a time
 * up to `cap` and one (a common word's are many more): the hits ranked are the best of those
 * read, with every asset the whole text names exactly however many others match; every other
 * asset the search matches follows them, by name, then id (`restOfAssets`), so that paging on
 * reaches each hit within the reach once.
 */
async function hitRows(
  db: Db,
  request: SearchRequest,
  prepared: { terms: PreparedTerm[]; text: string },
  { cap, nearRead }: { cap: number; nearRead: number },
) {
  const { reach, search, kind, first, after } = request;
  const { terms, text } = prepared;
  const readable = commentsRead(reach);
  const scopes = request.assetIds
    ? namedAssetsOnly(reachScopes(reach), request.assetIds)
    : reachScopes(reach);
  const match = (groups: readonly SearchKind[], where: Condition) => {
    const comments = groups.includes('asset') ? readable : null;
    return sql<boolean>`d.kind = ANY(${sql.lit(`{${groups.join(',')}}`)}::text[])
      AND d.listed AND ${allMatch(terms, search, comments)} AND ${where}`;
  };
  const scan = (arm: ReachArm, groups: readonly SearchKind[], where: Condition, inTurn = false) => {
    // a group the page does not show is only counted
    const scored = kind === null || groups.includes(kind);
    const comments = groups.includes('asset') ? readable : null;
    const select = sql`d.id, d.kind, d.name, ${kindRank} AS rank,
      ${scored ? scoreOf(terms, text, comments) : sql`NULL::float8`} AS score`;
    return armScan(arm, select, match(groups, where), { inTurn });
  };
  const found = [];
  // filters and `has:` hold of assets only
  if (search.filters.length + search.has.length === 0) {
    if (scopes.people) found.push(scan(scopes.people, ['user'], sql`true`));
    if (scopes.others) found.push(scan(scopes.others, ['project', 'folder', 'share'], sql`true`));
  }
  const { assets } = scopes;
  if (assets) found.push(sql`(SELECT * FROM assets LIMIT ${cap + 1})`);
  if (found.length === 0) return [];
  // a position among the rest is past every hit ranked
  const past = !after
    ? sql``
    : after.ranked
      ? sql`AND (score < ${after.score}::float8 OR (score = ${after.score}::float8
        AND (rank, ${nameOrder}, id)
          > (${kindRankOf(after.kind)}, ${after.name}::text COLLATE rushes_name, ${after.id}::uuid)))`
      : sql`AND false`;
  const only = kind ? sql`AND kind = ${kind}` : sql``;
  const anyTerm =
    terms.length === 0
      ? sql`''::tsquery`
      : sql`(${sql.join(
          terms.map((term) => termQuery('english', term)),
          sql` || `,
        )})`;
  const cappedAssets = sql<boolean>`(SELECT count FROM counted WHERE kind = 'asset') > ${cap}`;
  const showsAssets = assets !== null && (kind === null || kind === 'asset');
  // what the whole text names exactly, had the cap left it out
  const named = showsAssets && text !== '';
  const exactly = named
    ? sql`UNION ALL SELECT * FROM (${scan(
        assets,
        ['asset'],
        sql<boolean>`${cappedAssets} AND ${namedExactly(text)}`,
      )}) AS exact WHERE NOT EXISTS (SELECT FROM candidate WHERE candidate.id = exact.id)`
    : sql``;
  // past a capped group's hits ranked, its rest: those neither read nor named exactly, read
  // only once the page's ranked hits run out (their scores reckoned for the page alone) — never
  // on a first page shorter than the cap, which the ranked hits fill: left out of its statement,
  // the rest costs it nothing to parse and plan
  const rest =
    showsAssets &&
    (after !== null || first > cap) &&
    restOfAssets({
      arm: assets,
      matches: match(
        ['asset'],
        sql<boolean>`d.id NOT IN (SELECT id FROM candidate)
          ${named ? sql`AND NOT ${namedExactly(text)}` : sql``}`,
      ),
      needed: sql<boolean>`${cappedAssets} AND (SELECT count(*) FROM page) <= ${first}`,
      after: after && !after.ranked ? after : null,
      first,
      nearRead,
    });
  // planned for every row (a limit would tempt the planner to walk the table), read as needed
  const assetScan = assets
    ? sql`assets AS MATERIALIZED (${scan(assets, ['asset'], sql`true`, true)}),`
    : sql``;
  const { rows } = await sql<HitRow>`
    WITH ${assetScan}
    candidate AS MATERIALIZED (${sql.join(found, sql` UNION ALL `)}),
    counted AS MATERIALIZED (SELECT kind, count(*)::int AS count FROM candidate GROUP BY kind),
    rankable AS (SELECT * FROM candidate ${exactly}),
    page AS MATERIALIZED (
      SELECT *, true AS ranked FROM rankable WHERE score IS NOT NULL ${only} ${past}
      ORDER BY score DESC, rank, ${nameOrder}, id LIMIT ${first + 1}
    ),
    ${rest ? sql`${rest.ctes},` : sql``}
    hit AS (SELECT * FROM page ${rest ? sql`UNION ALL ${rest.rows}` : sql``})
    SELECT kind, NULL::uuid AS id, NULL::float8 AS score, NULL::boolean AS ranked, count,
      NULL AS name, NULL AS slate_text, NULL AS slate_labels, NULL::text[] AS filenames,
      NULL::jsonb AS metadata, NULL::jsonb AS custom, NULL::jsonb AS custom_matches,
      NULL AS email, NULL::text[] AS comments
    FROM counted
    UNION ALL
    (SELECT hit.kind, hit.id,
      ${rest ? sql`coalesce(hit.score, ${scoreOf(terms, text, readable)})` : sql`hit.score`} AS score,
      hit.ranked,
      NULL, d.name, d.slate_text, d.slate_labels, d.filenames, d.metadata, d.custom,
      ${customMatches(search.filters)}, d.email,
      CASE WHEN hit.kind = 'asset' AND ${readable} THEN ARRAY(
        SELECT c.text FROM search_comment c
        WHERE c.asset_id = d.id AND to_tsvector('english', rushes_unaccent(c.text)) @@ ${anyTerm}
        ORDER BY c.id LIMIT 3) END
    FROM hit JOIN search_document d ON d.id = hit.id
    ORDER BY hit.ranked DESC, hit.score DESC, hit.rank, hit.name COLLATE rushes_name, hit.id)`.execute(
    db,
  );
  return rows;
}

/**
 * PostgreSQL's search over the `search` projection's documents; it counts up to `cap` assets
 * (`SEARCH_COUNT_CAP`), past which they are `capped`, and a page of their rest looks among the
 * `nearRead` assets by name after it first (`REST_NEAR_READ`).
 */
export function postgresSearchEngine(
  db: Db,
  { cap = SEARCH_COUNT_CAP, nearRead = REST_NEAR_READ } = {},
): SearchEngine {
  return {
    async search(request: SearchRequest): Promise<SearchAnswer> {
      const { search } = request;
      const empty: SearchAnswer = { counts: noCounts(), capped: [], hits: [], hasNextPage: false };
      if (isEmptySearch(search)) return empty;
      const prepared = await prepareTerms(db, search);
      const { terms } = prepared;
      if (terms.length === 0 && search.filters.length + search.has.length === 0) return empty;
      const rows = await db.transaction().execute(async (trx) => {
        // the planner's estimate of many cheap scans together passes JIT's threshold, and
        // compiling them (100 ms) would cost more than running them; and one process reads the
        // assets in one order, so the page after reads the same first of them as this one
        await sql`SELECT set_config('jit', 'off', true),
          set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
        return hitRows(trx, request, prepared, { cap, nearRead });
      });
      const counts = noCounts();
      const capped = new Set<SearchKind>();
      const hits = [];
      for (const row of rows) {
        if (row.count !== null) {
          counts[row.kind] = Math.min(row.count, cap);
          if (row.count > cap) capped.add(row.kind);
        } else if (row.id !== null && row.score !== null) {
          const matches = matchesOf(row, terms, search.filters);
          const { kind, id, name, score } = row;
          hits.push({ kind, id, name, score, ranked: row.ranked === true, matches });
        }
      }
      return {
        counts,
        capped: searchKinds.filter((group) => capped.has(group)),
        hits: hits.slice(0, request.first),
        hasNextPage: hits.length > request.first,
      };
    },
  };
}
