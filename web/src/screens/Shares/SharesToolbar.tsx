import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '../../messages/messages.ts';
import { type ShareSort, shareSorts } from './shares-list.ts';

const isSort = (value: string): value is ShareSort =>
  (shareSorts as readonly string[]).includes(value);

/** Sort (Name, Created, Created By, Expires), the 'Filtered by' filter and the actions. */
export function SharesToolbar(props: {
  sort: ShareSort;
  filter: string;
  onSort: (sort: ShareSort) => void;
  onFilter: (text: string) => void;
  children: ReactNode;
}) {
  const m = messages.shares;
  const labels: Record<ShareSort, string> = {
    NAME: m.sortName,
    CREATED: m.sortCreated,
    CREATED_BY: m.sortCreatedBy,
    EXPIRES: m.sortExpires,
  };
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label={m.sortBy}
        value={props.sort}
        data={shareSorts.map((value) => ({ value, label: labels[value] }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSort(value)) props.onSort(value);
        }}
      />
      <TextInput
        label={m.filter}
        placeholder={m.filteredBy}
        leftSection={<IconSearch size={16} />}
        value={props.filter}
        onChange={(event) => props.onFilter(event.currentTarget.value)}
      />
      <Group ml="auto">{props.children}</Group>
    </Group>
  );
}
