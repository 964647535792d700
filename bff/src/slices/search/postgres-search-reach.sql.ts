/**
 * What the reach lets a PostgreSQL search through (decision 0122): the documents within the reach
 * as scans led by what an index finds — people's ids, the projects and folders documents live in —
 * so a text's matches are narrowed to the reach before a row is read.
 */
import { type RawBuilder, sql } from 'kysely';
import type { SearchReach } from './search.port.ts';

type Condition = RawBuilder<boolean>;

/**
 * How many projects (or folders) a scan of assets takes first, then twice as many each time up to
 * `LAST_TURN`, in their order, stopping once it has read what it needs: a common word fills the
 * count from its first projects (its documents in all 50 of a member's would be 25,000 to find
 * before the first is read), and a rare one takes a few scans.
 */
const FIRST_TURN = 4;
const LAST_TURN = 32;

/**
 * The most projects and folders a scan is led by. An index scan led by a list walks every id's
 * entries (500 projects took 140 ms for a part of a file name); past this many, as for an Admin
 * of a whole workspace who reaches most of what there is, the text's index leads alone.
 */
const SCOPE_MAX = 256;

/** The first and last (from 1) of each turn through `count` ids. */
function turnsOf(count: number) {
  const firsts: number[] = [];
  const lasts: number[] = [];
  for (let first = 1, size = FIRST_TURN; first <= count; size = Math.min(size * 2, LAST_TURN)) {
    const last = Math.min(count, first + size - 1);
    firsts.push(first);
    lasts.push(last);
    first = last + 1;
  }
  return { firsts, lasts };
}

const uuids = (ids: readonly string[]) => sql`${ids as string[]}::uuid[]`;

/**
 * The column is one of the ids, checked on each row read: `IS TRUE` keeps the planner from
 * leading with it too (the project's own index would add its 50,000 rows to the scope's), so what
 * leads a scan is what `ReachArm` says.
 */
const oneOf = (column: RawBuilder<unknown>, ids: readonly string[]): Condition =>
  ids.length === 0 ? sql<boolean>`false` : sql<boolean>`(${column} = ANY(${uuids(ids)})) IS TRUE`;

/**
 * Documents within the reach: those whose id is one of `ids` (`by: 'id'`), or those where `also`
 * holds, found through their project or folder being one of `ids` (`by: 'scope'`; `also` checks
 * the reach whole, so that a long list need not lead the scan).
 */
export interface ReachArm {
  /** What leads the scan; null for a whole group. */
  lead: { by: 'id' | 'scope'; ids: readonly string[] } | null;
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
 * people; projects, folders and share links, few in a project, among the projects seen; and
 * assets, by far the most, in the open projects and the folders opened in the others. A scope the
 * reach holds nothing of is null.
 */
export function reachScopes(reach: SearchReach): {
  people: ReachArm | null;
  others: ReachArm | null;
  assets: ReachArm | null;
} {
  if (reach.everything) return { people: everyOne, others: everyOne, assets: everyOne };
  const { userIds, projectIds, openProjectIds, folderIds, creatorId } = reach;
  const people: ReachArm | null =
    userIds === 'every'
      ? everyOne
      : userIds.length > 0
        ? { lead: { by: 'id', ids: userIds }, also: sql<boolean>`true` }
        : null;
  const seen = oneOf(sql`d.project_id`, projectIds);
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
          lead: { by: 'scope', ids: projectIds },
          also: sql<boolean>`${seen} AND (d.kind = 'project'
            OR (d.kind = 'folder' AND (${open} OR ${folders})) OR (d.kind = 'share' AND ${shares}))`,
        };
  const opened = [...openProjectIds, ...folderIds];
  const assets: ReachArm | null =
    opened.length === 0
      ? null
      : {
          lead: { by: 'scope', ids: opened },
          also: sql<boolean>`${seen} AND (${open} OR ${oneOf(sql`d.folder_id`, folderIds)})`,
        };
  return { people, others, assets };
}

/**
 * The scopes kept to the assets named (`SearchRequest.assetIds`): a scan led by their ids, each
 * checked against the reach's assets; people, projects, folders and share links none.
 */
export function namedAssetsOnly(
  scopes: ReturnType<typeof reachScopes>,
  assetIds: readonly string[],
): ReturnType<typeof reachScopes> {
  const { assets } = scopes;
  const named: ReachArm | null =
    assets && assetIds.length > 0
      ? { lead: { by: 'id', ids: assetIds }, also: withinArm(assets) }
      : null;
  return { people: null, others: null, assets: named };
}

/** Whether the document `d` is within the arm, checked on a row read some other way. */
export function withinArm({ lead, also }: ReachArm): Condition {
  if (lead === null) return also;
  const ids = uuids(lead.ids);
  return lead.by === 'id'
    ? sql<boolean>`(d.id = ANY(${ids}) AND ${also})`
    : sql<boolean>`(ARRAY[d.project_id, d.folder_id] && ${ids} AND ${also})`;
}

/**
 * The rows `select` makes of the arm's documents where `where` holds. `inTurn` takes the projects
 * and folders in turns (a lateral subquery each, kept whole by `OFFSET 0`), so that a reader that
 * stops early stops the scan; otherwise they are one scan.
 */
export function armScan(
  arm: ReachArm,
  select: RawBuilder<unknown>,
  where: Condition,
  { inTurn }: { inTurn: boolean },
) {
  const { lead, also } = arm;
  if (lead === null || (lead.by === 'scope' && lead.ids.length > SCOPE_MAX)) {
    return sql`SELECT ${select} FROM search_document d WHERE ${also} AND ${where}`;
  }
  const ids = uuids(lead.ids);
  if (lead.by === 'id') {
    return sql`SELECT ${select} FROM search_document d
      WHERE d.id = ANY(${ids}) AND ${also} AND ${where}`;
  }
  // as the indexes lead: the document's project and folder
  const scope = sql`ARRAY[d.project_id, d.folder_id]`;
  if (!inTurn || lead.ids.length <= FIRST_TURN) {
    return sql`SELECT ${select} FROM search_document d
      WHERE ${scope} && ${ids} AND ${also} AND ${where}`;
  }
  // each document once, in the first turn holding its project or its folder
  const { firsts, lasts } = turnsOf(lead.ids.length);
  return sql`SELECT found.* FROM unnest(${firsts}::int[], ${lasts}::int[]) AS turn (first, last)
    CROSS JOIN LATERAL (SELECT ${select} FROM search_document d
      WHERE ${scope} && (${ids})[turn.first : turn.last]
        AND NOT (${scope} && (${ids})[1 : turn.first - 1])
        AND ${also} AND ${where} OFFSET 0) AS found`;
}
