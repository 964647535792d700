import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReinviteMutation as Reinvite } from '../../__generated__/useReinviteMutation.graphql.ts';
import { commitOutcome } from './commit-outcome.ts';

/**
 * reinvite: a new invitation mail for a user who has not joined, naming the project; with
 * `details` (the reinvite form), to the address and name they correct.
 */
export function useReinviteMutation() {
  const [commit, inFlight] = useMutation<Reinvite>(graphql`
    mutation useReinviteMutation($input: ReinviteInput!) {
      reinvite(input: $input) {
        user {
          id
          name
          email
          hasJoined
          invitedAt
        }
      }
    }
  `);
  const reinvite = useCallback(
    (userId: string, projectId: string | null, details?: { email: string; name: string }) =>
      commitOutcome(commit, { variables: { input: { userId, projectId, ...details } } }),
    [commit],
  );
  return [reinvite, inFlight] as const;
}
