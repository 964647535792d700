import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { failedField } from '../../../relay/commit-result.ts';
import { useDeliveryMutations } from './useDeliveryMutations.ts';

/** The picker's value: local time, as Mantine's date pickers keep it. */
const PICKED = 'YYYY-MM-DD HH:mm:ss';

const hoursAgo = (hours: number) => dayjs().subtract(hours, 'hour').format(PICKED);

/**
 * Replay: from a moment in the past (24 hours ago unless chosen), every event since that the
 * webhook takes is delivered again; the log shows the deliveries as they are made.
 */
export function ReplayDialog(props: { webhookId: string | null; onClose: () => void }) {
  const text = messages.webhooks.log;
  const { replay } = useDeliveryMutations();
  const [from, setFrom] = useState<string | null>(() => hoursAgo(24));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFrom(hoursAgo(24));
    setError(null);
    props.onClose();
  };
  const submit = async () => {
    if (!props.webhookId || !from) return;
    setBusy(true);
    const result = await replay(props.webhookId, dayjs(from).toISOString());
    setBusy(false);
    if (result.ok) {
      notify.success(text.replaySucceeded);
      close();
    } else if (failedField(result) === 'from') setError(text.replayPast);
    else notify.failure(text.replayFailed);
  };
  const presets = [
    { value: hoursAgo(1), label: text.replayPresets.hour },
    { value: hoursAgo(24), label: text.replayPresets.day },
    { value: hoursAgo(24 * 7), label: text.replayPresets.week },
  ];
  return (
    <Modal opened={props.webhookId !== null} onClose={close} title={text.replayTitle} size={480}>
      <Stack>
        <Text size="sm">{text.replayHint}</Text>
        <DateTimePicker
          label={text.replayFrom}
          value={from}
          onChange={(value) => {
            setFrom(value);
            setError(null);
          }}
          valueFormat="YYYY/MM/DD HH:mm"
          maxDate={new Date()}
          presets={presets}
          error={error}
          required
          popoverProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {messages.webhooks.cancel}
          </Button>
          <Button loading={busy} disabled={!from} onClick={submit}>
            {text.replay}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
