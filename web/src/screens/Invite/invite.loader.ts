import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pathTo } from '../../routes/route-table.ts';
import type { Session } from '../../session/session.store.ts';
import type { SessionApi } from '../../session/session-api.ts';

/** The invite's data; when it cannot be loaded the visitor goes home or to the error page. */
export function inviteLoader({ api, session }: { api: SessionApi; session: Session }) {
  return async ({ params }: LoaderFunctionArgs) => {
    const invite = await api.getInvite(params.token ?? '');
    if (invite.kind === 'none') return invite.value;
    if (session.isAuthenticated()) return redirect(pathTo('home'));
    return redirect(pathTo('error', { error: invite.kind === 'user' ? 'not-found' : 'default' }));
  };
}
