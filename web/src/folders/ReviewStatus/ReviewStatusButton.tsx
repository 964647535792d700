import { Button, Menu } from '@mantine/core';
import { IconProgressCheck } from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';
import { ReviewStatusItems } from '../../review/ReviewStatusItems.tsx';
import { useSetReviewStatus } from '../../review/useSetReviewStatus.ts';
import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { reviewedVersionsOf } from './review-targets.ts';

/** Review Status in the selection bar: sets it on each chosen asset's newest version. */
export function ReviewStatusButton({ selected }: { selected: readonly MenuItemTarget[] }) {
  const setStatus = useSetReviewStatus();
  const versions = reviewedVersionsOf(selected);
  if (versions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconProgressCheck size={14} />}>
          {messages.reviewStatus.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ReviewStatusItems onChoose={(status) => void setStatus(versions, status)} />
      </Menu.Dropdown>
    </Menu>
  );
}
