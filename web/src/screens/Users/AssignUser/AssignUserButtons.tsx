import { Button, Group } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { messages } from '../../../messages/messages.ts';
import type { AssignMode } from './AssignUserDialog.tsx';

/** Assign User (people Rushes knows) and Add User (a new person): one dialog, two modes. */
export function AssignUserButtons({ onOpen }: { onOpen: (mode: AssignMode) => void }) {
  return (
    <Group gap="xs">
      <Button leftSection={<IconUserCheck size={16} />} onClick={() => onOpen('select')}>
        {messages.users.assignUser}
      </Button>
      <Button
        variant="light"
        leftSection={<IconUserPlus size={16} />}
        onClick={() => onOpen('new')}
      >
        {messages.users.addUser}
      </Button>
    </Group>
  );
}
