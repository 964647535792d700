import { Badge, Group } from '@mantine/core';
import { IconBrush } from '@tabler/icons-react';
import { messages } from '../messages/messages.ts';
import type { SavedAnnotation } from './AnnotationContext.tsx';
import { DownloadAnnotationButton } from './DownloadAnnotationButton.tsx';

/** An annotation comment's mark in the list, with its download (§4: never edited). */
export function AnnotationAttachment(props: { frame: number; annotation: SavedAnnotation }) {
  return (
    <Group gap="xs">
      <Badge size="sm" variant="filled" color="red.9" leftSection={<IconBrush size={12} />}>
        {messages.annotations.badge}
      </Badge>
      <DownloadAnnotationButton {...props} />
    </Group>
  );
}
