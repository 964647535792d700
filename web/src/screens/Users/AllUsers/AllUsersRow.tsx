import { Button, Checkbox, Table } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AllUsersRow_user$key } from '../../../__generated__/AllUsersRow_user.graphql.ts';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';
import { ReinviteDialog } from './ReinviteDialog.tsx';

interface AllUsersRowProps {
  user: AllUsersRow_user$key;
  selected: boolean;
  /** A click on the row: this user alone is selected. */
  onSelect: () => void;
  /** A click on the checkbox: the user joins or leaves the selection. */
  onToggle: () => void;
}

/**
 * A user of All Users: the checkbox, Name, Email, Last Activity and Re-Invite, which opens the
 * reinvite form (the project is chosen there).
 */
export function AllUsersRow(props: AllUsersRowProps) {
  const user = useFragment(
    graphql`
      fragment AllUsersRow_user on User {
        id
        name
        email
        hasJoined
        lastActivityAt
      }
    `,
    props.user,
  );
  const m = messages.users;
  const [reinviting, setReinviting] = useState(false);
  // The checkbox and Re-Invite do their own thing, not the row's selection.
  const own = (event: { stopPropagation(): void }) => event.stopPropagation();
  return (
    <Table.Tr
      data-testid="user-row"
      bg={props.selected ? 'var(--mantine-primary-color-light)' : undefined}
      aria-selected={props.selected}
      style={{ cursor: 'pointer' }}
      onClick={props.onSelect}
    >
      <Table.Td onClick={own}>
        <Checkbox
          aria-label={m.selectRow(user.name)}
          checked={props.selected}
          onChange={props.onToggle}
        />
      </Table.Td>
      <Table.Td>{user.name}</Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{user.lastActivityAt ? formatDateTime(user.lastActivityAt) : m.never}</Table.Td>
      <Table.Td onClick={own}>
        {!user.hasJoined && (
          <Button size="compact-sm" variant="light" onClick={() => setReinviting(true)}>
            {m.reinvite}
          </Button>
        )}
        {reinviting && <ReinviteDialog userId={user.id} onClose={() => setReinviting(false)} />}
      </Table.Td>
    </Table.Tr>
  );
}
