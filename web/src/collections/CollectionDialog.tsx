import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { type CollectionFormErrors, collectionFormErrorsOf } from './collection-form-errors.ts';
import { type CollectionDefinition, useCollectionMutations } from './useCollectionMutations.ts';

const text = messages.collections;

/** A collection being edited: its id, name and search. */
export interface EditedCollection extends CollectionDefinition {
  id: string;
}

const blank: CollectionDefinition = { name: '', definition: '' };

/**
 * New Collection and Edit Collection: a name and a search in the header search's language, with
 * a hint on what it reads. The server's refusals show under the input they concern (a name
 * taken, a search it cannot read); `onSaved` hears the collection's id.
 */
export function CollectionDialog(props: {
  projectId: string;
  /** The collection to edit; null to make one. */
  collection: EditedCollection | null;
  opened: boolean;
  onClose(): void;
  onSaved?(id: string): void;
}) {
  const { projectId, collection } = props;
  const { create, update } = useCollectionMutations();
  const [draft, setDraft] = useState<CollectionDefinition>(collection ?? blank);
  const [errors, setErrors] = useState<CollectionFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CollectionDefinition>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const close = () => {
    setDraft(collection ?? blank);
    setErrors({});
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    const definition = draft.definition.trim();
    if (name === '' || definition === '') {
      setErrors({
        ...(name === '' && { name: text.nameRequired }),
        ...(definition === '' && { definition: text.definitionRequired }),
      });
      return;
    }
    setBusy(true);
    const sent = { name, definition };
    const result = collection ? await update(collection.id, sent) : await create(projectId, sent);
    setBusy(false);
    if (result.ok) {
      notify.success(collection ? text.updateSucceeded : text.createSucceeded);
      const saved = 'createCollection' in result.value ? result.value.createCollection : null;
      props.onSaved?.(saved?.collection.id ?? collection?.id ?? '');
      close();
      return;
    }
    const inline = collectionFormErrorsOf(result);
    if (inline) setErrors(inline);
    else notify.failure(collection ? text.updateFailed : text.createFailed);
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={collection ? text.editCollection : text.newCollection}
      size={520}
    >
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={text.name}
            withAsterisk
            data-autofocus
            value={draft.name}
            error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <Textarea
            label={text.definition}
            withAsterisk
            autosize
            minRows={2}
            description={text.definitionHint}
            value={draft.definition}
            error={errors.definition}
            onChange={(event) => set({ definition: event.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {collection ? text.save : text.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
