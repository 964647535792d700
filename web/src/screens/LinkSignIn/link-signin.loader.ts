import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pathTo } from '../../routes/route-table.ts';
import type { LinkInfo } from '../../session/link-api.ts';
import { afterLinkSignIn, type Visitor } from '../../session/visitor.store.ts';

export interface LinkSignInData {
  link: LinkInfo;
  visitor: Visitor;
}

/**
 * link-signin asks only for a link with a password: a visitor already in, or a link without
 * one, goes on to the share; a link gone or expired shows its error page.
 */
export function linkSignInLoader(visitorOf: (linkToken: string) => Visitor) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<LinkSignInData> => {
    const linkToken = params.linkToken ?? '';
    const visitor = visitorOf(linkToken);
    const gate = await visitor.open();
    if (gate.kind === 'error') throw redirect(pathTo('error', { error: gate.error }));
    if (gate.kind === 'in') {
      throw redirect(afterLinkSignIn(linkToken, new URL(request.url).searchParams.get('redirect')));
    }
    return { link: gate.link, visitor };
  };
}
