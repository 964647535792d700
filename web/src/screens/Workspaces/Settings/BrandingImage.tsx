import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { messages } from '../../../messages/messages.ts';
import { IMAGE_TYPES } from '../../../uploads/image-types.ts';

interface BrandingImageProps {
  label: string;
  url: string | null;
  /** Choose File and Remove show to those who may change the branding (superusers). */
  canChange: boolean;
  /** 0…1 while an upload runs, otherwise null. */
  progress: number | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** One branding image: its preview (or the default's note), Choose File and Remove. */
export function BrandingImage(props: BrandingImageProps) {
  const text = messages.workspaces;
  const uploading = props.progress !== null;
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
          {props.url && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={props.onRemove}
              aria-label={`${text.removeImage}: ${props.label}`}
            >
              {text.removeImage}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
