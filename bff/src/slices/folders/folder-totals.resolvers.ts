import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { byKey } from '../loaders.ts';
import { canSeeAsset } from '../policy.ts';
import { reachedFolder } from './folder.access.ts';
import type { FolderRow } from './folder.queries.ts';

/** What a folder's own files come to: how many, their bytes and their length. */
export interface FolderTotals {
  fileCount: number;
  totalSize: number;
  /** Milliseconds of the files that have a duration; null when none has one. */
  totalDurationMs: number | null;
}

const none: FolderTotals = { fileCount: 0, totalSize: 0, totalDurationMs: null };

/** Each folder's totals over its assets' newest versions, one query for the request's folders. */
async function findFolderTotals(db: Kysely<Database>, folderIds: readonly string[]) {
  const rows = await db
    .selectFrom('asset')
    .innerJoin('version', 'version.id', 'asset.newestVersionId')
    .select([
      'asset.folderId',
      sql<string>`count(*)`.as('fileCount'),
      sql<string>`coalesce(sum(version.size), 0)`.as('totalSize'),
      sql<number | null>`sum(version.duration_ms)`.as('totalDurationMs'),
    ])
    .where('asset.folderId', 'in', folderIds)
    .groupBy('asset.folderId')
    .execute();
  return new Map(
    rows.map((row) => [
      row.folderId,
      {
        fileCount: Number(row.fileCount),
        totalSize: Number(row.totalSize),
        totalDurationMs: row.totalDurationMs === null ? null : Number(row.totalDurationMs),
      },
    ]),
  );
}

export const folderTotalsLoaders = (db: Kysely<Database>) => ({
  folderTotals: byKey<FolderTotals>((folderIds) => findFolderTotals(db, folderIds), none),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof folderTotalsLoaders> {}
}

/** The totals of the files the viewer sees there: none in a folder they only pass through. */
async function totalsOf(folder: FolderRow, ctx: MercuriusContext): Promise<FolderTotals> {
  const reached = await reachedFolder(ctx, folder.id);
  if (!reached || !canSeeAsset(ctx.viewer, reached.access, reached.path)) return none;
  return ctx.loaders.folderTotals.load(folder.id);
}

export const folderTotalsResolvers = {
  Folder: {
    fileCount: async (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      (await totalsOf(folder, ctx)).fileCount,
    totalSize: async (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      (await totalsOf(folder, ctx)).totalSize,
    totalDuration: async (folder: FolderRow, _: unknown, ctx: MercuriusContext) =>
      (await totalsOf(folder, ctx)).totalDurationMs,
  },
} satisfies IResolvers;
