import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { ProjectOrder } from '../../relay/connections.ts';

interface SortHeaderProps {
  label: string;
  field: 'TITLE' | 'CREATED';
  order: ProjectOrder;
  onOrder: (order: ProjectOrder) => void;
}

/** A column the list sorts by: a click sorts by it, a second click the other way. */
export function SortHeader({ label, field, order, onOrder }: SortHeaderProps) {
  const active = order.startsWith(field);
  const descending = order.endsWith('DESC');
  const next: ProjectOrder = active
    ? `${field}_${descending ? 'ASC' : 'DESC'}`
    : field === 'TITLE'
      ? 'TITLE_ASC'
      : 'CREATED_DESC';
  const Icon = descending ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton fw={700} fz="sm" onClick={() => onOrder(next)}>
        <Group gap={4} wrap="nowrap">
          {label}
          {active && <Icon size={14} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
