import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../messages/messages.ts';
import type { UploadTarget } from './operation.ts';
import { UploadFilesDialog } from './UploadFiles/UploadFilesDialog.tsx';
import { useUploads } from './UploadsContext.tsx';

/** Upload: the Upload Files dialog; what is chosen there joins the upload list. */
export function UploadButton({ target }: { target: UploadTarget }) {
  const uploads = useUploads();
  const [opened, setOpened] = useState(false);
  if (!uploads) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} />}
        onClick={() => setOpened(true)}
      >
        {messages.folders.upload}
      </Button>
      {opened && (
        <UploadFilesDialog
          onUpload={(files) => uploads.engine.add(files, target)}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
