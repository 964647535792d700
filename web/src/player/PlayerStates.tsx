import { Loader, Stack, Text } from '@mantine/core';
import { IconFile, IconHeartBroken } from '@tabler/icons-react';
import { messages } from '../messages/messages.ts';
import { PlayerFrame, StageMessage } from './PlayerFrame.tsx';

/**
 * 'Transcoding…' while the version has no playable level yet; for a watermarked link's visitor,
 * while its watermarked pictures are made.
 */
export function Transcoding({
  progress,
  label = messages.viewer.transcoding,
}: {
  progress: number | null;
  label?: string;
}) {
  return (
    <PlayerFrame>
      <StageMessage>
        <Stack align="center" gap="sm" role="status">
          <Loader color="gray.4" />
          <Text>
            {label}
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

/**
 * Archives and other files without a preview, or what a watermarked link does not show: an icon
 * (Download, when allowed, is the page's).
 */
export function Unplayable({ reason = messages.viewer.cannotPreview }: { reason?: string }) {
  return (
    <PlayerFrame>
      <StageMessage>
        <Stack align="center" gap="sm">
          <IconFile size={48} stroke={1.5} />
          <Text size="sm">{reason}</Text>
        </Stack>
      </StageMessage>
    </PlayerFrame>
  );
}
