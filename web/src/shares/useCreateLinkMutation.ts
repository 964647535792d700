import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useCreateLinkMutation as CreateLink,
  CreateLinkInput,
} from '../__generated__/useCreateLinkMutation.graphql.ts';
import { commitLink } from './link-commit.ts';

/** createLink: the new link, with what the Share dialog shows of it. */
export function useCreateLinkMutation() {
  const [commit] = useMutation<CreateLink>(graphql`
    mutation useCreateLinkMutation($input: CreateLinkInput!) {
      createLink(input: $input) {
        link {
          id
          ...ShareForm_link
        }
      }
    }
  `);
  return useCallback(
    (input: CreateLinkInput) => commitLink(commit, { variables: { input } }),
    [commit],
  );
}
