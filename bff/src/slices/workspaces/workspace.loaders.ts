import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import { findWorkspacesByIds, sizesOfWorkspaces } from './workspace.queries.ts';

export const workspaceLoaders = (db: Kysely<Database>) => ({
  workspace: byId((ids) => findWorkspacesByIds(db, ids)),
  workspaceSize: byKey(
    async (ids) =>
      new Map((await sizesOfWorkspaces(db, ids)).map((row) => [row.id, Number(row.size)])),
    0,
  ),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof workspaceLoaders> {}
}
