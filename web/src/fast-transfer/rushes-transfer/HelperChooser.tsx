import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { type HelperFileEntry, type HelperFolder, isHiddenName } from '@rushes/rules';
import { IconArrowUp, IconChevronRight, IconFile, IconFolder } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatSize } from '../../format/size.ts';
import { messages } from '../../messages/messages.ts';
import type { ListFolder } from './rushes-transfer-client.ts';

const text = messages.fastTransfer.chooser;

export type HelperChooserProps = { list: ListFolder; onCancel: () => void } & (
  | { mode: 'entries'; onChoose: (entries: HelperFileEntry[]) => void }
  | { mode: 'folder'; onChoose: (path: string) => void }
);

type Listing =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'shown'; folder: HelperFolder };

/** One folder of the computer as the helper lists it, hidden entries left out. */
function useListing(list: ListFolder, path: string | null): Listing {
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setListing({ state: 'loading' });
    list(path).then(
      (folder) => current && setListing({ state: 'shown', folder }),
      () => current && setListing({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [list, path]);
  return listing;
}

/**
 * The helper's files, to choose from: files and folders to upload (`entries`), or the folder a
 * download goes to (`folder`). Folders open; what is ticked is of the folder shown.
 */
export function HelperChooser(props: HelperChooserProps) {
  const [path, setPath] = useState<string | null>(null);
  const [ticked, setTicked] = useState<HelperFileEntry[]>([]);
  const listing = useListing(props.list, path);
  const folder = listing.state === 'shown' ? listing.folder : null;
  const entries = (folder?.entries ?? []).filter(
    (entry) => !isHiddenName(entry.name) && (props.mode === 'entries' || entry.kind === 'folder'),
  );
  const open = (next: string | null) => {
    setPath(next);
    setTicked([]);
  };
  const toggle = (entry: HelperFileEntry, on: boolean) =>
    setTicked((now) => (on ? [...now, entry] : now.filter((other) => other.path !== entry.path)));
  const choose = () => {
    if (props.mode === 'entries') props.onChoose(ticked);
    else if (folder) props.onChoose(folder.path);
  };
  const chosen = props.mode === 'entries' ? ticked.length > 0 : folder !== null;
  return (
    <Modal
      opened
      onClose={props.onCancel}
      title={props.mode === 'entries' ? text.uploadTitle : text.downloadTitle}
      size={560}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={text.up}
            disabled={!folder?.parent}
            onClick={() => open(folder?.parent ?? null)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <Text size="sm" ff="monospace" truncate="start" style={{ flex: 1 }} title={folder?.path}>
            {/* cut at its start, read left to right: its slashes stay where they are */}
            <span dir="ltr">{folder?.path ?? ''}</span>
          </Text>
        </Group>
        <ScrollArea h={320} type="auto" offsetScrollbars="y">
          {listing.state === 'loading' && <Loader size="sm" m="md" aria-hidden />}
          {listing.state === 'failed' && (
            <Text size="sm" c="red.9" role="alert">
              {text.failed}
            </Text>
          )}
          {folder && entries.length === 0 && (
            <Text size="sm" c="gray.7">
              {text.empty}
            </Text>
          )}
          <Stack gap={2} role="list" aria-label={folder?.path}>
            {entries.map((entry) => (
              <Group key={entry.path} role="listitem" gap="xs" wrap="nowrap" h={32}>
                {props.mode === 'entries' && (
                  <Checkbox
                    aria-label={text.select(entry.name)}
                    checked={ticked.some((other) => other.path === entry.path)}
                    onChange={(event) => toggle(entry, event.currentTarget.checked)}
                  />
                )}
                {entry.kind === 'folder' ? (
                  <IconFolder size={16} aria-hidden />
                ) : (
                  <IconFile size={16} aria-hidden />
                )}
                <Text size="sm" truncate="end" style={{ flex: 1 }} title={entry.name}>
                  {entry.name}
                </Text>
                {entry.kind === 'file' ? (
                  <Text size="xs" c="gray.7">
                    {formatSize(entry.size)}
                  </Text>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={text.open(entry.name)}
                    onClick={() => open(entry.path)}
                  >
                    <IconChevronRight size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        </ScrollArea>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {messages.fastTransfer.cancel}
          </Button>
          <Button disabled={!chosen} onClick={choose}>
            {props.mode === 'entries' ? text.upload(ticked.length) : text.downloadHere}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
