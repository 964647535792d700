import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { messages } from '../../messages/messages.ts';
import type { CreateOutcome } from '../../relay/commit-create.ts';
import { PersonSelect } from './PersonSelect.tsx';
import type { CreateProjectInput } from './useCreateProjectMutation.ts';

interface NewProjectDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Workspaces the user may edit, the default one first. */
  workspaces: readonly { id: string; name: string }[];
  /** The storages to choose from: a superuser's, where there are several; else none is asked. */
  storages?: readonly { name: string; prefix: string }[];
  onCreate: (input: CreateProjectInput) => Promise<CreateOutcome>;
}

interface NewProjectValues {
  workspaceId: string | null;
  name: string;
  managerId: string | null;
  /** The storage's name (names are unique; the default storage's prefix is empty). */
  storage: string | null;
}

/**
 * New Project: workspace, title, manager, and the storage when there is one to choose; Create
 * needs a title and a manager.
 */
export function NewProjectDialog(props: NewProjectDialogProps) {
  const { opened, onClose, workspaces, storages = [], onCreate } = props;
  const text = messages.projects;
  const [busy, setBusy] = useState(false);
  const choosesStorage = storages.length > 1;
  const form = useForm<NewProjectValues>({
    initialValues: {
      workspaceId: workspaces[0]?.id ?? null,
      name: '',
      managerId: null,
      storage: null,
    },
    validate: {
      workspaceId: (value) => (value ? null : text.workspaceRequired),
      name: (value) => (value.trim() ? null : text.titleRequired),
      managerId: (value) => (value ? null : text.managerRequired),
      storage: (value) => (value || !choosesStorage ? null : text.storageRequired),
    },
  });
  const { workspaceId, name, managerId } = form.getValues();

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (!values.workspaceId || !values.managerId) return;
    setBusy(true);
    const storage = storages.find((candidate) => candidate.name === values.storage);
    const input = {
      workspaceId: values.workspaceId,
      name: values.name.trim(),
      managerId: values.managerId,
      ...(choosesStorage && storage && { storagePrefix: storage.prefix }),
    };
    const outcome = await onCreate(input);
    setBusy(false);
    if (outcome === 'created') close();
    if (outcome === 'conflict') form.setFieldError('name', text.titleConflict);
  });

  return (
    <Modal opened={opened} onClose={close} title={text.newProject} size={400}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <Select
            label={text.workspace}
            data={workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
            allowDeselect={false}
            {...form.getInputProps('workspaceId')}
          />
          <TextInput data-autofocus label={text.title} {...form.getInputProps('name')} />
          <PersonSelect label={text.manager} {...form.getInputProps('managerId')} />
          {choosesStorage && (
            <Select
              label={text.storage}
              data={storages.map((storage) => storage.name)}
              allowDeselect={false}
              {...form.getInputProps('storage')}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {text.cancel}
            </Button>
            <Button
              type="submit"
              loading={busy}
              disabled={!workspaceId || !name.trim() || !managerId}
            >
              {text.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
