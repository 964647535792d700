import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useAccessChangedSubscription as AccessChanged } from '../../__generated__/useAccessChangedSubscription.graphql.ts';

/**
 * When someone changes what the signed-in person may reach (a role, a folder entry, removal from
 * a project), the header's tabs take the person as the event carries them, and the page's
 * queries run again: a project they lost goes at once, one they gained appears. Nothing reloads,
 * so uploads running in the tab go on.
 */
export function useAccessChangedSubscription() {
  const { revalidate } = useRevalidator();
  const config = useMemo<GraphQLSubscriptionConfig<AccessChanged>>(
    () => ({
      subscription: graphql`
        subscription useAccessChangedSubscription {
          accessChanged {
            id
            ...HeaderTabs_user
          }
        }
      `,
      variables: {},
      onNext: () => void revalidate(),
    }),
    [revalidate],
  );
  useSubscription(config);
}
