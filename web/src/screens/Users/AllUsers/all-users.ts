import { pathTo } from '../../../routes/route-table.ts';

/** The users a Delete Users dialog may delete: those selected whom the viewer may delete. */
export const deletable = <U extends { id: string; allowedTo: { delete: boolean } }>(
  users: readonly U[],
  selected: ReadonlySet<string>,
): U[] => users.filter((user) => selected.has(user.id) && user.allowedTo.delete);

/** The project's users screen, opening Assign User with these users already picked. */
export const assignPath = (projectId: string, userIds: readonly string[]): string =>
  pathTo('users-project', { projectId }, { assign: userIds.join(',') });
