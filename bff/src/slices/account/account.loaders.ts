import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byKey } from '../loaders.ts';
import { findProjectSettings, type ProjectSettingsRow } from './account.queries.ts';

async function projectSettingsByUser(db: Kysely<Database>, userIds: readonly string[]) {
  const byUser = new Map<string, ProjectSettingsRow[]>();
  for (const row of await findProjectSettings(db, userIds)) {
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  return byUser;
}

export const accountLoaders = (db: Kysely<Database>) => ({
  projectSettings: byKey<ProjectSettingsRow[]>((ids) => projectSettingsByUser(db, ids), []),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof accountLoaders> {}
}
