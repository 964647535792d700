import { Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { messages } from '../../../messages/messages.ts';
import { PlayerFrame, StageMessage } from '../../../player/PlayerFrame.tsx';
import { StreamKeyActions } from './StreamKeyActions.tsx';

const text = messages.live;

/**
 * A Live asset before its first feed: waiting for it and, for those who may feed it, what sends
 * one (its stream key, new or revoked).
 */
export function LiveFeedWaiting(props: {
  assetId: string;
  /** Null: the viewer may not feed it. */
  hasLiveKey: boolean | null;
}) {
  const { hasLiveKey } = props;
  return (
    <PlayerFrame>
      <StageMessage>
        <Stack align="center" gap="sm" maw={520}>
          <IconBroadcast size={48} stroke={1.5} />
          <Text fw={600} role="status">
            {text.waiting}
          </Text>
          <Text size="sm">
            {hasLiveKey === null ? text.waitingHint : hasLiveKey ? text.feedHint : text.noKey}
          </Text>
          {hasLiveKey !== null && (
            <StreamKeyActions assetId={props.assetId} hasLiveKey={hasLiveKey} variant="buttons" />
          )}
        </Stack>
      </StageMessage>
    </PlayerFrame>
  );
}
