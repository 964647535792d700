/**
 * What a collection finds (decision 0125): the search port's reach, as the policy decides it,
 * kept to the collection's project — the viewer's own, or for a share link's visitors what the
 * link's maker may share there when the visitors look.
 */
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { Viewer } from '../policy.ts';
import { reachOf } from '../search/search.access.ts';
import { reachNothing, type SearchReach } from '../search/search.port.ts';
import { personReach } from '../search/search-reach.queries.ts';

type Db = Kysely<Database>;

/** The reach kept to one project: a collection finds nothing elsewhere. */
export function withinProject(reach: SearchReach, projectId: string): SearchReach {
  const kept = (ids: readonly string[]) =>
    reach.everything || ids.includes(projectId) ? [projectId] : [];
  return {
    ...reachNothing,
    projectIds: kept(reach.projectIds),
    openProjectIds: kept(reach.openProjectIds),
    commentProjectIds: kept(reach.commentProjectIds),
    folderIds: reach.folderIds,
    commentFolderIds: reach.commentFolderIds,
  };
}

/** What a signed-in person finds of a project's collections: what they may open there. */
export async function viewerReach(db: Db, viewer: Viewer, projectId: string) {
  return withinProject(await reachOf(db, { viewer, machine: null }), projectId);
}

/** A share link as its collection's reach needs it. */
export interface SharingLink {
  projectId: string;
  createdBy: string | null;
  canDownload: boolean;
}

/**
 * What a link's visitors may see of the collection it shares: the assets its maker may share in
 * the project now (and download, for a link that lets them download); nothing once the maker is
 * gone, or when no user made the link.
 */
export async function sharerReach(db: Db, link: SharingLink): Promise<SearchReach> {
  if (link.createdBy === null) return reachNothing;
  const maker = await db
    .selectFrom('appUser')
    .select(['isSuperuser', 'deletedAt'])
    .where('id', '=', link.createdBy)
    .executeTakeFirst();
  if (!maker || maker.deletedAt !== null) return reachNothing;
  const rights = link.canDownload ? (['share', 'download'] as const) : (['share'] as const);
  const reach = maker.isSuperuser
    ? { ...reachNothing, everything: true }
    : await personReach(db, link.createdBy, rights);
  return withinProject(reach, link.projectId);
}
