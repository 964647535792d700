import { redirect } from 'react-router';
import { pathTo } from '../routes/route-table.ts';
import type { Session } from '../session/session.store.ts';
import type { Visitor } from '../session/visitor.store.ts';

/** Protected routes send a visitor without a session to sign-in, remembering where they were. */
export async function requireSignIn(session: Session, request: Request): Promise<void> {
  if (await session.freshToken()) return;
  const url = new URL(request.url);
  throw redirect(pathTo('signin', {}, { redirect: url.pathname + url.search }));
}

/**
 * Share routes (access-and-shell section 4): the link's visitor gets in, signed in at once when
 * the link has no password; otherwise link-signin remembers where they were, and a link that is
 * gone or expired shows its error page.
 */
export async function requireLink(visitor: Visitor, request: Request): Promise<void> {
  const gate = await visitor.open();
  if (gate.kind === 'in') return;
  if (gate.kind === 'error') throw redirect(pathTo('error', { error: gate.error }));
  const url = new URL(request.url);
  throw redirect(
    pathTo(
      'link-signin',
      { linkToken: visitor.linkToken },
      { redirect: url.pathname + url.search },
    ),
  );
}
