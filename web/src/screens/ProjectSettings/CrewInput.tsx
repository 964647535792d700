import { TagsInput } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { usePeopleSearch } from '../../people/usePeopleSearch.ts';

interface CrewInputProps {
  value?: string[];
  onChange: (crew: string[]) => void;
}

/** Crew names: typed freely, or picked from the person search (from 2 characters). */
export function CrewInput({ value, onChange }: CrewInputProps) {
  const [search, setSearch] = useState('');
  const { people } = usePeopleSearch(search);
  const names = [...new Set(people.map((person) => person.name))];
  return (
    <TagsInput
      label={messages.projects.crew}
      description={messages.projects.crewHint}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      data={names}
      filter={({ options }) => options}
      clearable
    />
  );
}
