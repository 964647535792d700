import { Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { type NewVersionTarget, newVersionDropTarget } from './new-version-drop.ts';
import type { UploadTarget } from './operation.ts';
import { droppedFiles, droppedItems } from './picked-files.ts';
import { useUploads } from './UploadsContext.tsx';

type FilesFromEvent = NonNullable<DropzoneProps['getFilesFromEvent']>;

/**
 * What a drag carries, and on the drop every file: dropped folders are walked, dot files and dot
 * folders skipped. The drop's items are read before the handler returns (the browser empties
 * the list afterwards).
 */
const filesOf: FilesFromEvent = async (event) => {
  if (Array.isArray(event) || !('dataTransfer' in event) || !event.dataTransfer) return [];
  if (event.type !== 'drop') return [...event.dataTransfer.items];
  return droppedFiles(droppedItems(event.dataTransfer)).catch(() => {
    notify.failure(messages.uploads.failed);
    return [];
  });
};

/**
 * The asset row under one file dragged over the page (null for several files, or elsewhere): the
 * full-screen drop zone covers the rows, so it says which one the file would go to.
 */
function useNewVersionUnderDrag() {
  const [under, setUnder] = useState<NewVersionTarget | null>(null);
  useEffect(() => {
    const onDragOver = (event: DragEvent) => {
      const one = event.dataTransfer?.items.length === 1;
      const next = one ? newVersionDropTarget(event) : null;
      setUnder((current) => (current?.assetId === next?.assetId ? current : next));
    };
    document.addEventListener('dragover', onDragOver);
    return () => document.removeEventListener('dragover', onDragOver);
  }, []);
  return under;
}

/**
 * While files are dragged over the folder's page, 'Drop here to upload' covers it. One file dropped
 * on an asset's row becomes that asset's new version, which the cover says while over the row.
 */
export function UploadDropZone({ target }: { target: UploadTarget }) {
  const uploads = useUploads();
  const droppedOn = useRef<string | null>(null);
  const newVersionOf = useNewVersionUnderDrag();
  if (!uploads) return null;
  const filesAndTarget: FilesFromEvent = (event) => {
    const drop = !Array.isArray(event) && 'clientX' in event && event.type === 'drop';
    droppedOn.current = drop ? (newVersionDropTarget(event)?.assetId ?? null) : null;
    return filesOf(event);
  };
  const add = (files: File[]) => {
    const assetId = files.length === 1 ? droppedOn.current : null;
    uploads.engine.add(files, assetId ? { ...target, newVersionOf: assetId } : target);
  };
  return (
    <Dropzone.FullScreen
      onDrop={add}
      getFilesFromEvent={filesAndTarget}
      activateOnKeyboard={false}
      styles={{ inner: { height: '100%' } }}
    >
      <Dropzone.Accept>
        <Stack h="100%" align="center" justify="center" gap="xs">
          <IconUpload size={32} />
          <Text fw={600}>
            {newVersionOf
              ? messages.folders.dropNewVersion(newVersionOf.name)
              : messages.folders.dropHere}
          </Text>
        </Stack>
      </Dropzone.Accept>
    </Dropzone.FullScreen>
  );
}
