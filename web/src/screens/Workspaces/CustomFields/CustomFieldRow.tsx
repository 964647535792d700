import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type {
  CustomFieldRow_field$data,
  CustomFieldRow_field$key,
} from '../../../__generated__/CustomFieldRow_field.graphql.ts';
import { messages } from '../../../messages/messages.ts';

export const customFieldRowFragment = graphql`
  fragment CustomFieldRow_field on CustomField {
    id
    name
    type
    options
    required
    shownInList
  }
`;

export type ListedField = CustomFieldRow_field$data;
export type FieldAction = 'up' | 'down' | 'edit' | 'remove';

const text = messages.customFields;

const typeLabel = (field: ListedField) =>
  field.type === 'TEXT' && field.options.length > 0
    ? text.choiceList
    : (text.types[field.type as keyof typeof text.types] ?? field.type);

/** One field of the tab: its name, type (a choice list with its choices), settings and actions. */
export function CustomFieldRow(props: {
  field: CustomFieldRow_field$key;
  first: boolean;
  last: boolean;
  onAction(action: FieldAction, field: ListedField): void;
}) {
  const field = useFragment(customFieldRowFragment, props.field);
  const act = (action: FieldAction) => () => props.onAction(action, field);
  return (
    <Table.Tr>
      <Table.Td fw={500}>{field.name}</Table.Td>
      <Table.Td>
        <Text size="sm">{typeLabel(field)}</Text>
        {field.options.length > 0 && (
          <Group gap={4} mt={4}>
            {field.options.map((option) => (
              <Badge key={option} variant="default" size="sm" tt="none">
                {option}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
      <Table.Td>{field.required ? text.yes : text.no}</Table.Td>
      <Table.Td>{field.shownInList ? text.yes : text.no}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={text.moveUp(field.name)}
            disabled={props.first}
            onClick={act('up')}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={text.moveDown(field.name)}
            disabled={props.last}
            onClick={act('down')}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={act('edit')}>
            {text.edit}
          </Button>
          <Button variant="default" color="red" size="xs" onClick={act('remove')}>
            {text.remove}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
