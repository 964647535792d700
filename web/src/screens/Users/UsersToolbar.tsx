import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '../../messages/messages.ts';
import type { UserSort } from './users-list.ts';

interface UsersToolbarProps {
  sort: UserSort;
  filter: string;
  onSort: (sort: UserSort) => void;
  onFilter: (text: string) => void;
  children?: ReactNode;
}

const isSort = (value: string): value is UserSort =>
  ['name', 'email', 'role', 'lastActivity'].includes(value);

/** The sort selector (Name, Email, Role, Last Activity), the text filter and the actions. */
export function UsersToolbar(props: UsersToolbarProps) {
  const m = messages.users;
  const options = [
    { value: 'name', label: m.sortName },
    { value: 'email', label: m.sortEmail },
    { value: 'role', label: m.sortRole },
    { value: 'lastActivity', label: m.sortLastActivity },
  ];
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label={m.sortBy}
        value={props.sort}
        data={options}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSort(value)) props.onSort(value);
        }}
      />
      <TextInput
        label={m.filter}
        leftSection={<IconSearch size={16} />}
        value={props.filter}
        onChange={(event) => props.onFilter(event.currentTarget.value)}
      />
      <Group ml="auto">{props.children}</Group>
    </Group>
  );
}
