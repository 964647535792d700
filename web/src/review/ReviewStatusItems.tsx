import { Menu } from '@mantine/core';
import { messages } from '../messages/messages.ts';
import { ReviewStatusBadge } from './ReviewStatusBadge.tsx';
import { type ReviewStatus, reviewStatuses } from './review-status.ts';

/** The statuses to choose from in a menu, and Clear Status. */
export function ReviewStatusItems({ onChoose }: { onChoose(status: ReviewStatus | null): void }) {
  return (
    <>
      {reviewStatuses.map((status) => (
        <Menu.Item key={status} onClick={() => onChoose(status)}>
          <ReviewStatusBadge status={status} />
        </Menu.Item>
      ))}
      <Menu.Divider />
      <Menu.Item onClick={() => onChoose(null)}>{messages.reviewStatus.clear}</Menu.Item>
    </>
  );
}
