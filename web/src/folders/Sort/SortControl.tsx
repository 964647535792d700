import { ActionIcon, Group, Select } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';
import type { CustomColumn, FolderColumns } from '../List/folder-columns.ts';
import type { TableSort } from './folder-sort.ts';
import { sortFieldLabel, sortFieldsOf } from './sort-labels.ts';

const text = messages.folders;

/** A custom field's value in the select: apart from the list's own fields. */
const fieldValue = (fieldId: string) => `field:${fieldId}`;

/**
 * The toolbar's sort (projects-workspaces-folders §4): every field the list sorts by, in the grid
 * too and where a narrow list leaves a column out, then the custom fields of its workspace where
 * the list sorts by them, with the direction beside it.
 */
export function SortControl(props: {
  sort: TableSort;
  columns: FolderColumns;
  fields?: readonly CustomColumn[];
}) {
  const { sort, columns } = props;
  const byField = sort.byField?.shown ?? null;
  const fields = sort.byField ? (props.fields ?? []) : [];
  const data = [
    ...sortFieldsOf(columns).map((value) => ({ value, label: sortFieldLabel(value) })),
    ...fields.map((field) => ({ value: fieldValue(field.id), label: field.name })),
  ];
  const value = byField ? fieldValue(byField.fieldId) : sort.shown.field;
  const ascending = (byField ?? sort.shown).direction === 'ASC';
  const Arrow = ascending ? IconSortAscending : IconSortDescending;
  const choose = (chosen: string) => {
    const field = fields.find((known) => fieldValue(known.id) === chosen);
    if (field) sort.byField?.onSort(field.id);
    const own = sortFieldsOf(columns).find((known) => known === chosen);
    if (own) sort.onSort(own);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        size="xs"
        w={140}
        aria-label={text.sortBy}
        data={data}
        value={value}
        onChange={(chosen) => {
          if (chosen && chosen !== value) choose(chosen);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ActionIcon
        variant="default"
        size="input-xs"
        aria-label={ascending ? text.sortDescending : text.sortAscending}
        onClick={() => choose(value)}
      >
        <Arrow size={16} />
      </ActionIcon>
    </Group>
  );
}
