import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

/** The workspaces among `ids` with a project that has a transfer server. */
export async function withTransferServers(db: Kysely<Database>, ids: readonly string[]) {
  const rows = await db
    .selectFrom('project')
    .select('workspaceId')
    .distinct()
    .where('workspaceId', 'in', ids)
    .where('transferServer', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.workspaceId));
}
