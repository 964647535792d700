import { useCallback } from 'react';
import type { Person } from '../../../people/usePeopleSearch.ts';
import { runLimited } from '../../../relay/run-limited.ts';
import { useSaveFolderUserMutation } from '../useSaveFolderUserMutation.ts';
import { useSaveProjectUserMutation } from '../useSaveProjectUserMutation.ts';

/** Up to 3 concurrent user assignment calls (access-and-shell section 7). */
const CONCURRENT_ASSIGNMENTS = 3;

export interface Assignment {
  projectId: string;
  roleId: string;
  /** Whether the role is an admin role, which holds the whole project whatever the folder. */
  adminRole: boolean;
  /** The folder, or null for the whole project. */
  folderId: string | null;
}

/**
 * Assigns people with a role to a folder (saveFolderUser) or the whole project
 * (saveProjectUser), 3 calls at a time; answers the people whose assignment failed.
 */
export function useAssignUsers() {
  const [saveFolderUser] = useSaveFolderUserMutation();
  const [saveProjectUser] = useSaveProjectUserMutation();
  return useCallback(
    async (people: readonly Person[], to: Assignment): Promise<Person[]> => {
      const assign = async (person: Person) => {
        const code =
          to.folderId === null || to.adminRole
            ? await saveProjectUser(to.projectId, person.id, to.roleId, {})
            : await saveFolderUser(to.folderId, person.id, {}, to.roleId);
        if (code !== null) throw new Error(code);
      };
      const outcomes = await runLimited(people, CONCURRENT_ASSIGNMENTS, assign);
      return people.filter((_, index) => outcomes[index]?.status === 'rejected');
    },
    [saveFolderUser, saveProjectUser],
  );
}
