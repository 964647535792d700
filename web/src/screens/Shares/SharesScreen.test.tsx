// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  type RequestParameters,
  Store,
  type Variables,
} from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failingEnvironment, screenRoute } from '../../test/failing-relay.tsx';
import { errorRoute, renderRoutes } from '../../test/render.tsx';
import * as sharesScreen from './SharesScreen.tsx';

/** A page of no links after which, says the server, more follow. */
const firstPage = {
  data: {
    linkProjects: [],
    links: { edges: [], pageInfo: { hasNextPage: true, endCursor: 'c1' } },
  },
};
const failure = { data: null, errors: [{ message: 'INTERNAL' }], extensions: {} };

/**
 * The Shares screen's query answers its first page; every call after it (a next page, the list
 * in another order) answers what `next` says. Each call is recorded with its variables.
 */
function sharesServer(next: () => unknown) {
  const calls: { name: string; variables: Variables }[] = [];
  const environment = new Environment({
    network: Network.create(
      async (operation: RequestParameters, variables: Variables) => {
        calls.push({ name: operation.name, variables });
        return (operation.name === 'SharesScreenQuery' ? firstPage : next()) as never;
      },
      // the live feed of links stays quiet
      () => Observable.create(() => undefined),
    ),
    store: new Store(new RecordSource()),
  });
  return { environment, calls };
}

const routesOf = (environment: Environment) => [
  screenRoute('/shares', sharesScreen, environment),
  screenRoute('/shares/:projectId', sharesScreen, environment),
  errorRoute,
];

describe('the Shares screen', () => {
  beforeEach(() => notifications.clean());

  it("says 'Could not load links' when the list fails to load, and keeps its heading", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routesOf(failingEnvironment()), '/shares');
    expect(await screen.findByText('Could not load links')).toBeVisible();
    expect(screen.getByText('All Shares')).toBeVisible();
    quiet.mockRestore();
  });

  it("says 'Could not load links' when the next page fails to load", async () => {
    const { environment } = sharesServer(() => failure);
    const { user } = renderRoutes(routesOf(environment), '/shares');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load links')).toBeVisible();
  });

  it("asks the server for the project's links in the order chosen, with the filter typed", async () => {
    const { environment, calls } = sharesServer(() => firstPage);
    const { user } = renderRoutes(routesOf(environment), '/shares/p1');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(calls.at(-1)).toMatchObject({
      name: 'SharesScreenQuery',
      variables: { projectId: 'p1' },
    });
    await user.selectOptions(sort, 'Expires');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        name: 'SharesViewPaginationQuery',
        variables: { projectId: 'p1', orderBy: 'EXPIRES', filter: '', first: 100, after: null },
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), ' pilot ');
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toMatchObject({ orderBy: 'EXPIRES', filter: 'pilot' }),
    );
    // once typing rests: one call for the whole word
    expect(calls.filter((call) => call.name === 'SharesViewPaginationQuery')).toHaveLength(2);
  });
});
