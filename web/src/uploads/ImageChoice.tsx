import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { messages } from '../messages/messages.ts';
import { IMAGE_TYPES } from './image-types.ts';

interface ImageChoiceProps {
  label: string;
  url: string | null;
  /** Choose File and Remove show to those who may change the image. */
  canChange: boolean;
  /** 0…1 while an upload runs, otherwise null. */
  progress: number | null;
  onChoose: (file: File) => void;
  /** Removes the image; null when there is none of its own to remove (the default shows). */
  onRemove: (() => void) | null;
}

/**
 * One image of one's own (a workspace's logo or default poster, a project's poster): its preview
 * (or the default's note), Choose File, which uploads it at once, and Remove.
 */
export function ImageChoice(props: ImageChoiceProps) {
  const text = messages.images;
  const uploading = props.progress !== null;
  const { onRemove } = props;
  return (
    <Stack gap="xs" w={240}>
      <Text fw={500} size="sm">
        {props.label}
      </Text>
      {props.url ? (
        <Image src={props.url} alt={props.label} h={96} w="auto" fit="contain" />
      ) : (
        <Text size="sm" c="dimmed">
          {text.noImage}
        </Text>
      )}
      {uploading && (
        <Progress
          value={(props.progress ?? 0) * 100}
          aria-label={`${text.uploading} ${props.label}`}
        />
      )}
      {props.canChange && (
        <Group gap="xs">
          <FileButton
            accept={IMAGE_TYPES.join(',')}
            onChange={(file) => {
              // the picker may still hand over another type: it is ignored (spec §5)
              if (file && IMAGE_TYPES.includes(file.type)) props.onChoose(file);
            }}
          >
            {(button) => (
              <Button
                {...button}
                size="xs"
                variant="default"
                loading={uploading}
                leftSection={<IconUpload size={14} />}
                aria-label={`${text.chooseFile}: ${props.label}`}
              >
                {text.chooseFile}
              </Button>
            )}
          </FileButton>
          {onRemove && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
              aria-label={`${text.remove}: ${props.label}`}
            >
              {text.remove}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
