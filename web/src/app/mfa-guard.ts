import { fetchQuery, graphql } from 'react-relay';
import { redirect } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { mfaGuardQuery } from '../__generated__/mfaGuardQuery.graphql.ts';
import { errorCode } from '../relay/api-error.ts';
import { pathTo } from '../routes/route-table.ts';
import { isMfaForced } from '../session/mfa-forced.ts';

/**
 * Whether the signed-in user must set up MFA before anything else: from the store once known
 * (activating or removing a factor updates it there), else asked. A failure other than the
 * server's own MFA_REQUIRED lets the screen show its error.
 */
export async function mfaForced(environment: Environment): Promise<boolean> {
  // here, not at the top: the router's module loads in component tests, without Relay's transform
  const query = graphql`
    query mfaGuardQuery {
      currentUser {
        id
        needsMfa
        hasActiveFactors
      }
    }
  `;
  try {
    const data = await fetchQuery<mfaGuardQuery>(
      environment,
      query,
      {},
      {
        fetchPolicy: 'store-or-network',
      },
    ).toPromise();
    return data ? isMfaForced(data.currentUser) : false;
  } catch (error) {
    return errorCode(error) === 'MFA_REQUIRED';
  }
}

/** Every signed-in route but the account page sends a user who must set up MFA there. */
export async function requireMfaSetUp(environment: Environment, request: Request): Promise<void> {
  if (new URL(request.url).pathname === pathTo('account')) return;
  if (await mfaForced(environment)) throw redirect(pathTo('account'));
}
