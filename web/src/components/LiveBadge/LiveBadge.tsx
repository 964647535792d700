import { Badge, type BadgeProps } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';

/** A version whose feed plays now: red, and saying so in words, not by its colour alone. */
export function LiveBadge({ size = 'sm' }: { size?: BadgeProps['size'] }) {
  return (
    <Badge
      variant="filled"
      color="red.9"
      size={size}
      leftSection={<IconBroadcast size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
      data-testid="live-badge"
    >
      {messages.live.badge}
    </Badge>
  );
}
