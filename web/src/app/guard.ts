import { redirect } from 'react-router';
import { pathTo } from '../routes/route-table.ts';
import type { Session } from '../session/session.store.ts';

/** Protected routes send a visitor without a session to sign-in, remembering where they were. */
export async function requireSignIn(session: Session, request: Request): Promise<void> {
  if (await session.freshToken()) return;
  const url = new URL(request.url);
  throw redirect(pathTo('signin', {}, { redirect: url.pathname + url.search }));
}
