import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSendFolderNotificationMutation as SendNotification } from '../../../__generated__/useSendFolderNotificationMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/** sendFolderNotification: true once the server mailed it. */
export function useSendFolderNotificationMutation() {
  const [commit, inFlight] = useMutation<SendNotification>(graphql`
    mutation useSendFolderNotificationMutation($input: SendFolderNotificationInput!) {
      sendFolderNotification(input: $input) {
        sentTo
      }
    }
  `);
  const send = useCallback(
    async (folderId: string, subject: string, body: string) =>
      (await commitResult(commit, { variables: { input: { folderId, subject, body } } })).ok,
    [commit],
  );
  return [send, inFlight] as const;
}
