import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { messages } from '../messages/messages.ts';
import type { UploadTarget } from './operation.ts';
import { visibleFiles } from './picked-files.ts';
import { useUploads } from './UploadsContext.tsx';

/** Upload: the file picker; its files (dot files left out) join the upload list. */
export function UploadButton({ target }: { target: UploadTarget }) {
  const uploads = useUploads();
  if (!uploads) return null;
  return (
    <FileButton multiple onChange={(files) => uploads.engine.add(visibleFiles(files), target)}>
      {(props) => (
        <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
          {messages.folders.upload}
        </Button>
      )}
    </FileButton>
  );
}
