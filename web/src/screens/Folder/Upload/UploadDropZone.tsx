import { Box, Overlay, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { FOOTER_HEIGHT, HEADER_HEIGHT } from '../../../layouts/ShellFrame/ShellFrame.tsx';
import { messages } from '../../../messages/messages.ts';
import type { UploadTarget } from '../../../uploads/operation.ts';
import { droppedFiles, droppedItems } from '../../../uploads/picked-files.ts';
import { useUploads } from '../../../uploads/UploadsContext.tsx';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The folder's drop zone, 'Drop here to upload' while files are dragged over it. Dropped folders
 * are walked; dot files and dot folders are skipped.
 */
export function UploadDropZone({
  target,
  children,
}: {
  target: UploadTarget;
  children: ReactNode;
}) {
  const uploads = useUploads();
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed; count them to know when it is left
  const depth = useRef(0);

  const enter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const leave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const overZone = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    droppedFiles(droppedItems(event.dataTransfer)).then(
      (files) => uploads?.engine.add(files, target),
      () => notify.failure(messages.uploads.failed),
    );
  };

  if (!uploads) return children;
  return (
    <Box
      pos="relative"
      mih={`calc(100dvh - ${HEADER_HEIGHT + FOOTER_HEIGHT}px)`}
      onDragEnter={enter}
      onDragLeave={leave}
      onDragOver={overZone}
      onDrop={drop}
      data-testid="upload-drop-zone"
    >
      {children}
      {over && (
        <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.85} blur={1} zIndex={5}>
          <Box
            h="100%"
            style={{ border: '2px dashed var(--mantine-color-blue-5)', borderRadius: 8 }}
          >
            {/* sticky, so the label stays in view over a long, scrolled list */}
            <Stack align="center" gap="xs" py={100} pos="sticky" top={0}>
              <IconUpload size={32} color="var(--mantine-color-blue-5)" />
              <Text fw={600}>{messages.folders.dropHere}</Text>
            </Stack>
          </Box>
        </Overlay>
      )}
    </Box>
  );
}
