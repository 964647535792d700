import { Menu } from '@mantine/core';
import { IconProgressCheck } from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';
import { ReviewStatusItems } from '../../review/ReviewStatusItems.tsx';
import { useSetReviewStatus } from '../../review/useSetReviewStatus.ts';
import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { reviewedVersionsOf } from './review-targets.ts';

/** Review Status in an item's menu: sets it on each asset's newest version. */
export function ReviewStatusSubmenu({ targets }: { targets: readonly MenuItemTarget[] }) {
  const setStatus = useSetReviewStatus();
  const versions = reviewedVersionsOf(targets);
  if (versions.length === 0) return null;
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<IconProgressCheck size={16} />}>
          {messages.reviewStatus.label}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <ReviewStatusItems onChoose={(status) => void setStatus(versions, status)} />
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
