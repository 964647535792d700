/**
 * What the reach lets a PostgreSQL search through (decision 0122): the documents within the reach
 * as scans led by what an index finds — people's ids, projects, folders — so a text's matches are
 * narrowed to the reach before a row is read.
 */
import { type RawBuilder, sql } from 'kysely';
import type { SearchReach } from './search.port.ts';

type Condition = RawBuilder<boolean>;

/**
 * How many ids a scan of assets takes at a time, in their order, stopping once it has read what
 * it needs (a common word fills the count from its first projects). One by one, each id's scan
 * costs more than the index's own work for a rare word (fifty times 0.2 ms).
 */
const IDS_AT_A_TIME = 10;

const uuids = (ids: readonly string[]) => sql`${ids as string[]}::uuid[]`;

/**
 * The column is one of the ids, checked on the row. An index scan runs once for every combination
 * of the lists its conditions name (50 projects twice over: 2,500 scans): `IS TRUE` keeps these
 * out of the index's conditions, which only what leads a scan enters.
 */
const oneOf = (column: RawBuilder<unknown>, ids: readonly string[]): Condition =>
  ids.length === 0 ? sql<boolean>`false` : sql<boolean>`(${column} = ANY(${uuids(ids)})) IS TRUE`;

/** Documents within the reach: those whose `column` is one of `ids`, where `also` holds. */
export interface ReachArm {
  /** What leads the scan; null for the whole group. */
  lead: { column: 'id' | 'project_id' | 'folder_id'; ids: readonly string[] } | null;
  also: Condition;
}

const everyOne: ReachArm = { lead: null, also: sql<boolean>`true` };

/** Whether the searcher reads the comments of the asset `d`. */
export const commentsRead = (reach: SearchReach): Condition =>
  reach.everything
    ? sql<boolean>`true`
    : sql<boolean>`(${oneOf(sql`d.project_id`, reach.commentProjectIds)}
      OR ${oneOf(sql`d.folder_id`, reach.commentFolderIds)})`;

/**
 * What the reach lets the searcher find, as the policy decides (decision 0122), in three scopes:
 * people; projects, folders and share links, few in a project, in one scan of the projects seen;
 * and assets, by far the most, in arms that do not overlap — the open projects, then the folders
 * opened in the others. A scope the reach holds nothing of is null or empty.
 */
export function reachScopes(reach: SearchReach): {
  people: ReachArm | null;
  others: ReachArm | null;
  assets: ReachArm[];
} {
  if (reach.everything) return { people: everyOne, others: everyOne, assets: [everyOne] };
  const { userIds, projectIds, openProjectIds, folderIds, creatorId } = reach;
  const people: ReachArm | null =
    userIds === 'every'
      ? everyOne
      : userIds.length > 0
        ? { lead: { column: 'id', ids: userIds }, also: sql<boolean>`true` }
        : null;
  const open = oneOf(sql`d.project_id`, openProjectIds);
  const folders = oneOf(sql`d.folder_id`, [...folderIds, ...reach.passageFolderIds]);
  // the share links of the projects one edits, and one's own in the projects one sees
  const own =
    creatorId === null ? sql<boolean>`false` : sql<boolean>`d.created_by = ${creatorId}::uuid`;
  const shares = sql<boolean>`(${oneOf(sql`d.project_id`, reach.shareProjectIds)} OR ${own})`;
  const others: ReachArm | null =
    projectIds.length === 0
      ? null
      : {
          lead: { column: 'project_id', ids: projectIds },
          also: sql<boolean>`(d.kind = 'project' OR (d.kind = 'folder' AND (${open} OR ${folders}))
            OR (d.kind = 'share' AND ${shares}))`,
        };
  const seen = oneOf(sql`d.project_id`, projectIds);
  const assets: ReachArm[] = [];
  if (openProjectIds.length > 0) {
    assets.push({ lead: { column: 'project_id', ids: openProjectIds }, also: seen });
  }
  if (folderIds.length > 0) {
    const also = sql<boolean>`${seen} AND NOT ${open}`;
    assets.push({ lead: { column: 'folder_id', ids: folderIds }, also });
  }
  return { people, others, assets };
}

/**
 * The rows `select` makes of the arm's documents where `where` holds. `inTurn` takes the ids a few
 * at a time (a lateral subquery each, kept whole by `OFFSET 0`), so that a reader that stops early
 * stops the scan; otherwise they are one scan.
 */
export function armScan(
  arm: ReachArm,
  select: RawBuilder<unknown>,
  where: Condition,
  { inTurn }: { inTurn: boolean },
) {
  const { lead, also } = arm;
  if (lead === null) return sql`SELECT ${select} FROM search_document d WHERE ${also} AND ${where}`;
  const column = sql.raw(`d.${lead.column}`);
  const ids = uuids(lead.ids);
  if (!inTurn || lead.ids.length <= IDS_AT_A_TIME) {
    return sql`SELECT ${select} FROM search_document d WHERE ${column} = ANY(${ids}) AND ${also} AND ${where}`;
  }
  return sql`SELECT found.* FROM generate_series(1, ${lead.ids.length}, ${IDS_AT_A_TIME}) AS part (start)
    CROSS JOIN LATERAL (SELECT ${select} FROM search_document d
      WHERE ${column} = ANY((${ids})[part.start : part.start + ${IDS_AT_A_TIME - 1}])
        AND ${also} AND ${where} OFFSET 0) AS found`;
}
