import { Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '../messages/messages.ts';
import { PlayerFrame, StageMessage } from '../player/PlayerFrame.tsx';

/**
 * Where a Live asset's feed will play, before it comes: waiting for it, with a hint, and what
 * the viewer may do meanwhile (`children`).
 */
export function FeedWaiting(props: { hint: string; children?: ReactNode }) {
  return (
    <PlayerFrame>
      <StageMessage>
        <Stack align="center" gap="sm" maw={520}>
          <IconBroadcast size={48} stroke={1.5} />
          <Text fw={600} role="status">
            {messages.live.waiting}
          </Text>
          <Text size="sm">{props.hint}</Text>
          {props.children}
        </Stack>
      </StageMessage>
    </PlayerFrame>
  );
}
