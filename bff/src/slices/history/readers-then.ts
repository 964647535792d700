import type { RequestContext } from '../../request-context.ts';
import { listWorkspaceAdmins } from '../members/member.queries.ts';
import {
  canSeeReadersThen,
  type FolderEntry,
  type FolderNode,
  folderPermissions,
  type ProjectAccess,
} from '../policy.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { type Role, roleOf } from '../roles.ts';
import { placesThen } from './access-then.ts';

/** A person who could see a folder or an asset at a past moment. */
export interface ReaderThen {
  userId: string;
  userName: string;
  userEmail: string;
  /** Their role then; Admin for an admin of the project's workspace (as they are now). */
  role: Role | null;
  /** They manage the project (as it is now): they see all of it, member or not. */
  isManager: boolean;
}

const byName = (a: ReaderThen, b: ReaderThen) =>
  a.userName.localeCompare(b.userName) || a.userId.localeCompare(b.userId);

/**
 * Who could see the folder at the end of `path` (and so the assets in it) at `at` (ms since the
 * epoch): the workspace's admins and the project's manager, as they are now, then the members
 * whose role and folder entries then let them view it, by name. Inheritance follows the folders
 * as they are now, as the viewer's own past access does (decision 0144); deleted users are left
 * out, and superusers, who see everything, are not listed.
 */
async function readersThen(
  ctx: RequestContext,
  project: ProjectRow,
  path: readonly FolderNode[],
  at: number,
): Promise<ReaderThen[]> {
  const [admins, places] = await Promise.all([
    listWorkspaceAdmins(ctx.services.db, project.workspaceId),
    placesThen(ctx, project.id, at),
  ]);
  const adminIds = new Set(admins.map((admin) => admin.userId));
  const { managerId } = project;
  const members = [...places].filter(([userId, place]) => {
    if (adminIds.has(userId)) return false;
    if (userId === managerId) return true;
    if (place.role === null) return false;
    const entries = new Map<string, FolderEntry>(
      [...place.entries].map(([folderId, allowedTo]) => [folderId, { allowedTo, path: [] }]),
    );
    const then: ProjectAccess = {
      ...{ managerId: project.managerId, workspaceAdmin: false, link: null },
      ...{ role: place.role, entries },
    };
    return folderPermissions({ userId, isSuperuser: false }, then, path).allowedTo.view;
  });
  if (!adminIds.has(managerId) && !places.has(managerId)) {
    members.push([managerId, { role: null, entries: new Map() }]);
  }
  const users = await Promise.all(members.map(([userId]) => ctx.loaders.user.load(userId)));
  const readers = members.flatMap(([, place], index): ReaderThen[] => {
    const user = users[index];
    if (!user || user.deletedAt) return [];
    const role = place.role && roleOf(place.role);
    const person = { userId: user.id, userName: user.name, userEmail: user.email };
    return [{ ...person, role, isManager: user.id === managerId }];
  });
  return [
    ...admins.map((admin) => ({ ...admin, role: roleOf('admin'), isManager: false })),
    ...readers.sort((a, b) => Number(b.isManager) - Number(a.isManager) || byName(a, b)),
  ];
}

/** Where a past view stands: the project, the caller's place in it now, the folder, the moment. */
export interface PastPlace {
  project: ProjectRow;
  access: ProjectAccess;
  path: readonly FolderNode[];
  /** The moment, ms since the epoch. */
  at: number;
}

/** `PastAsset.readers` and `PastFolder.readers`: for those who may edit the project now. */
export const pastReaders = (ctx: RequestContext, place: PastPlace) =>
  canSeeReadersThen(ctx.viewer, place.access)
    ? readersThen(ctx, place.project, place.path, place.at)
    : null;
