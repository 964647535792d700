import { Select } from '@mantine/core';
import { messages } from '../../messages/messages.ts';
import {
  knownStatus,
  type ReviewStatus,
  reviewStatuses,
  statusLabel,
} from '../../review/review-status.ts';

const text = messages.reviewStatus;

const options = [
  { value: '', label: text.allStatuses },
  ...reviewStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** The folder's assets of one review status (their newest version's), or of any. */
export function ReviewStatusFilter(props: {
  status: ReviewStatus | null;
  onChange(status: ReviewStatus | null): void;
}) {
  return (
    <Select
      size="xs"
      w={170}
      aria-label={text.filter}
      data={options}
      value={props.status ?? ''}
      onChange={(value) => props.onChange(knownStatus(value))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
