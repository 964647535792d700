// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { AllUsersTableTestQuery } from '../../../__generated__/AllUsersTableTestQuery.graphql.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../../../test/scripted-relay.tsx';
import { AllUsersTable } from './AllUsersTable.tsx';
import { UserInspector } from './UserInspector.tsx';

const role = (id: string, name: string, isAdmin = false) => ({ id, name, isAdmin });
const viewer = role('viewer', 'Viewer');
const editor = role('editor', 'Editor');
const admin = role('admin', 'Admin', true);
const feature = { id: 'p1', name: 'Feature' };
const other = { id: 'p2', name: 'Other' };
const settings = { receiveFolderContentNotifications: false, receiveCommentNotifications: true };
const folder = (id: string, name: string, projectId: string, isRoot = false) => ({
  folder: { id, name, isRoot, project: { id: projectId } },
});

/** A user as the users list answers them, in `projects` with their roles there. */
function user(
  id: string,
  name: string,
  projects: { project: typeof feature; role: ReturnType<typeof role> }[],
  folders: ReturnType<typeof folder>[] = [],
) {
  const held = [viewer, editor, admin].filter((r) => projects.some((p) => p.role.id === r.id));
  return {
    __typename: 'User',
    id,
    name,
    email: `${name.toLowerCase()}@crew.test`,
    hasJoined: true,
    hasActiveFactors: false,
    needsMfa: false,
    invitedAt: null,
    invitedBy: null,
    lastLoginAt: null,
    lastActivityAt: null,
    allowedTo: { delete: false },
    uniqueRoles: held.map(({ id: roleId, name: roleName }) => ({ id: roleId, name: roleName })),
    projects: projects.map((entry) => ({
      ...entry,
      settings: entry.role.isAdmin ? null : settings,
    })),
    folders,
  };
}

const people = [
  user('u1', 'Ada', [{ project: feature, role: viewer }]),
  user('u2', 'Bob', [{ project: feature, role: admin }]),
  user(
    'u3',
    'Cy',
    [
      { project: feature, role: editor },
      { project: other, role: viewer },
    ],
    [folder('f1', 'Day 1', 'p1'), folder('f2', 'Day 2', 'p1'), folder('r2', 'Other', 'p2', true)],
  ),
  user('u4', 'Dee', [{ project: feature, role: editor }]),
];

function AllUsers() {
  const data = useLazyLoadQuery<AllUsersTableTestQuery>(
    graphql`
      query AllUsersTableTestQuery {
        ...AllUsersTable_query
      }
    `,
    {},
  );
  const [inspected, setInspected] = useState<string | null>(null);
  return (
    <>
      <AllUsersTable query={data} onInspect={setInspected} onAssign={() => {}} />
      <UserInspector userId={inspected} viewerId="u0" />
    </>
  );
}

function renderAllUsers() {
  const { environment } = scriptedEnvironment(
    answeringData({
      UserInspectorQuery: ({ id }) => ({ node: people.find((person) => person.id === id) }),
      AllUsersTableTestQuery: () => ({
        users: {
          edges: people.map((node) => ({ cursor: node.id, node })),
          pageInfo: { endCursor: 'u4', hasNextPage: false },
        },
      }),
    }),
  );
  return renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <AllUsers />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

const shownNames = () =>
  screen.getAllByTestId('user-row').map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** The value the inspector's table `table` gives for `label`. */
const valueIn = (table: string, label: string) =>
  within(screen.getByRole('table', { name: table }))
    .getByText(label)
    .closest('tr')?.lastChild?.textContent;

describe('All Users', () => {
  it('sorts by role: the roles a user holds in the projects the viewer edits', async () => {
    const { user: actor } = renderAllUsers();
    expect(await screen.findAllByTestId('user-row')).toHaveLength(4);
    await actor.selectOptions(screen.getByLabelText('Sort by'), 'Role');
    // by name: Admin, Editor, then Editor and Viewer, then Viewer
    expect(shownNames()).toEqual(['Bob', 'Dee', 'Cy', 'Ada']);
  });

  it('inspects a user: their roles, and a project’s notifications and folders', async () => {
    const { user: actor } = renderAllUsers();
    await actor.click(await screen.findByText('Cy'));
    // the inspector loads the user it shows
    await screen.findByRole('table', { name: 'User' });
    expect(valueIn('User', 'Roles')).toBe('Viewer, Editor');

    await actor.click(screen.getByText('Feature (Editor)'));
    expect(valueIn('Feature', 'Receives Notifications for Content')).toBe('No');
    expect(valueIn('Feature', 'Receives Notifications for Comments')).toBe('Yes');
    expect(valueIn('Feature', 'Folders')).toBe('Day 1, Day 2');

    await actor.click(screen.getByText('Other (Viewer)'));
    expect(screen.queryByRole('table', { name: 'Feature' })).toBeNull();
    // an entry on the root folder: the whole project
    expect(valueIn('Other', 'Folders')).toBe('ALL');
  });

  it('says ALL for an admin role, and shows no notifications without a membership', async () => {
    const { user: actor } = renderAllUsers();
    await actor.click(await screen.findByText('Bob'));
    await screen.findByRole('table', { name: 'User' });
    expect(valueIn('User', 'Role')).toBe('Admin');
    await actor.click(screen.getByText('Feature (Admin)'));
    expect(valueIn('Feature', 'Folders')).toBe('ALL');
    const inFeature = screen.getByRole('table', { name: 'Feature' });
    expect(within(inFeature).queryByText(/Receives Notifications/)).toBeNull();
  });
});
