import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { usePeopleSearch } from '../../../people/usePeopleSearch.ts';
import { emailError } from '../../../validation/validation.ts';
import { useInviteUserMutation } from '../useInviteUserMutation.ts';
import type { Assignment } from './useAssignUsers.ts';

interface Errors {
  name?: string | null;
  email?: string | null;
}

/**
 * A new person's name and e-mail, held to Add User's rules; an address the person search knows
 * asks to assign that user instead, one of someone in the project (`inProject`, user ids) is
 * already in use, as the server answers too.
 */
export function useNewPerson(inProject: ReadonlySet<string>) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [invite, inFlight] = useInviteUserMutation();
  const { people } = usePeopleSearch(email);
  const typed = email.trim().toLowerCase();
  const known = people.find((person) => typed !== '' && person.email?.toLowerCase() === typed);
  const m = messages.users;
  const knownError = known && (inProject.has(known.id) ? m.emailInUse : m.alreadyExists);

  /**
   * Adds and invites the person with the assignment; answers whether it worked. A failure is
   * Add User's ('Could not add user'); Re-Invite has the invitation's own.
   */
  const submit = async (to: Assignment): Promise<boolean> => {
    const found = {
      name: name.trim() ? null : m.nameRequired,
      email: knownError || emailError(email, m.emailRequired),
    };
    setErrors(found);
    if (found.name || found.email || inFlight) return false;
    const { projectId, roleId, folderId } = to;
    const code = await invite({
      name: name.trim(),
      email: email.trim(),
      projectId,
      roleId,
      folderId,
    });
    if (code === 'NAME_CONFLICT') setErrors({ email: m.emailInUse });
    else if (code !== null) notify.failure(m.addFailed);
    return code === null;
  };

  return {
    name,
    email,
    setName,
    setEmail(value: string) {
      setEmail(value);
      setErrors((shown) => ({ ...shown, email: null }));
    },
    errors: { name: errors.name, email: errors.email ?? knownError ?? null },
    inFlight,
    submit,
  };
}

export type NewPerson = ReturnType<typeof useNewPerson>;
