import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useUpdateLinkMutation as UpdateLink,
  UpdateLinkInput,
} from '../__generated__/useUpdateLinkMutation.graphql.ts';
import { commitLink } from './link-commit.ts';

/** updateLink: the link's options as saved, for the dialog and the Shares list alike. */
export function useUpdateLinkMutation() {
  const [commit] = useMutation<UpdateLink>(graphql`
    mutation useUpdateLinkMutation($input: UpdateLinkInput!) {
      updateLink(input: $input) {
        link {
          id
          name
          hasPassword
          canDownload
          expiresAt
          isExpired
          watermark {
            type
            text
            position
            opacity
          }
        }
      }
    }
  `);
  return useCallback(
    (input: UpdateLinkInput) => commitLink(commit, { variables: { input } }),
    [commit],
  );
}
