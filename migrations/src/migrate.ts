import { readdir } from 'node:fs/promises';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import {
  type Migration,
  type MigrationProvider,
  type MigrationResult,
  Migrator,
} from 'kysely/migration';
import type pg from 'pg';
import type { Database } from './database.ts';

const folder = new URL('./migrations/', import.meta.url);

/** Every `YYYY_MM_DD_HHMM_<what>.ts` in `src/migrations`, keyed by its name (names sort by date). */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const names = (await readdir(folder)).filter((file) =>
      /^\d{4}_\d\d_\d\d_\d{4}_\w+\.ts$/.test(file),
    );
    const entries = await Promise.all(
      names.map(async (file): Promise<[string, Migration]> => {
        const module: Partial<Migration> = await import(new URL(file, folder).href);
        if (typeof module.up !== 'function') throw new Error(`migration ${file} exports no up()`);
        return [file.replace(/\.ts$/, ''), { up: module.up }];
      }),
    );
    return Object.fromEntries(entries);
  },
};

/** Kysely over a `pg` pool: SQL in snake_case, TypeScript in camelCase. */
export function createDb(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
}

/**
 * Applies every migration not yet applied, in name order; throws on the first failure, naming
 * it, or as it is when none ran (the database could not be reached or locked).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (!error) return results;
  const failed = results.find((result) => result.status === 'Error');
  if (!failed) throw error;
  throw new Error(`migration ${failed.migrationName} failed`, { cause: error });
}
