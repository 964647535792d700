import { graphql, useFragment } from 'react-relay';
import type { AccountMfa_query$key } from '../../../__generated__/AccountMfa_query.graphql.ts';
import { MfaSection } from './MfaSection.tsx';
import { useMfaActions } from './useMfaActions.ts';

/** The account's MFA section with the signed-in user's factors and their Relay calls. */
export function AccountMfa(props: { query: AccountMfa_query$key }) {
  const { currentUser, authFactors } = useFragment(
    graphql`
      fragment AccountMfa_query on Query {
        currentUser {
          id
          hasActiveFactors
        }
        authFactors {
          id
          type
          recipient
          isActive
        }
      }
    `,
    props.query,
  );
  return (
    <MfaSection
      actions={useMfaActions(currentUser.id)}
      hasActiveFactors={currentUser.hasActiveFactors}
      factors={authFactors}
    />
  );
}
