import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byKey, groupBy, memberOf } from '../loaders.ts';
import { pairKey } from '../pair-keys.ts';
import {
  type EntryRow,
  findEntries,
  findMemberships,
  findStandings,
  findWorkspaceAdmins,
  type MemberRow,
} from './member.queries.ts';

/** Who stands where, by `pairKey(project or workspace, user)` or by user. */
export const memberLoaders = (db: Kysely<Database>) => ({
  /** A user's membership of a project, by `pairKey(projectId, userId)`. */
  membership: byKey<MemberRow | null>(async (keys) => {
    const rows = await findMemberships(db, keys);
    return new Map(rows.map((row) => [pairKey(row.projectId, row.userId), row]));
  }, null),
  /** A user's folder entries in a project, by `pairKey(projectId, userId)`. */
  folderEntries: byKey<EntryRow[]>(
    async (keys) =>
      groupBy(await findEntries(db, keys), (row) => pairKey(row.projectId, row.userId)),
    [],
  ),
  /** Whether a user is Admin of a workspace, by `pairKey(workspaceId, userId)`. */
  isWorkspaceAdmin: memberOf((keys) => findWorkspaceAdmins(db, keys)),
  /** Where a user stands across Rushes, by user id. */
  standing: byKey((userIds) => findStandings(db, userIds), {
    adminOfAnyWorkspace: false,
    editsAnyProject: false,
  }),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof memberLoaders> {}
}
