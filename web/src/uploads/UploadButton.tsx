import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useFastTransfers } from '../fast-transfer/FastTransferProvider.tsx';
import { FastTransferSplit } from '../fast-transfer/FastTransferSplit.tsx';
import type { TransferClientKind } from '../fast-transfer/transfer-client.ts';
import { messages } from '../messages/messages.ts';
import type { UploadTarget } from './operation.ts';
import { UploadFilesDialog } from './UploadFiles/UploadFilesDialog.tsx';
import { useUploads } from './UploadsContext.tsx';

const fastTarget = ({ projectId, folderId, newVersionOf }: UploadTarget) => ({
  projectId,
  folderId,
  assetId: newVersionOf ?? null,
});

/**
 * Upload: the Upload Files dialog; what is chosen there joins the upload list. Where the project
 * has a transfer server, its client is offered beside it, and Retry via Web opens the dialog.
 */
export function UploadButton(props: {
  target: UploadTarget;
  transferServerKind?: TransferClientKind | null;
}) {
  const uploads = useUploads();
  const fast = useFastTransfers();
  const [opened, setOpened] = useState(false);
  if (!uploads) return null;
  const { target } = props;
  const kind = props.transferServerKind ?? null;
  const web = (
    <Button
      variant="default"
      leftSection={<IconUpload size={16} />}
      onClick={() => setOpened(true)}
    >
      {messages.folders.upload}
    </Button>
  );
  return (
    <>
      {fast && kind ? (
        <FastTransferSplit
          kind={kind}
          direction="upload"
          busy={fast.busy === kind}
          onFast={() => fast.upload(kind, fastTarget(target), () => setOpened(true))}
        >
          {web}
        </FastTransferSplit>
      ) : (
        web
      )}
      {opened && (
        <UploadFilesDialog
          onUpload={(files) => uploads.engine.add(files, target)}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
