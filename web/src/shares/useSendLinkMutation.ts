import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useSendLinkMutation as SendLink,
  SendLinkInput,
} from '../__generated__/useSendLinkMutation.graphql.ts';
import { commitLink } from './link-commit.ts';

/** sendLink: mails the link to each address. */
export function useSendLinkMutation() {
  const [commit] = useMutation<SendLink>(graphql`
    mutation useSendLinkMutation($input: SendLinkInput!) {
      sendLink(input: $input) {
        recipients
      }
    }
  `);
  return useCallback(
    (input: SendLinkInput) => commitLink(commit, { variables: { input } }),
    [commit],
  );
}
