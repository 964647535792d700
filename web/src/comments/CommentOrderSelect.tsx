import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsSort, IconCheck } from '@tabler/icons-react';
import { messages } from '../messages/messages.ts';
import { COMMENT_ORDERS, type CommentOrder } from './comment-order.ts';

const text = messages.comments;

/** The list's order: by timecode, newest or oldest first. */
export function CommentOrderSelect({
  order,
  onChange,
}: {
  order: CommentOrder;
  onChange(order: CommentOrder): void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="md" aria-label={text.sortLabel} title={text.sortLabel}>
          <IconArrowsSort size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{text.sortLabel}</Menu.Label>
        {COMMENT_ORDERS.map((choice) => (
          <Menu.Item
            key={choice}
            aria-current={choice === order || undefined}
            rightSection={choice === order ? <IconCheck size={14} /> : null}
            onClick={() => onChange(choice)}
          >
            {text.orders[choice]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
