import { ActionIcon, Group, Select } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';
import type { FolderColumns } from '../List/folder-columns.ts';
import type { TableSort } from './folder-sort.ts';
import { sortFieldLabel, sortFieldsOf } from './sort-labels.ts';

const text = messages.folders;

/**
 * The toolbar's sort (projects-workspaces-folders §4): every field the list sorts by, in the grid
 * too and where a narrow list leaves a column out, with its direction beside it.
 */
export function SortControl({ sort, columns }: { sort: TableSort; columns: FolderColumns }) {
  const { field, direction } = sort.shown;
  const data = sortFieldsOf(columns).map((value) => ({ value, label: sortFieldLabel(value) }));
  const ascending = direction === 'ASC';
  const Arrow = ascending ? IconSortAscending : IconSortDescending;
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        size="xs"
        w={120}
        aria-label={text.sortBy}
        data={data}
        value={field}
        onChange={(chosen) => {
          const next = data.find((option) => option.value === chosen);
          if (next && next.value !== field) sort.onSort(next.value);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ActionIcon
        variant="default"
        size="input-xs"
        aria-label={ascending ? text.sortDescending : text.sortAscending}
        onClick={() => sort.onSort(field)}
      >
        <Arrow size={16} />
      </ActionIcon>
    </Group>
  );
}
