/** MFA is forced on a user who needs it and has no active factor yet (section 4). */
export const isMfaForced = (user: { needsMfa: boolean; hasActiveFactors: boolean }) =>
  user.needsMfa && !user.hasActiveFactors;
