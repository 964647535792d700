import { Button, Group, Pill, Popover, Select, Stack, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../messages/messages.ts';
import type { CustomColumn } from '../List/folder-columns.ts';
import {
  type Comparison,
  comparisons,
  type FieldFilter,
  fieldFilterParam,
  filterable,
} from './field-listing.ts';

const text = messages.customFields;

const comparisonOptions = comparisons.map((value) => ({
  value,
  label: text.comparisons[value],
}));

/**
 * The folder's assets by their custom values: Filter by Field adds one filter (a field, how it
 * compares, a value its type reads); each filter shows as a pill that removes it.
 */
export function FieldFilters(props: {
  fields: readonly CustomColumn[];
  filters: readonly FieldFilter[];
  onChange(filters: readonly FieldFilter[]): void;
}) {
  const { fields, filters, onChange } = props;
  const [opened, setOpened] = useState(false);
  if (fields.length === 0) return null;
  const describe = (filter: FieldFilter) => {
    const name = fields.find((field) => field.id === filter.fieldId)?.name ?? '';
    return `${name} ${text.comparisons[filter.comparison]} ${filter.value}`;
  };
  return (
    <Group gap={4}>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus withinPortal>
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilter size={14} />}
            onClick={() => setOpened((open) => !open)}
          >
            {text.filterByField}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <NewFilter
            fields={fields}
            onAdd={(filter) => {
              const known = filters.some((f) => fieldFilterParam(f) === fieldFilterParam(filter));
              if (!known) onChange([...filters, filter]);
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
      {filters.map((filter, index) => (
        <Pill
          key={fieldFilterParam(filter)}
          withRemoveButton
          // Mantine hides the remove button from assistive technology: here it is the only way
          removeButtonProps={{
            'aria-label': text.removeFilter(describe(filter)),
            'aria-hidden': false,
            tabIndex: 0,
          }}
          onRemove={() => onChange(filters.filter((_, at) => at !== index))}
        >
          {describe(filter)}
        </Pill>
      ))}
    </Group>
  );
}

function NewFilter(props: { fields: readonly CustomColumn[]; onAdd(filter: FieldFilter): void }) {
  const { fields } = props;
  const [fieldId, setFieldId] = useState(fields[0]?.id ?? '');
  const [comparison, setComparison] = useState<Comparison>('EQUALS');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = fields.find((known) => known.id === fieldId);
  const add = () => {
    if (!field || !filterable(field.type, comparison, value)) {
      setError(text.filterValueRefused);
      return;
    }
    props.onAdd({ fieldId, comparison, value: value.trim() });
  };
  return (
    <Stack gap="xs" w={240}>
      <Select
        size="xs"
        label={text.field}
        data={fields.map((known) => ({ value: known.id, label: known.name }))}
        value={fieldId}
        allowDeselect={false}
        onChange={(chosen) => chosen && setFieldId(chosen)}
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        size="xs"
        label={text.comparison}
        data={comparisonOptions}
        value={comparison}
        allowDeselect={false}
        onChange={(chosen) => chosen && setComparison(chosen as Comparison)}
        comboboxProps={{ withinPortal: false }}
      />
      <TextInput
        size="xs"
        label={text.value}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') add();
        }}
      />
      <Button size="xs" onClick={add}>
        {text.addFilter}
      </Button>
    </Stack>
  );
}
