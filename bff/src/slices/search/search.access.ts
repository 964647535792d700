import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { Machine } from '../../auth/machine.ts';
import { appError } from '../../errors.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow } from '../access.ts';
import { canSearch, isSuperuser, machineSearchGrant, type Viewer } from '../policy.ts';
import { reachNothing, type SearchReach } from './search.port.ts';
import { personReach, workspaceProjectIds } from './search-reach.queries.ts';

/** What a machine finds: the projects its token reads, whole; their comments as it may. */
async function machineReach(db: Kysely<Database>, machine: Machine): Promise<SearchReach> {
  const grant = machineSearchGrant(machine);
  if (!grant?.view) return reachNothing;
  const projectIds = await workspaceProjectIds(db, machine.workspaceId);
  return {
    ...reachNothing,
    projectIds,
    openProjectIds: projectIds,
    commentProjectIds: grant.comment ? projectIds : [],
  };
}

/**
 * What a searcher may find, as the policy decides: a superuser everything, a person what they
 * could open, a machine what its token reads.
 */
export function reachOf(
  db: Kysely<Database>,
  { viewer, machine }: { viewer: Viewer; machine: Machine | null },
): Promise<SearchReach> {
  if (isSuperuser(viewer))
    return Promise.resolve({ ...reachNothing, everything: true, userIds: 'every' });
  if (viewer) return personReach(db, viewer.userId);
  return machine ? machineReach(db, machine) : Promise.resolve(reachNothing);
}

/**
 * The caller's reach; nobody signed in is UNAUTHENTICATED, a share link's visitor FORBIDDEN
 * (their pages have no search).
 */
export function searchReach(ctx: RequestContext): Promise<SearchReach> {
  const { viewer, machine } = ctx;
  if (!viewer && !machine && !ctx.visitor) throw appError('UNAUTHENTICATED');
  allow(canSearch({ viewer, machine }));
  return reachOf(ctx.services.db, { viewer, machine });
}
