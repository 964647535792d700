import { Badge } from '@mantine/core';
import { type ReviewStatus, statusColor, statusLabel } from './review-status.ts';

/** A review status: its words beside a dot of its colour. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge variant="dot" color={statusColor[status]} size="sm" tt="none">
      {statusLabel(status)}
    </Badge>
  );
}
