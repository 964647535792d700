import { redirect } from 'react-router';
import type { Session } from '../session/session.store.ts';
import { pathTo } from './route-table.ts';

/** Protected routes send a visitor without a session to sign-in, remembering where they were. */
export async function requireSignIn(session: Session, request: Request): Promise<void> {
  if (await session.freshToken()) return;
  const url = new URL(request.url);
  throw redirect(pathTo('signin', {}, { redirect: url.pathname + url.search }));
}
