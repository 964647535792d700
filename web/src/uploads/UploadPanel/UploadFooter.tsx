import { Affix, Button } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useOperations, useUploads } from '../UploadsContext.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { footerStatus } from './upload-panel.ts';

/**
 * The footer's upload status; it opens the upload list above the footer. Whether the list is
 * open is kept across visits (media-handling section 9), and new uploads open it.
 */
export function UploadFooter({ panelBottom }: { panelBottom: number }) {
  const uploads = useUploads();
  const operations = useOperations();
  const [opened, setOpened] = useLocalStorage({
    key: 'rushes.uploadPanel',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const count = useRef(operations.length);
  useEffect(() => {
    if (operations.length > count.current) setOpened(true);
    count.current = operations.length;
  }, [operations.length, setOpened]);

  if (!uploads || operations.length === 0) return null;
  const { engine } = uploads;
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconCloudUpload size={14} />}
        onClick={() => setOpened(!opened)}
        aria-expanded={opened}
      >
        {footerStatus(operations)}
      </Button>
      {opened && (
        <Affix position={{ bottom: panelBottom, left: 8 }} w="min(360px, calc(100vw - 16px))">
          <UploadPanel
            operations={operations}
            onCancel={(id) => void engine.cancel(id)}
            onRetry={(id) => void engine.retry(id)}
            onClear={engine.clearHistory}
            onClose={() => setOpened(false)}
          />
        </Affix>
      )}
    </>
  );
}
