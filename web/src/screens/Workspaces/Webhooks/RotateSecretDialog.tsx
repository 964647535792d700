import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';
import { useWebhookMutations } from './useWebhookMutations.ts';
import { WebhookSecretOnce } from './WebhookSecretOnce.tsx';

interface Rotated {
  secret: string;
  previousSecretValidUntil: string;
}

/**
 * Rotate Secret: asked first; then the new signing secret, this once, and until when the one it
 * replaces still signs (as the server answers: the receiver changes over meanwhile).
 */
export function RotateSecretDialog(props: {
  webhook: { id: string; url: string } | null;
  onClose: () => void;
}) {
  const text = messages.webhooks;
  const { rotate } = useWebhookMutations();
  const [busy, setBusy] = useState(false);
  const [rotated, setRotated] = useState<Rotated | null>(null);
  const close = () => {
    setRotated(null);
    props.onClose();
  };
  const confirm = async () => {
    if (!props.webhook) return;
    setBusy(true);
    const result = await rotate(props.webhook.id);
    setBusy(false);
    if (result.ok) setRotated(result.value.rotateWebhookSecret);
    else {
      notify.failure(text.rotateFailed);
      close();
    }
  };
  return (
    <Modal opened={props.webhook !== null} onClose={close} title={text.rotateSecret} size={480}>
      {rotated ? (
        <WebhookSecretOnce secret={rotated.secret} warning={text.rotatedSecretOnce} onDone={close}>
          <Text size="sm">
            {text.previousValidUntil(formatDateTime(rotated.previousSecretValidUntil))}
          </Text>
        </WebhookSecretOnce>
      ) : (
        <Stack>
          <Text>{text.rotateConfirm(props.webhook?.url ?? '')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {text.cancel}
            </Button>
            <Button data-autofocus loading={busy} onClick={confirm}>
              {text.rotate}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
