import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byKey, groupBy } from '../loaders.ts';
import { findProjectSettings, type ProjectSettingsRow } from './account.queries.ts';

const projectSettingsByUser = async (db: Kysely<Database>, userIds: readonly string[]) =>
  groupBy(await findProjectSettings(db, userIds), (row) => row.userId);

export const accountLoaders = (db: Kysely<Database>) => ({
  projectSettings: byKey<ProjectSettingsRow[]>((ids) => projectSettingsByUser(db, ids), []),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof accountLoaders> {}
}
