import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { RequestDownloadInput } from '../__generated__/useRequestDownloadMutation.graphql.ts';
import { messages } from '../messages/messages.ts';
import { useDownload } from './useDownload.ts';

/** Download of a folder (as a zip) or an asset (its file), with the download's toasts. */
export function DownloadButton({ input }: { input: RequestDownloadInput }) {
  const [download, inFlight] = useDownload();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={inFlight}
      onClick={() => download(input)}
      style={{ flexShrink: 0 }}
    >
      {messages.downloads.download}
    </Button>
  );
}
