import type { Database, DeliveryFile, ProjectIntegration } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { groupBy } from '../loaders.ts';

type Db = Kysely<Database>;

/** A project lists the delivery files of this many folders at most, by folder name. */
const MAX_FOLDERS = 1_000;

/** The integrations each project has turned on, oldest first. */
export async function findIntegrationsOfProjects(
  db: Db,
  projectIds: readonly string[],
): Promise<Map<string, ProjectIntegration[]>> {
  const rows = await db
    .selectFrom('projectIntegration')
    .selectAll()
    .where('projectId', 'in', projectIds)
    .orderBy('enabledAt')
    .execute();
  return groupBy(rows, (row) => row.projectId);
}

/** The delivery files of each folder, by kind. */
export async function findDeliveryFilesOfFolders(
  db: Db,
  folderIds: readonly string[],
): Promise<Map<string, DeliveryFile[]>> {
  const rows = await db
    .selectFrom('deliveryFile')
    .selectAll()
    .where('folderId', 'in', folderIds)
    .orderBy('integration')
    .orderBy('kind', 'desc')
    .execute();
  return groupBy(rows, (row) => row.folderId);
}

/** The folders of a project that have delivery files, by name. */
export async function findDeliveredFolders(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('folder')
    .select('folder.id')
    .where('folder.projectId', '=', projectId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('deliveryFile')
          .select('kind')
          .whereRef('deliveryFile.folderId', '=', 'folder.id'),
      ),
    )
    .orderBy('folder.name')
    .orderBy('folder.id')
    .limit(MAX_FOLDERS)
    .execute();
  return rows.map((row) => row.id);
}
