import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byKey } from '../loaders.ts';

/** Each project's own templates by type. */
async function templatesByProject(db: Kysely<Database>, projectIds: readonly string[]) {
  const rows = await db
    .selectFrom('projectTemplate')
    .selectAll()
    .where('projectId', 'in', projectIds)
    .execute();
  const byProject = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const own = byProject.get(row.projectId) ?? new Map<string, string>();
    own.set(row.type, row.contents);
    byProject.set(row.projectId, own);
  }
  return byProject;
}

export const notificationLoaders = (db: Kysely<Database>) => ({
  projectTemplates: byKey<ReadonlyMap<string, string>>(
    (ids) => templatesByProject(db, ids),
    new Map(),
  ),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof notificationLoaders> {}
}
