import { Group, MultiSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../messages/messages.ts';
import { PERSON_SEARCH_MIN, type Person, usePeopleSearch } from './usePeopleSearch.ts';

interface PeopleMultiSelectProps {
  label: string;
  value: readonly Person[];
  onChange: (people: Person[]) => void;
  error?: string | null;
}

/** Chips of chosen people and a server search from 2 characters (debounced) to add more. */
export function PeopleMultiSelect({ label, value, onChange, error }: PeopleMultiSelectProps) {
  const [search, setSearch] = useState('');
  const { term, people } = usePeopleSearch(search);
  const byId = new Map([...people, ...value].map((person) => [person.id, person]));
  return (
    <MultiSelect
      data-autofocus
      label={label}
      searchable
      hidePickedOptions
      value={value.map((person) => person.id)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(ids) => {
        onChange(ids.flatMap((id) => byId.get(id) ?? []));
        setSearch('');
      }}
      data={[...byId.values()].map((person) => ({ value: person.id, label: person.name }))}
      filter={({ options }) => options}
      nothingFoundMessage={
        term.length < PERSON_SEARCH_MIN ? messages.people.searchHint : messages.people.nobody
      }
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed" truncate>
            {byId.get(option.value)?.email}
          </Text>
        </Group>
      )}
      error={error}
    />
  );
}
