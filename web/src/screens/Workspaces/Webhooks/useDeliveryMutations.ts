import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeliveryMutationsRedeliverMutation as Redeliver } from '../../../__generated__/useDeliveryMutationsRedeliverMutation.graphql.ts';
import type { useDeliveryMutationsReplayMutation as Replay } from '../../../__generated__/useDeliveryMutationsReplayMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/**
 * Redeliver, whose new delivery joins the top of the log (`connection`), and Replay, whose
 * deliveries the log shows as the server makes them.
 */
export function useDeliveryMutations() {
  const [redeliver] = useMutation<Redeliver>(graphql`
    mutation useDeliveryMutationsRedeliverMutation(
      $input: RedeliverWebhookDeliveryInput!
      $connections: [ID!]!
    ) {
      redeliverWebhookDelivery(input: $input) {
        delivery
          @prependNode(connections: $connections, edgeTypeName: "WebhookDeliveryEdge") {
          ...WebhookDeliveryRow_delivery
        }
      }
    }
  `);
  const [replay] = useMutation<Replay>(graphql`
    mutation useDeliveryMutationsReplayMutation($input: ReplayWebhookInput!) {
      replayWebhook(input: $input) {
        webhook {
          id
        }
      }
    }
  `);
  return {
    redeliver: useCallback(
      (id: string, connection: string) =>
        commitResult(redeliver, { variables: { input: { id }, connections: [connection] } }),
      [redeliver],
    ),
    /** `from`: ISO-8601. */
    replay: useCallback(
      (id: string, from: string) => commitResult(replay, { variables: { input: { id, from } } }),
      [replay],
    ),
  };
}
