import { Loader, Stack, Text } from '@mantine/core';
import { IconFile, IconHeartBroken } from '@tabler/icons-react';
import { messages } from '../messages/messages.ts';
import { PlayerFrame, StageMessage } from './PlayerFrame.tsx';

/** 'Transcoding…' while the version has no playable level yet. */
export function Transcoding({ progress }: { progress: number | null }) {
  return (
    <PlayerFrame>
      <StageMessage>
        <Stack align="center" gap="sm" role="status">
          <Loader color="gray.4" />
          <Text>
            {messages.viewer.transcoding}
            {progress !== null && progress > 0 ? ` ${progress}%` : ''}
          </Text>
        </Stack>
      </StageMessage>
    </PlayerFrame>
  );
}

/** Media errors and failed image loads show a broken heart (media-handling section 8). */
export function BrokenHeart({ reason }: { reason?: string | null }) {
  return (
    <StageMessage>
      <Stack align="center" gap="xs" role="alert" aria-label={messages.viewer.playbackFailed}>
        <IconHeartBroken size={48} stroke={1.5} />
        {reason && <Text size="sm">{reason}</Text>}
      </Stack>
    </StageMessage>
  );
}

/** Archives and other files without a preview: an icon (Download, when allowed, is the page's). */
export function Unplayable() {
  return (
    <PlayerFrame>
      <StageMessage>
        <Stack align="center" gap="sm">
          <IconFile size={48} stroke={1.5} />
          <Text size="sm">{messages.viewer.cannotPreview}</Text>
        </Stack>
      </StageMessage>
    </PlayerFrame>
  );
}
