import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useWelcomeSubscription as Welcome } from '../../__generated__/useWelcomeSubscription.graphql.ts';
import { useSessionState } from '../../session/SessionContext.tsx';
import { reloadForBuild } from './build-reload.ts';

/**
 * `welcome` answers on every connection of the websocket with the build the BFF runs. After a
 * deploy the socket reconnects to the new build, and a page served by the old one reloads (the
 * browser still asks first while uploads run).
 */
export function useWelcomeSubscription() {
  const served = useSessionState().hello?.api.buildId ?? null;
  const config = useMemo<GraphQLSubscriptionConfig<Welcome>>(
    () => ({
      subscription: graphql`
        subscription useWelcomeSubscription {
          welcome {
            buildId
          }
        }
      `,
      variables: {},
      onNext: (response) => {
        const heard = response?.welcome.buildId;
        if (served && heard) {
          reloadForBuild(served, heard, window.sessionStorage, () => window.location.reload());
        }
      },
    }),
    [served],
  );
  useSubscription(config);
}
