import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useShake } from '../../../components/Shake/useShake.ts';

/** The MFA notice shakes 750 ms (section 9). */
export const MFA_SHAKE_MS = 750;

/**
 * While MFA is forced (section 4) the account page cannot be left: each try is refused and
 * shakes the notice instead. Signing out still works: it reloads the page.
 */
export function useMfaLock(forced: boolean) {
  const notice = useShake(MFA_SHAKE_MS);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      forced && nextLocation.pathname !== currentLocation.pathname,
  );
  const { shake } = notice;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    shake();
  }, [blocker, shake]);
  return notice;
}
