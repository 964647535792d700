import { Affix, Box, Button } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconCloudUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import type { Operation } from '../operation.ts';
import { useOperations, useUploads } from '../UploadsContext.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { footerStatus } from './upload-panel.ts';
import { useFoldBack } from './useFoldBack.ts';

/**
 * The footer's upload status and list, for the signed-in pages' upload engine. It stays mounted
 * while the list is empty, so the first uploads open it.
 */
export function UploadFooter({ panelBottom }: { panelBottom: number }) {
  const uploads = useUploads();
  const operations = useOperations();
  if (!uploads) return null;
  return (
    <FooterUploads
      operations={operations}
      panelBottom={panelBottom}
      onCancel={(id) => void uploads.cancel(id)}
      onRetry={(id) => void uploads.retry(id)}
      onClear={uploads.clearHistory}
    />
  );
}

export interface FooterUploadsProps {
  operations: readonly Operation[];
  panelBottom: number;
  onCancel(id: string): void;
  onRetry(id: string): void;
  onClear(): void;
}

/**
 * The footer's upload status; it opens the upload list above the footer. Whether the list is
 * open is kept across visits (media-handling section 9), and new uploads open it; it folds back
 * by itself a few seconds after they have all finished (`foldsBack`).
 */
export function FooterUploads({ operations, panelBottom, ...handlers }: FooterUploadsProps) {
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
  const close = useCallback(() => setOpened(false), [setOpened]);
  const foldBack = useFoldBack(opened, operations, close);

  if (operations.length === 0) return null;
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
          <Box {...foldBack}>
            <UploadPanel operations={operations} {...handlers} onClose={close} />
          </Box>
        </Affix>
      )}
    </>
  );
}
