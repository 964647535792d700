import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { type Ingest, LiveIngest } from '../../../live/LiveIngest.tsx';
import { messages } from '../../../messages/messages.ts';
import { type CommitResult, failedField } from '../../../relay/commit-result.ts';

const text = messages.live;

interface NewLiveAssetDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Makes the Live asset: where its feed goes, or why not. */
  onCreate: (name: string) => Promise<CommitResult<Ingest>>;
}

/**
 * New Live Asset: its name, then where the crew on set sends its feed, the stream key shown this
 * once. Closing forgets the key.
 */
export function NewLiveAssetDialog({ opened, onClose, onCreate }: NewLiveAssetDialogProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ingest, setIngest] = useState<Ingest | null>(null);
  const close = () => {
    setName('');
    setNameError(null);
    setIngest(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    // the server refuses it blank too: said here at once
    if (trimmed === '') {
      setNameError(text.nameRequired);
      return;
    }
    setBusy(true);
    const result = await onCreate(trimmed);
    setBusy(false);
    if (result.ok) {
      notify.success(text.createSucceeded);
      setIngest(result.value);
    } else if (failedField(result) === 'name') setNameError(text.nameRequired);
    else notify.failure(text.createFailed);
  };
  return (
    <Modal opened={opened} onClose={close} title={text.newLiveAsset} size={520}>
      {ingest ? (
        <LiveIngest ingest={ingest} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              data-autofocus
              required
              label={text.name}
              value={name}
              error={nameError}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {text.cancel}
              </Button>
              <Button type="submit" loading={busy}>
                {text.create}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
