import { messages } from '../../messages/messages.ts';

/**
 * A user inspector's MFA row: whether the inspected user has an active second factor, and whether
 * they lack one they must have; none for the viewer themselves (access-and-shell §2).
 */
export function mfaStatusRow(
  user: { id: string; hasActiveFactors: boolean; needsMfa: boolean },
  viewerId: string | null,
): [string, string][] {
  const m = messages.users;
  if (user.id === viewerId) return [];
  const status = user.hasActiveFactors
    ? m.mfaEnabled
    : user.needsMfa
      ? m.mfaRequiredMissing
      : m.mfaMissing;
  return [[m.mfaStatus, status]];
}
