import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconSend } from '@tabler/icons-react';
import { copyText } from '../../components/copy-text.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { COPIED_MS } from '../share-form.ts';

/** Copies the link: 'Copied Link to Clipboard' for a second, or 'Could Not Copy Link…'. */
async function copy(url: string) {
  try {
    await copyText(url);
    notifications.show({
      message: messages.shares.copied,
      color: 'green',
      icon: <IconCheck size={18} />,
      autoClose: COPIED_MS,
    });
  } catch {
    notify.failure(messages.shares.copyFailed);
  }
}

/** The link's address with Copy, and Send. */
export function ShareFooter(props: {
  url: string;
  canSend: boolean;
  sending: boolean;
  onSend: () => void;
}) {
  const m = messages.shares;
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <TextInput
        flex={1}
        label={m.link}
        value={props.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        variant="default"
        leftSection={<IconCopy size={16} />}
        onClick={() => copy(props.url)}
      >
        {m.copy}
      </Button>
      <Button
        leftSection={<IconSend size={16} />}
        disabled={!props.canSend}
        loading={props.sending}
        onClick={props.onSend}
      >
        {m.send}
      </Button>
    </Group>
  );
}
