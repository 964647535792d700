import { Group, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { PERSON_SEARCH_MIN, type Person, usePeopleSearch } from '../../people/usePeopleSearch.ts';

interface PersonSelectProps {
  label: string;
  value?: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  /** The person already chosen (a project's manager), listed before any search. */
  initial?: Person | null;
}

/** A searchable person picker over `people(query)`; the chosen person stays listed. */
export function PersonSelect({ label, value, onChange, error, initial }: PersonSelectProps) {
  const [search, setSearch] = useState('');
  const { term, people } = usePeopleSearch(search);
  const [chosen, setChosen] = useState<Person | null>(initial ?? null);

  const byId = useMemo(() => {
    const all = new Map(people.map((person) => [person.id, person]));
    if (chosen) all.set(chosen.id, chosen);
    return all;
  }, [people, chosen]);

  return (
    <Select
      label={label}
      searchable
      clearable
      value={value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        setChosen(id ? (byId.get(id) ?? null) : null);
        onChange(id);
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
