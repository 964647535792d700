import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSendFolderNotificationMutation as SendNotification } from '../../../__generated__/useSendFolderNotificationMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/** sendFolderNotification (with what changed since a round, where one is named): true once mailed. */
export function useSendFolderNotificationMutation() {
  const [commit, inFlight] = useMutation<SendNotification>(graphql`
    mutation useSendFolderNotificationMutation($input: SendFolderNotificationInput!) {
      sendFolderNotification(input: $input) {
        sentTo
      }
    }
  `);
  const send = useCallback(
    async (folderId: string, subject: string, body: string, sinceRoundId: string | null = null) => {
      const input = { folderId, subject, body, sinceRoundId };
      return (await commitResult(commit, { variables: { input } })).ok;
    },
    [commit],
  );
  return [send, inFlight] as const;
}
