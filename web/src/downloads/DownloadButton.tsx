import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { RequestDownloadInput } from '../__generated__/useRequestDownloadMutation.graphql.ts';
import { useFastTransfers } from '../fast-transfer/FastTransferProvider.tsx';
import { FastTransferSplit } from '../fast-transfer/FastTransferSplit.tsx';
import type { TransferClientKind } from '../fast-transfer/transfer-client.ts';
import { messages } from '../messages/messages.ts';
import { useDownload } from './useDownload.ts';

/**
 * Download of a folder (as a zip) or an asset (its file), with the download's toasts. Where the
 * project or the link has a transfer server, its client is offered beside it; Retry via Web
 * downloads the web way.
 */
export function DownloadButton(props: {
  input: RequestDownloadInput;
  transferServerKind?: TransferClientKind | null;
}) {
  const [download, inFlight] = useDownload();
  const fast = useFastTransfers();
  const { input } = props;
  const kind = props.transferServerKind ?? null;
  const web = (
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
  if (!fast || !kind) return web;
  return (
    <FastTransferSplit
      kind={kind}
      direction="download"
      busy={fast.busy === kind}
      onFast={() => fast.download(kind, input, () => void download(input))}
    >
      {web}
    </FastTransferSplit>
  );
}
