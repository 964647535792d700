import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId } from '../loaders.ts';
import { findWorkspacesByIds } from './workspace.queries.ts';

export const workspaceLoaders = (db: Kysely<Database>) => ({
  workspace: byId((ids) => findWorkspacesByIds(db, ids)),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof workspaceLoaders> {}
}
