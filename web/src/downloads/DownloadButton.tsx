import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { RequestDownloadInput } from '../__generated__/useRequestDownloadMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { useRequestDownload } from './useRequestDownload.ts';

/** Download of a folder (as a zip) or an asset (its file), with the download's toasts. */
export function DownloadButton({ input }: { input: RequestDownloadInput }) {
  const [request, inFlight] = useRequestDownload();
  const text = messages.downloads;
  const download = async () => {
    const outcome = await request(input);
    if (outcome === 'started') notify.success(text.started);
    // a watermarked link's files are still being made (the only conflict a download meets)
    else if (outcome === 'STATE_CONFLICT') notify.failure(text.preparing);
    else notify.failure(text.failed);
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={inFlight}
      onClick={download}
      style={{ flexShrink: 0 }}
    >
      {text.download}
    </Button>
  );
}
