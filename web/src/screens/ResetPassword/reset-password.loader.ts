import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pathTo } from '../../routes/route-table.ts';
import type { Session } from '../../session/session.store.ts';
import type { SessionApi } from '../../session/session-api.ts';

/**
 * Whose account a reset link is for. A link that is unknown, used or expired goes to the error
 * page 'password-reset-invalid' (home for someone signed in); a failure of the server to the
 * default error page.
 */
export function resetPasswordLoader({ api, session }: { api: SessionApi; session: Session }) {
  return async ({ params }: LoaderFunctionArgs) => {
    const reset = await api.getPasswordReset(params.token ?? '');
    if (reset.kind === 'none') return reset.value;
    if (session.isAuthenticated()) return redirect(pathTo('home'));
    const error = reset.kind === 'user' ? 'password-reset-invalid' : 'default';
    return redirect(pathTo('error', { error }));
  };
}
