import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { ReviewStatusControl_version$key } from '../__generated__/ReviewStatusControl_version.graphql.ts';
import { formatDateTime } from '../format/date.ts';
import { messages } from '../messages/messages.ts';
import { ReviewStatusBadge } from './ReviewStatusBadge.tsx';
import { ReviewStatusItems } from './ReviewStatusItems.tsx';
import { knownStatus, statusLabel } from './review-status.ts';
import { useReviewStatusLive } from './useReviewStatusLive.ts';
import { useSetReviewStatus } from './useSetReviewStatus.ts';

const text = messages.reviewStatus;

/**
 * A version's review status with who set it and when, live; those who may (`canSet`: edit on its
 * asset) change or clear it from its menu.
 */
export function ReviewStatusControl(props: {
  version: ReviewStatusControl_version$key;
  /** The asset's folder, whose changes announce a new status. */
  folderId: string;
  canSet: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ReviewStatusControl_version on Version {
        id
        reviewStatus {
          status
          setBy {
            name
          }
          setAt
        }
      }
    `,
    props.version,
  );
  const setStatus = useSetReviewStatus();
  useReviewStatusLive(props.folderId, data.id);
  const record = data.reviewStatus;
  const status = knownStatus(record?.status);
  const badge = status ? (
    <ReviewStatusBadge status={status} />
  ) : (
    <Badge variant="dot" color="gray" size="sm" tt="none">
      {text.none}
    </Badge>
  );
  return (
    <Group gap={6} wrap="nowrap">
      {props.canSet ? (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              px={4}
              rightSection={<IconChevronDown size={14} />}
              aria-label={`${text.label}: ${status ? statusLabel(status) : text.none}`}
            >
              {badge}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <ReviewStatusItems onChoose={(chosen) => void setStatus([data.id], chosen)} />
          </Menu.Dropdown>
        </Menu>
      ) : (
        badge
      )}
      {record && (
        <Text size="xs" c="gray.7" truncate data-testid="review-status-set-by">
          {text.setBy(record.setBy?.name ?? null, formatDateTime(record.setAt))}
        </Text>
      )}
    </Group>
  );
}
