import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetReviewStatusMutation as SetReviewStatus } from '../__generated__/useSetReviewStatusMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import type { ReviewStatus } from './review-status.ts';

/**
 * setReviewStatus on each version given (null clears it): each version refreshes in the store,
 * so its viewer and its folder row show the new status. A failure says so once.
 */
export function useSetReviewStatus() {
  const [commit] = useMutation<SetReviewStatus>(graphql`
    mutation useSetReviewStatusMutation($input: SetReviewStatusInput!) {
      setReviewStatus(input: $input) {
        version {
          id
          ...ReviewStatusControl_version
        }
      }
    }
  `);
  const setOne = useCallback(
    (versionId: string, status: ReviewStatus | null) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { versionId, status } },
          onCompleted: (_response, errors) => resolve(!errors?.length),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
  return useCallback(
    async (versionIds: readonly string[], status: ReviewStatus | null) => {
      const done = await Promise.all(versionIds.map((versionId) => setOne(versionId, status)));
      if (done.includes(false)) notify.failure(messages.reviewStatus.failed);
    },
    [setOne],
  );
}
