import DataLoader from 'dataloader';
import type { GraphQLContext } from '../graphql/context.ts';
import { countChildren, type FolderRow, findFoldersByIds } from './folders/folder.queries.ts';
import { findProjectsByIds, managersAmong, type ProjectRow } from './projects/project.queries.ts';
import { findUsersByIds, type UserRow } from './users/user.queries.ts';
import { findWorkspacesByIds, type WorkspaceRow } from './workspaces/workspace.queries.ts';

/** Loads rows by id in one query per tick; `undefined` for an id nothing has. */
function byId<Row extends { id: string }>(find: (ids: readonly string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | undefined>(async (ids) => {
    const rows = new Map((await find(ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id));
  });
}

function createLoaders({ services: { db } }: GraphQLContext) {
  return {
    user: byId<UserRow>((ids) => findUsersByIds(db, ids)),
    workspace: byId<WorkspaceRow>((ids) => findWorkspacesByIds(db, ids)),
    project: byId<ProjectRow>((ids) => findProjectsByIds(db, ids)),
    folder: byId<FolderRow>((ids) => findFoldersByIds(db, ids)),
    childCount: new DataLoader<string, number>(async (ids) => {
      const counts = await countChildren(db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    managesProjects: new DataLoader<string, boolean>(async (ids) => {
      const managers = await managersAmong(db, ids);
      return ids.map((id) => managers.has(id));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

const perContext = new WeakMap<object, Loaders>();

/** The request's loaders: rows fetched once per request, batched across the fields asking. */
export function loadersOf(ctx: GraphQLContext): Loaders {
  let loaders = perContext.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx);
    perContext.set(ctx, loaders);
  }
  return loaders;
}

/**
 * Forgets what the request loaded: after a mutation wrote, and before each event of a
 * subscription (whose context lives as long as the subscription).
 */
export const forgetLoaded = (ctx: GraphQLContext): void => {
  perContext.delete(ctx);
};
