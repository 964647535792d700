import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PersonSelectQuery } from '../../../__generated__/PersonSelectQuery.graphql.ts';
import { messages } from '../../../messages/messages.ts';

/** Person search starts at 2 characters (access-and-shell section 5). */
export const PERSON_SEARCH_MIN = 2;

const peopleQuery = graphql`
  query PersonSelectQuery($query: String!) {
    people(query: $query) {
      id
      name
      email
    }
  }
`;

type Person = PersonSelectQuery['response']['people'][number];

interface PersonSelectProps {
  label: string;
  value?: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}

/** A searchable person picker over `people(query)`; the chosen person stays listed. */
export function PersonSelect({ label, value, onChange, error }: PersonSelectProps) {
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [people, setPeople] = useState<readonly Person[]>([]);
  const [chosen, setChosen] = useState<Person | null>(null);

  useEffect(() => {
    if (term.length < PERSON_SEARCH_MIN) return;
    const subscription = fetchQuery<PersonSelectQuery>(environment, peopleQuery, {
      query: term,
    }).subscribe({ next: (data) => setPeople(data.people), error: () => setPeople([]) });
    return () => subscription.unsubscribe();
  }, [environment, term]);

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
        term.length < PERSON_SEARCH_MIN
          ? messages.projects.managerSearch
          : messages.projects.noPeople
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
