import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { usePeopleSearchQuery } from '../__generated__/usePeopleSearchQuery.graphql.ts';

/** Person search starts at 2 characters (access-and-shell section 5). */
export const PERSON_SEARCH_MIN = 2;
/** Search debounce (section 9). */
const SEARCH_DEBOUNCE_MS = 500;

const peopleQuery = graphql`
  query usePeopleSearchQuery($query: String!) {
    people(query: $query) {
      id
      name
      email
    }
  }
`;

export type Person = usePeopleSearchQuery['response']['people'][number];

/**
 * The people the server finds for the typed text, once it has 2 characters and has rested for
 * 500 ms; `term` is the text the answer is for (shorter than 2 characters: nothing is asked).
 */
export function usePeopleSearch(search: string) {
  const environment = useRelayEnvironment();
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [people, setPeople] = useState<readonly Person[]>([]);
  useEffect(() => {
    if (term.length < PERSON_SEARCH_MIN) return;
    const subscription = fetchQuery<usePeopleSearchQuery>(environment, peopleQuery, {
      query: term,
    }).subscribe({ next: (data) => setPeople(data.people), error: () => setPeople([]) });
    return () => subscription.unsubscribe();
  }, [environment, term]);
  return { term, people: term.length < PERSON_SEARCH_MIN ? [] : people };
}
