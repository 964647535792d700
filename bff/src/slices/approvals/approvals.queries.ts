import type { ApprovalDecisionRow, ApprovalWorkflowRow, Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** The workflow nearest above (or on) the last folder of `pathIds`, root first; null for none. */
export async function nearestWorkflow(
  db: Db,
  pathIds: readonly string[],
): Promise<ApprovalWorkflowRow | null> {
  if (pathIds.length === 0) return null;
  const rows = await db
    .selectFrom('approvalWorkflow')
    .selectAll()
    .where('folderId', 'in', pathIds)
    .execute();
  const byFolder = new Map(rows.map((row) => [row.folderId, row]));
  const nearest = pathIds.findLast((id) => byFolder.has(id));
  return nearest === undefined ? null : (byFolder.get(nearest) ?? null);
}

/** The decisions on the assets' versions, in the order taken. */
export const findDecisions = (db: Db, assetIds: readonly string[]) =>
  assetIds.length === 0
    ? Promise.resolve([] as ApprovalDecisionRow[])
    : db
        .selectFrom('approvalDecision')
        .selectAll()
        .where('assetId', 'in', assetIds)
        .orderBy('position')
        .execute();

/** The workflows of the projects the user is a member or the manager of. */
export const findWorkflowsOfMember = (db: Db, userId: string) =>
  db
    .selectFrom('approvalWorkflow')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(
          'projectId',
          'in',
          eb.selectFrom('projectMember').select('projectId').where('userId', '=', userId),
        ),
        eb(
          'projectId',
          'in',
          eb.selectFrom('project').select('id').where('managerId', '=', userId),
        ),
      ]),
    )
    .execute();

/** Each folder of the projects with its parent, for which workflow governs which folder. */
export const findFolderParents = (db: Db, projectIds: readonly string[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('folder')
        .select(['id', 'parentId'])
        .where('projectId', 'in', projectIds)
        .execute();

/** The assets of the folders, with their newest version. */
export const findAssetsIn = (db: Db, folderIds: readonly string[]) =>
  folderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('asset')
        .select(['id', 'folderId', 'newestVersionId'])
        .where('folderId', 'in', folderIds)
        .where('newestVersionId', 'is not', null)
        .execute();

/** The versions of the assets, oldest first. */
export const findVersionOrder = (db: Db, assetIds: readonly string[]) =>
  assetIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('version')
        .select(['id', 'assetId', 'number', 'createdAt'])
        .where('assetId', 'in', assetIds)
        .orderBy('number')
        .execute();
