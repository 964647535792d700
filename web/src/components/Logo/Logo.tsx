import { Group, Image, Text } from '@mantine/core';
import { messages } from '../../messages/messages.ts';

/** The default Rushes logo, or the workspace's logo when `imageUrl` names one. */
export function Logo({ size = 28, imageUrl = null }: { size?: number; imageUrl?: string | null }) {
  if (imageUrl) {
    return <Image src={imageUrl} alt={messages.product} h={size} w="auto" fit="contain" />;
  }
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-blue-7)" />
        <path
          d="M9 8h8a6 6 0 0 1 1.6 11.8L23 25h-4.6l-3.9-5H13v5H9zm4 3.6v4.8h4a2.4 2.4 0 0 0 0-4.8z"
          fill="#fff"
        />
      </svg>
      <Text fw={700} size="lg">
        {messages.product}
      </Text>
    </Group>
  );
}
