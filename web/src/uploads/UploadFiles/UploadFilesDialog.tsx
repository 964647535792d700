import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { groupUploadFiles, uploadOrder } from '@rushes/rules';
import { IconFile, IconFileText, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatSize } from '../../format/size.ts';
import { messages } from '../../messages/messages.ts';
import { visibleFiles } from '../picked-files.ts';

/** The Upload Files dialog's size (media-handling section 2). */
const WIDTH = 534;
const HEIGHT = 754;

const text = messages.uploads.dialog;

/** One file of the list: what it is, its size, and a way to leave it out. */
function FileLine(props: { file: File; metadata?: boolean; onRemove: () => void }) {
  const { file } = props;
  const Icon = props.metadata ? IconFileText : IconFile;
  return (
    <Group gap="xs" wrap="nowrap" pl={props.metadata ? 'lg' : 0} data-testid="upload-file">
      <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" truncate="end" style={{ flex: 1 }} title={file.name}>
        {file.name}
      </Text>
      <Text size="xs" c="dimmed">
        {formatSize(file.size)}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={text.remove(file.name)}
        onClick={props.onRemove}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/**
 * Upload Files (534×754): the chosen files grouped by file, each clip with the metadata files
 * named after it and the rest of the metadata last; Upload hands them to the upload list in
 * that order.
 */
export function UploadFilesDialog(props: {
  onUpload: (files: File[]) => void;
  onClose: () => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const groups = useMemo(() => groupUploadFiles(files), [files]);
  const add = (picked: File[]) =>
    setFiles((chosen) => {
      const known = new Set(chosen.map((file) => `${file.name}/${file.size}/${file.lastModified}`));
      const fresh = visibleFiles(picked).filter(
        (file) => !known.has(`${file.name}/${file.size}/${file.lastModified}`),
      );
      return [...chosen, ...fresh];
    });
  const remove = (gone: File) => setFiles((chosen) => chosen.filter((file) => file !== gone));
  const upload = () => {
    props.onUpload(uploadOrder(groups));
    props.onClose();
  };
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={text.title}
      size={WIDTH}
      styles={{
        content: { height: HEIGHT, maxHeight: 'calc(100dvh - 2 * var(--modal-y-offset))' },
        body: { height: 'calc(100% - 60px)', display: 'flex', flexDirection: 'column' },
      }}
    >
      <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
        <Group justify="space-between">
          <FileButton multiple onChange={add}>
            {(button) => (
              <Button {...button} variant="default">
                {files.length === 0 ? text.choose : text.chooseMore}
              </Button>
            )}
          </FileButton>
        </Group>
        <ScrollArea style={{ flex: 1 }} type="auto">
          {files.length === 0 ? (
            <Text size="sm" c="gray.7">
              {text.none}
            </Text>
          ) : (
            <Stack gap={6} role="list" aria-label={text.title}>
              {groups.map((group) => (
                <Stack key={(group.main ?? group.metadata[0])?.name} gap={2} role="listitem">
                  {group.main ? (
                    <FileLine file={group.main} onRemove={() => group.main && remove(group.main)} />
                  ) : (
                    <Text size="xs" c="gray.7">
                      {text.unattached}
                    </Text>
                  )}
                  {group.metadata.map((file) => (
                    <FileLine key={file.name} file={file} metadata onRemove={() => remove(file)} />
                  ))}
                </Stack>
              ))}
            </Stack>
          )}
        </ScrollArea>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {text.cancel}
          </Button>
          <Button onClick={upload} disabled={files.length === 0}>
            {text.upload(files.length)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
