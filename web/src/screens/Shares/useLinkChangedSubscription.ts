import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLinkChangedSubscription as LinkChanged } from '../../__generated__/useLinkChangedSubscription.graphql.ts';

/**
 * Live Shares list: a link created or changed elsewhere joins the list (`connection`) or
 * refreshes its row, and a deleted one leaves it, without a reload. The server tells only of the
 * links the person sees.
 */
export function useLinkChangedSubscription(connection: string) {
  const config = useMemo<GraphQLSubscriptionConfig<LinkChanged>>(
    () => ({
      subscription: graphql`
        subscription useLinkChangedSubscription($connections: [ID!]!) {
          linkChanged {
            link @prependNode(connections: $connections, edgeTypeName: "ShareLinkEdge") {
              ...SharesView_link
            }
            deletedId @deleteEdge(connections: $connections)
          }
        }
      `,
      variables: { connections: [connection] },
    }),
    [connection],
  );
  useSubscription(config);
}
