import { Box, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { messages } from '../../messages/messages.ts';
import { useFolderSelection } from '../Selection/FolderSelection.tsx';
import type { SortField, TableSort } from '../Sort/folder-sort.ts';
import { sortFieldLabel } from '../Sort/sort-labels.ts';
import {
  COLUMN_WIDTHS,
  type CustomColumn,
  type FolderColumns,
  FolderColumnsContext,
  fitColumns,
  noOptionalColumns,
} from './folder-columns.ts';

type SortableColumn = 'selected' | 'scene' | 'created' | 'size' | 'duration';

/**
 * The list's table: thumbnail, Name, the optional columns `columns` calls for, Created, Size and
 * Duration as its width allows, and the custom fields shown in the list, around its rows.
 */
export function FolderTable({
  children,
  selecting = false,
  sort,
  columns = noOptionalColumns,
}: {
  children: ReactNode;
  selecting?: boolean;
  /** Without one, the headers do not sort (a share link's view). */
  sort?: TableSort;
  columns?: FolderColumns;
}) {
  const text = messages.folders;
  const width = COLUMN_WIDTHS;
  const room = useElementSize();
  // one value while the fit stays: every row reads it
  const shown = useMemo(
    () => fitColumns(columns, room.width, selecting),
    [columns, room.width, selecting],
  );
  /** A sortable column's header, when the table shows the column. */
  const header = (column: SortableColumn, field: SortField) =>
    shown[column] && (
      <SortHeader field={field} label={sortFieldLabel(field)} sort={sort} w={width[column]} />
    );
  return (
    <FolderColumnsContext value={shown}>
      <Box ref={room.ref}>
        <Table highlightOnHover verticalSpacing={4} layout="fixed" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {selecting && (
                <Table.Th w={width.choose}>
                  <VisuallyHidden>{text.selectItems}</VisuallyHidden>
                </Table.Th>
              )}
              <Table.Th w={width.thumbnail}>
                <VisuallyHidden>{text.thumbnail}</VisuallyHidden>
              </Table.Th>
              <SortHeader field="NAME" label={sortFieldLabel('NAME')} sort={sort} />
              {header('selected', 'SELECTED')}
              {header('scene', 'SCENE_TAKE')}
              {shown.status && <Table.Th w={width.status}>{messages.reviewStatus.column}</Table.Th>}
              {header('created', 'CREATED')}
              {header('size', 'SIZE')}
              {header('duration', 'DURATION')}
              {shown.custom.map((column) => (
                <FieldHeader key={column.id} column={column} sort={sort} w={width.custom} />
              ))}
              <Table.Th w={width.actions}>
                <VisuallyHidden>{text.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Box>
    </FolderColumnsContext>
  );
}

/** The table with a column of checkboxes while items are being chosen. */
export function SelectingTable(props: {
  children: ReactNode;
  sort: TableSort;
  columns: FolderColumns;
}) {
  const { children, sort, columns } = props;
  const selection = useFolderSelection();
  return (
    <FolderTable selecting={selection?.selecting} sort={sort} columns={columns}>
      {children}
    </FolderTable>
  );
}

/** A column's header: a button that sorts by it (again: the other way), marked when it does. */
function SortHeader(props: { field: SortField; label: string; sort?: TableSort; w?: number }) {
  const { field, label, sort, w } = props;
  if (!sort) return <Table.Th w={w}>{label}</Table.Th>;
  const active = !sort.byField?.shown && sort.shown.field === field;
  const ascending = sort.shown.direction === 'ASC';
  return (
    <SortingHeader
      label={label}
      w={w}
      sorted={active ? (ascending ? 'ascending' : 'descending') : undefined}
      onSort={() => sort.onSort(field)}
    />
  );
}

/** A custom field's header: sorts by it where the list sorts by custom fields. */
function FieldHeader(props: { column: CustomColumn; sort?: TableSort; w: number }) {
  const { column, w } = props;
  const byField = props.sort?.byField;
  if (!byField) return <Table.Th w={w}>{column.name}</Table.Th>;
  const active = byField.shown?.fieldId === column.id;
  const ascending = byField.shown?.direction === 'ASC';
  return (
    <SortingHeader
      label={column.name}
      w={w}
      sorted={active ? (ascending ? 'ascending' : 'descending') : undefined}
      onSort={() => byField.onSort(column.id)}
    />
  );
}

function SortingHeader(props: {
  label: string;
  w?: number;
  sorted: 'ascending' | 'descending' | undefined;
  onSort(): void;
}) {
  const Arrow = props.sorted === 'ascending' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th w={props.w} aria-sort={props.sorted}>
      <UnstyledButton onClick={props.onSort} fw={700} fz="sm" maw="100%">
        <Group gap={4} wrap="nowrap">
          <Text span inherit truncate>
            {props.label}
          </Text>
          {props.sorted && <Arrow size={14} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
