/**
 * The rest of a capped group in PostgreSQL (decision 0122): the assets a search matches within the
 * reach past those it ranked, by name as people read them, then id, a page at a time after a
 * position — read in that order from the assets' index of names where they are many, from the
 * reach's matches otherwise.
 */
import { type RawBuilder, sql } from 'kysely';
import { kindRank } from './postgres-search.sql.ts';
import { armScan, type ReachArm, withinArm } from './postgres-search-reach.sql.ts';

type Condition = RawBuilder<boolean>;

/**
 * How many assets, by name, a page of the rest looks among first. Where the reach's matches are
 * spread among the names, the next page lies there (a word on a quarter of the assets of a reach
 * of a twentieth of them has a page of 20 in about 1,700); where they are not — the reach's names
 * lie elsewhere, the word is on a few projects — the reach's matches are read and sorted instead,
 * found as a rare word's are: never a walk through every asset's name for one page.
 */
export const REST_NEAR_READ = 5000;

const byName = sql`ORDER BY d.name COLLATE rushes_name, d.id`;

export interface RestRequest {
  /** Where the assets a search finds live. */
  arm: ReachArm;
  /** What an asset of the rest is: matched, and neither ranked nor named exactly. */
  matches: Condition;
  /** Whether the rest is read at all: the group is capped and the page wants more. */
  needed: Condition;
  /** The rest's last asset on the page before; null from its start. */
  after: { name: string; id: string } | null;
  first: number;
  /** How many assets by name it reads first (`REST_NEAR_READ`). */
  nearRead: number;
}

/**
 * The CTEs `rest_near` and `rest_far` (to follow others in a `WITH`) and the rows they make, as a
 * search's hits are (`id, kind, name, rank, score, ranked`), at most `first` and one: the
 * assets after the position among the first `nearRead` by name, if they hold that many, else
 * among all the reach's matches.
 */
export function restOfAssets({ arm, matches, needed, after, first, nearRead }: RestRequest) {
  const select = sql`d.id, d.kind, d.name, ${kindRank} AS rank, NULL::float8 AS score,
    false AS ranked`;
  const past = after
    ? sql`AND (d.name COLLATE rushes_name, d.id)
        > (${after.name}::text COLLATE rushes_name, ${after.id}::uuid)`
    : sql``;
  const enough = sql<boolean>`(SELECT count(*) FROM rest_near) > ${first}`;
  // the reach's matches planned as a whole (by name, the planner would walk the names instead)
  const farWhere = sql<boolean>`${matches} AND ${needed} AND NOT ${enough} ${past}`;
  const far = armScan(arm, select, farWhere, { inTurn: false });
  const ctes = sql`
    rest_near AS MATERIALIZED (
      SELECT ${select}
      FROM (SELECT * FROM search_document d WHERE d.kind = 'asset' AND ${needed} ${past}
        ${byName} LIMIT ${nearRead}) AS d
      WHERE ${withinArm(arm)} AND ${matches}
      ${byName} LIMIT ${first + 1}),
    rest_far AS MATERIALIZED (${far})`;
  const rows = sql`SELECT * FROM rest_near WHERE ${enough}
    UNION ALL (SELECT * FROM rest_far ORDER BY name COLLATE rushes_name, id LIMIT ${first + 1})`;
  return { ctes, rows };
}
