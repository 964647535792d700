/** Sorting, filtering and the permission rules of the users screens (access-and-shell 2 and 5). */

export type UserSort = 'name' | 'email' | 'role' | 'lastActivity';

export const PERMISSIONS = ['view', 'edit', 'download', 'share', 'comment'] as const;
export type PermissionName = (typeof PERMISSIONS)[number];

export interface ListedUser {
  userName: string;
  userEmail: string;
  /** Their role, or for several (All Users) `rolesKey` of them. */
  roleName?: string;
  lastActivityAt?: string | null;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * What a user holding several roles sorts by: their names in order, so they come after those
 * holding only the first of them and before those holding only a later one.
 */
export const rolesKey = (names: readonly string[]): string =>
  [...names].sort(collator.compare).join(', ');

function keyOf(user: ListedUser, sort: UserSort): string {
  switch (sort) {
    case 'name':
      return user.userName;
    case 'email':
      return user.userEmail;
    case 'role':
      return user.roleName ?? '';
    case 'lastActivity':
      return user.lastActivityAt ?? '';
  }
}

/** The users whose name or e-mail contains the filter, in the chosen order (then by name). */
export function sortAndFilter<U extends ListedUser>(
  users: readonly U[],
  sort: UserSort,
  text: string,
) {
  const needle = text.trim().toLocaleLowerCase();
  const matching = needle
    ? users.filter((user) =>
        `${user.userName}\n${user.userEmail}`.toLocaleLowerCase().includes(needle),
      )
    : [...users];
  return matching.sort(
    (a, b) =>
      collator.compare(keyOf(a, sort), keyOf(b, sort)) || collator.compare(a.userName, b.userName),
  );
}

type Flags = Record<PermissionName, { value: boolean; locked: boolean }>;

/** The permissions a save sends: only those not locked (access-and-shell section 5). */
export function sentPermissions(flags: Flags): Partial<Record<PermissionName, boolean>> {
  const sent: Partial<Record<PermissionName, boolean>> = {};
  for (const name of PERMISSIONS) {
    const flag = flags[name];
    if (flag.locked) continue;
    sent[name] = flag.value;
  }
  return sent;
}

/** The flags with one permission changed. */
export function withPermission(flags: Flags, name: PermissionName, value: boolean): Flags {
  return { ...flags, [name]: { ...flags[name], value } };
}
