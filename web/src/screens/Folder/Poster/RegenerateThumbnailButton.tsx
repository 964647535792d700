import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRegenerateThumbnail } from '../../../folders/Poster/useRegenerateThumbnail.ts';
import { messages } from '../../../messages/messages.ts';

/** Regenerate Thumbnail in the folder's toolbar, for superusers (spec §6). */
export function RegenerateThumbnailButton({ folderId }: { folderId: string }) {
  const { regenerate, busy } = useRegenerateThumbnail();
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={busy}
      onClick={() => void regenerate(folderId)}
      style={{ flexShrink: 0 }}
    >
      {messages.posters.regenerate}
    </Button>
  );
}
