import { Button, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { IMAGE_TYPES } from '../../uploads/image-types.ts';
import { useFolderPoster } from './useFolderPoster.ts';

const text = messages.posters;

interface SetPosterDialogProps {
  /** The folder whose poster to set: a project's is its root folder's. */
  folderId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Set Poster Image (spec §8, 400 px): choose an image (jpeg, png, gif, bmp or tiff; any other is
 * ignored), Save uploads it with progress and makes it the poster — disabled until a file is
 * chosen; Reset to default removes the poster.
 */
export function SetPosterDialog({ folderId, opened, onClose }: SetPosterDialogProps) {
  const { setPoster, resetPoster } = useFolderPoster();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [resetting, setResetting] = useState(false);
  const busy = progress !== null || resetting;
  const close = () => {
    setFile(null);
    setProgress(null);
    onClose();
  };
  const save = async () => {
    if (!file) return;
    setProgress(0);
    const outcome = await setPoster(folderId, file, setProgress);
    setProgress(null);
    if (outcome === 'ok') close();
    else notify.failure(text[outcome]);
  };
  const reset = async () => {
    setResetting(true);
    const ok = await resetPoster(folderId);
    setResetting(false);
    if (ok) close();
    else notify.failure(text.setFailed);
  };
  return (
    <Modal opened={opened} onClose={close} title={text.setPoster} size={400} centered>
      <Stack>
        <Group gap="sm" wrap="nowrap">
          <FileButton
            accept={IMAGE_TYPES.join(',')}
            onChange={(chosen) => {
              // the picker may still hand over another type: it is ignored (spec §5)
              if (chosen && IMAGE_TYPES.includes(chosen.type)) setFile(chosen);
            }}
          >
            {(button) => (
              <Button
                {...button}
                variant="default"
                disabled={busy}
                leftSection={<IconUpload size={16} />}
              >
                {text.chooseFile}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c={file ? undefined : 'dimmed'} truncate data-testid="poster-file">
            {file ? file.name : text.noFile}
          </Text>
        </Group>
        {progress !== null && <Progress value={progress * 100} aria-label={text.uploading} />}
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={reset} loading={resetting} disabled={busy}>
            {text.reset}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={close} disabled={busy}>
              {text.cancel}
            </Button>
            <Button onClick={save} disabled={!file || resetting} loading={progress !== null}>
              {text.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
