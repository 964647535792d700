import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useInviteUserMutation as InviteUser,
  InviteUserInput,
} from '../../__generated__/useInviteUserMutation.graphql.ts';
import { commitOutcome } from './commit-outcome.ts';

/** inviteUser: creates or finds the person, assigns them, mails an invitation if not joined. */
export function useInviteUserMutation() {
  const [commit, inFlight] = useMutation<InviteUser>(graphql`
    mutation useInviteUserMutation($input: InviteUserInput!) {
      inviteUser(input: $input) {
        created
        invited
        user {
          id
          name
          email
          hasJoined
        }
      }
    }
  `);
  const invite = useCallback(
    (input: InviteUserInput) => commitOutcome(commit, { variables: { input } }),
    [commit],
  );
  return [invite, inFlight] as const;
}
