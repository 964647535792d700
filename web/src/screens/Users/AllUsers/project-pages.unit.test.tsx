// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import type { ProjectPagesTestQuery } from '../../../__generated__/ProjectPagesTestQuery.graphql.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../../../test/scripted-relay.tsx';
import { SelectProjectDialog } from './SelectProjectDialog.tsx';
import { UserProjectNav } from './UserProjectNav.tsx';

/** The projects the viewer edits, one page of one after `after`: Alpha then Beta. */
function page(variables: Variables) {
  const next = variables.after === 'alpha';
  const node = next ? { id: 'p2', name: 'Beta' } : { id: 'p1', name: 'Alpha' };
  return {
    editableProjects: {
      edges: [{ cursor: next ? 'beta' : 'alpha', node: { __typename: 'Project', ...node } }],
      pageInfo: { endCursor: next ? 'beta' : 'alpha', hasNextPage: !next },
    },
  };
}

function Screen() {
  const data = useLazyLoadQuery<ProjectPagesTestQuery>(
    graphql`
      query ProjectPagesTestQuery {
        ...UserProjectNav_query
        ...SelectProjectDialog_query
      }
    `,
    {},
  );
  return (
    <>
      <UserProjectNav query={data} />
      <SelectProjectDialog opened onClose={() => {}} query={data} userIds={['u1']} />
    </>
  );
}

function renderScreen() {
  const { environment, calls: asked } = scriptedEnvironment(
    answeringData({
      ProjectPagesTestQuery: page,
      UserProjectNavPaginationQuery: page,
      SelectProjectDialogPaginationQuery: page,
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/users',
        element: (
          <RelayEnvironmentProvider environment={environment}>
            <Suspense>
              <Screen />
            </Suspense>
          </RelayEnvironmentProvider>
        ),
      },
    ],
    { initialEntries: ['/users'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), asked };
}

describe('the projects of All Users, a page at a time', () => {
  it('offers more projects in Select Project', async () => {
    const { user } = renderScreen();
    const select = await screen.findByLabelText('Project');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['', 'Alpha']);
    await user.click(screen.getByRole('button', { name: 'More projects' }));
    await screen.findByRole('option', { name: 'Beta' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['', 'Alpha', 'Beta']);
    expect(screen.queryByRole('button', { name: 'More projects' })).toBeNull();
  });

  it('loads the next projects of the drawer when it is scrolled to its end', async () => {
    const { asked } = renderScreen();
    const nav = await screen.findByRole('navigation', { name: 'Projects' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alpha']);
    fireEvent.scroll(document.body);
    expect(await within(nav).findByRole('link', { name: 'Beta' })).toBeVisible();
    expect(asked.map((call) => call.name)).toContain('UserProjectNavPaginationQuery');
  });
});
