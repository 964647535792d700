import { EmptyState } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';

/** The one placeholder for screens that later issues build: honest, with no made-up content. */
export function LaterRelease() {
  return (
    <EmptyState
      py={80}
      icon={<IconHourglassEmpty size={32} />}
      withIndicatorBackground
      title={messages.laterRelease.title}
      description={messages.laterRelease.text}
    />
  );
}
