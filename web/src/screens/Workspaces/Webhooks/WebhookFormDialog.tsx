import { Button, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { Suspense, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { EventTypeChoice } from './EventTypeChoice.tsx';
import { useWebhookMutations } from './useWebhookMutations.ts';
import type { ListedWebhook } from './WebhookRow.tsx';
import { WebhookSecretOnce } from './WebhookSecretOnce.tsx';
import { formErrorsOf, type WebhookFormErrors } from './webhook-form-errors.ts';

interface WebhookFormDialogProps {
  workspaceId: string;
  /** The webhook to edit; null to make one. */
  webhook: ListedWebhook | null;
  opened: boolean;
  onClose: () => void;
  /** A webhook was made: the list shows it. */
  onCreated: () => void;
}

/**
 * Create Webhook and Edit Webhook: its URL, what it is for and the event types it takes. A new
 * webhook's signing secret shows once made, this once, to be copied.
 */
export function WebhookFormDialog({ workspaceId, webhook, ...props }: WebhookFormDialogProps) {
  const text = messages.webhooks;
  const { create, update } = useWebhookMutations();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [eventTypes, setEventTypes] = useState<readonly string[]>(webhook?.eventTypes ?? []);
  const [errors, setErrors] = useState<WebhookFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setUrl(webhook?.url ?? '');
    setDescription(webhook?.description ?? '');
    setEventTypes(webhook?.eventTypes ?? []);
    setErrors({});
    setSecret(null);
    props.onClose();
  };
  const submit = async () => {
    setBusy(true);
    const settings = { url, description, eventTypes };
    const result = webhook
      ? await update(webhook.id, settings)
      : await create(workspaceId, settings);
    setBusy(false);
    if (!result.ok) {
      const inline = formErrorsOf(result);
      if (inline) setErrors(inline);
      else notify.failure(webhook ? text.updateFailed : text.createFailed);
    } else if ('createWebhook' in result.value) {
      notify.success(text.createSucceeded);
      setSecret(result.value.createWebhook.secret);
      props.onCreated();
    } else {
      notify.success(text.updateSucceeded);
      close();
    }
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={webhook ? text.editWebhook : text.createWebhook}
      size={640}
    >
      {secret ? (
        <WebhookSecretOnce secret={secret} warning={text.secretOnce} onDone={close} />
      ) : (
        <Stack>
          <TextInput
            label={text.url}
            placeholder={text.urlPlaceholder}
            required
            data-autofocus
            type="url"
            value={url}
            error={errors.url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setErrors(({ url: _, ...rest }) => rest);
            }}
          />
          <TextInput
            label={text.description}
            placeholder={text.descriptionPlaceholder}
            value={description}
            error={errors.description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              setErrors(({ description: _, ...rest }) => rest);
            }}
          />
          <Suspense fallback={<Loader size="sm" />}>
            <EventTypeChoice
              value={eventTypes}
              error={errors.eventTypes ?? null}
              onChange={(types) => {
                setEventTypes(types);
                setErrors(({ eventTypes: _, ...rest }) => rest);
              }}
            />
          </Suspense>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {text.cancel}
            </Button>
            <Button
              loading={busy}
              disabled={url.trim() === '' || eventTypes.length === 0}
              onClick={submit}
            >
              {webhook ? text.save : text.create}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
