import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { afterSignIn } from '../../session/after-sign-in.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { safeRedirect } from '../../validation/validation.ts';

/**
 * The sign-in screen reached back from the OpenID provider (`?sso=`): after a sign-in the server
 * completed, the session it opened (its refresh cookie) is read and the user goes on as after a
 * password; after one it could not complete, 'Something went wrong during the authentication'.
 * Answers whether a sign-in is being resumed (the screen then waits).
 */
export function useProviderReturn(): boolean {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const outcome = search.get('sso');
  const handled = useRef(false);

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    const redirect = safeRedirect(search.get('redirect'));
    const failed = () => {
      notify.failure(messages.signIn.authenticationFailed);
      navigate(pathTo('signin', {}, redirect ? { redirect } : {}), { replace: true });
    };
    if (outcome !== 'signed-in') return failed();
    session.resumeSignIn().then((signedIn) => {
      if (!signedIn) return failed();
      const rest = new URLSearchParams(redirect ? { redirect } : {});
      navigate(afterSignIn(session, rest), { replace: true });
    });
  }, [outcome, search, session, navigate]);

  return outcome === 'signed-in';
}
