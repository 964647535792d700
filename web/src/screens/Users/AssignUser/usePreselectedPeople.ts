import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { usePreselectedPeopleQuery } from '../../../__generated__/usePreselectedPeopleQuery.graphql.ts';
import type { Person } from '../../../people/usePeopleSearch.ts';

const personQuery = graphql`
  query usePreselectedPeopleQuery($id: ID!) {
    node(id: $id) {
      ... on User {
        id
        name
        email
      }
    }
  }
`;

/** The search parameter Select Project on /users sends the chosen people with. */
const ASSIGN = 'assign';

async function fetchPerson(
  environment: ReturnType<typeof useRelayEnvironment>,
  id: string,
): Promise<Person | null> {
  const data = await fetchQuery<usePreselectedPeopleQuery>(environment, personQuery, {
    id,
  }).toPromise();
  const node = data?.node;
  return node?.id && node.name !== undefined
    ? { id: node.id, name: node.name, email: node.email ?? null }
    : null;
}

/**
 * `?assign=<userId>,<userId>`: fetches those people (`node(id)`), hands them to `onPeople` and
 * takes the parameter off the address, so a reload does not open the dialog again.
 */
export function usePreselectedPeople(onPeople: (people: Person[]) => void) {
  const environment = useRelayEnvironment();
  const [params, setParams] = useSearchParams();
  const ids = params.get(ASSIGN);
  useEffect(() => {
    if (ids === null) return;
    setParams(
      (current) => {
        current.delete(ASSIGN);
        return current;
      },
      { replace: true },
    );
    const wanted = ids.split(',').filter(Boolean);
    void Promise.all(wanted.map((id) => fetchPerson(environment, id).catch(() => null))).then(
      (people) => onPeople(people.filter((person): person is Person => person !== null)),
    );
  }, [environment, ids, onPeople, setParams]);
}
