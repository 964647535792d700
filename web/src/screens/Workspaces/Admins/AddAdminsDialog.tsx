import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { PeopleMultiSelect } from '../../../people/PeopleMultiSelect.tsx';
import type { Person } from '../../../people/usePeopleSearch.ts';
import { runLimited } from '../../../relay/run-limited.ts';
import { useWorkspaceAdminMutations } from './useWorkspaceAdminMutations.ts';

/** Calls go out at most 3 at a time, as user calls do. */
const AT_ONCE = 3;

interface AddAdminsDialogProps {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** Add User: people found by the person search become the workspace's admins. */
export function AddAdminsDialog({ workspaceId, opened, onClose, onAdded }: AddAdminsDialogProps) {
  const text = messages.workspaces;
  const { add } = useWorkspaceAdminMutations();
  const [people, setPeople] = useState<Person[]>([]);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPeople([]);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const outcomes = await runLimited(people, AT_ONCE, (person) => add(workspaceId, person.id));
    setBusy(false);
    const added = outcomes.every((outcome) => outcome.status === 'fulfilled' && outcome.value.ok);
    if (added) notify.success(text.addAdminsSucceeded);
    else notify.failure(text.addAdminFailed);
    onAdded();
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title={text.addUser} size={400}>
      <Stack>
        <PeopleMultiSelect label={text.people} value={people} onChange={setPeople} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {text.cancel}
          </Button>
          <Button loading={busy} disabled={people.length === 0} onClick={submit}>
            {text.add}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
