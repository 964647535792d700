import { Button, Group } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { messages } from '../../../messages/messages.ts';
import type { AssignMode } from './AssignUserDialog.tsx';

/**
 * Assign User (people Rushes knows) and Add User (a new person): one dialog, two modes. Add User
 * only while `adding` (no member chosen, §6).
 */
export function AssignUserButtons(props: { onOpen: (mode: AssignMode) => void; adding?: boolean }) {
  const { onOpen, adding = true } = props;
  return (
    <Group gap="xs">
      <Button leftSection={<IconUserCheck size={16} />} onClick={() => onOpen('select')}>
        {messages.users.assignUser}
      </Button>
      {adding && (
        <Button
          variant="light"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => onOpen('new')}
        >
          {messages.users.addUser}
        </Button>
      )}
    </Group>
  );
}
