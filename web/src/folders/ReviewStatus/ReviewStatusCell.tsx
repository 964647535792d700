import { graphql, useFragment } from 'react-relay';
import type { ReviewStatusCell_version$key } from '../../__generated__/ReviewStatusCell_version.graphql.ts';
import { ReviewStatusBadge } from '../../review/ReviewStatusBadge.tsx';
import { knownStatus } from '../../review/review-status.ts';

/** A listed asset's newest version's review status: its row's cell and its grid card read it. */
export function useListedReviewStatus(version: ReviewStatusCell_version$key) {
  const data = useFragment(
    graphql`
      fragment ReviewStatusCell_version on Version {
        reviewStatus {
          status
        }
      }
    `,
    version,
  );
  return knownStatus(data.reviewStatus?.status);
}

/** The status's badge in the list's Status column; nothing when it has none. */
export function ReviewStatusCell({ version }: { version: ReviewStatusCell_version$key }) {
  const status = useListedReviewStatus(version);
  return status && <ReviewStatusBadge status={status} />;
}
