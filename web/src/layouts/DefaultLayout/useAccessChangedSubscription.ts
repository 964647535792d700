import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useAccessChangedSubscription as AccessChanged } from '../../__generated__/useAccessChangedSubscription.graphql.ts';

/**
 * When someone changes what the signed-in person may reach (a role, a folder entry, removal from
 * a project), the page loads again, as the spec's `reload` event does: a project they lost goes
 * at once, one they gained appears.
 */
export function useAccessChangedSubscription() {
  const config = useMemo<GraphQLSubscriptionConfig<AccessChanged>>(
    () => ({
      subscription: graphql`
        subscription useAccessChangedSubscription {
          accessChanged {
            id
          }
        }
      `,
      variables: {},
      onNext: () => window.location.reload(),
    }),
    [],
  );
  useSubscription(config);
}
