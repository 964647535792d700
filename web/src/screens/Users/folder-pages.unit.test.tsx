// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import type { FolderPagesTestQuery } from '../../__generated__/FolderPagesTestQuery.graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { AssignUserDialog } from './AssignUser/AssignUserDialog.tsx';
import { UserFolderNav } from './UserFolderNav.tsx';

/** The root folder's children, a page of one after `after`: Day 1 then Day 2. */
function children(variables: Variables) {
  const next = variables.after === 'day1';
  const node = next ? { id: 'f2', name: 'Day 2' } : { id: 'f1', name: 'Day 1' };
  return {
    edges: [{ cursor: next ? 'day2' : 'day1', node: { __typename: 'Folder', ...node } }],
    pageInfo: { endCursor: next ? 'day2' : 'day1', hasNextPage: !next },
  };
}

const root = (variables: Variables) => ({
  __typename: 'Folder',
  id: 'r1',
  project: { id: 'p1' },
  children: children(variables),
});

const viewer = {
  id: 'viewer',
  name: 'Viewer',
  isDefault: true,
  isAdmin: false,
  permissions: { view: true, edit: false, download: false, share: false, comment: true },
};

function Screen() {
  const data = useLazyLoadQuery<FolderPagesTestQuery>(
    graphql`
      query FolderPagesTestQuery {
        project(id: "p1") {
          rootFolder {
            ...UserFolderNav_folder
          }
          ...AssignUserDialog_project
        }
        projectRoles {
          ...AssignUserDialog_roles
        }
        ...AssignUserDialog_query @arguments(projectId: "p1")
      }
    `,
    {},
  );
  if (!data.project) return null;
  return (
    <>
      <UserFolderNav folder={data.project.rootFolder} />
      <AssignUserDialog
        mode="select"
        project={data.project}
        roles={data.projectRoles}
        query={data}
        onClose={() => {}}
        onAssigned={() => {}}
      />
    </>
  );
}

function renderScreen() {
  const { environment, calls: asked } = scriptedEnvironment(
    answeringData({
      FolderPagesTestQuery: (variables) => ({
        project: { __typename: 'Project', id: 'p1', rootFolder: root(variables) },
        projectRoles: [viewer],
        projectUsers: [],
      }),
      UserFolderNavPaginationQuery: (variables) => ({ node: root(variables) }),
      useFolderChoicesPaginationQuery: (variables) => ({ node: root(variables) }),
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/users/p1',
        element: (
          <RelayEnvironmentProvider environment={environment}>
            <Suspense>
              <Screen />
            </Suspense>
          </RelayEnvironmentProvider>
        ),
      },
    ],
    { initialEntries: ['/users/p1'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), asked };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("a project's folders on the users screens, a page at a time", () => {
  it('offers more folders in Assign User', async () => {
    const { user } = renderScreen();
    const select = await screen.findByLabelText('Folder');
    expect(optionsOf(select)).toEqual(['Day 1', 'The whole project']);
    await user.click(screen.getByRole('button', { name: 'More folders' }));
    await within(select).findByRole('option', { name: 'Day 2' });
    expect(optionsOf(select)).toEqual(['Day 1', 'Day 2', 'The whole project']);
    expect(screen.queryByRole('button', { name: 'More folders' })).toBeNull();
  });

  it('loads the next folders of the drawer when it is scrolled to its end', async () => {
    const { asked } = renderScreen();
    const nav = await screen.findByRole('navigation', { name: 'Folders', hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((l) => l.textContent),
    ).toEqual(['Day 1']);
    fireEvent.scroll(document.body);
    expect(await within(nav).findByRole('link', { name: 'Day 2', hidden: true })).toBeTruthy();
    expect(asked.map((call) => call.name)).toContain('UserFolderNavPaginationQuery');
  });
});
