// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProjectUserTableTestQuery } from '../../__generated__/ProjectUserTableTestQuery.graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { failure, type Script, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { AssignUserButtons } from './AssignUser/AssignUserButtons.tsx';
import { ProjectUserTable } from './ProjectUserTable.tsx';

const flags = (value: boolean, locked: boolean) => ({
  view: { value: true, locked: true },
  edit: { value, locked },
  download: { value, locked },
  share: { value, locked },
  comment: { value, locked },
});

const projectUser = (id: string, name: string, admin: boolean) => ({
  userName: name,
  userEmail: `${id}@rushes.test`,
  lastActivityAt: null,
  supervisor: admin,
  isWorkspaceAdmin: admin,
  settings: admin ? null : { receiveCommentNotifications: true },
  user: { id, hasJoined: true },
  role: admin ? { id: 'admin', name: 'Admin' } : { id: 'viewer', name: 'Viewer' },
  folderPermissions: flags(admin, admin),
});

/** Feature's users: Wanda, the workspace's admin; Vic and Eddie, members. */
const listed = {
  data: {
    projectUsers: [
      projectUser('wanda', 'Wanda Admin', true),
      projectUser('eddie', 'Eddie Editor', false),
      projectUser('vic', 'Vic Viewer', false),
    ],
    projectRoles: [
      { id: 'viewer', name: 'Viewer', isAdmin: false, isDefault: true },
      { id: 'supervisor', name: 'Supervisor', isAdmin: true, isDefault: false },
    ],
  },
};

function Table() {
  const data = useLazyLoadQuery<ProjectUserTableTestQuery>(
    graphql`
      query ProjectUserTableTestQuery {
        ...ProjectUserTable_query @arguments(projectId: "p1")
      }
    `,
    {},
  );
  return (
    <ProjectUserTable
      query={data}
      project={{ id: 'p1', name: 'Feature' }}
      actions={(chosen) => <AssignUserButtons adding={chosen === 0} onOpen={() => {}} />}
      selectedId={null}
      onSelect={() => undefined}
    />
  );
}

/** The table, whose removal the server answers with `removal`; the calls it got. */
function renderTable(removal: Script[string]) {
  const { environment, calls } = scriptedEnvironment({
    ProjectUserTableTestQuery: () => listed,
    useRemoveProjectUsersMutation: removal,
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <Table />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { ...view, calls };
}

/** Chooses Vic and Eddie and confirms Remove Users. */
async function removeBoth(user: ReturnType<typeof renderTable>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'Select Vic Viewer' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Eddie Editor' }));
  await user.click(screen.getByRole('button', { name: 'Remove Users' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Remove Eddie Editor, Vic Viewer from Feature?');
  await user.click(within(dialog).getByRole('button', { name: 'Remove Users' }));
}

describe("the project's users list", () => {
  beforeEach(() => notifications.clean());

  it('removes the members chosen in one call; the workspace admin cannot be chosen', async () => {
    const removed = { data: { removeProjectUsers: { removedUserIds: ['eddie', 'vic'] } } };
    const { user, calls } = renderTable(() => removed);
    expect(await screen.findByRole('checkbox', { name: 'Select Wanda Admin' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove Users' })).toBeNull();
    await removeBoth(user);
    expect(await screen.findByText('Successfully removed user(s)')).toBeVisible();
    expect(calls.filter((call) => call.name === 'useRemoveProjectUsersMutation')).toEqual([
      {
        name: 'useRemoveProjectUsersMutation',
        variables: { input: { projectId: 'p1', userIds: ['eddie', 'vic'] } },
      },
    ]);
    expect(screen.queryByText('Vic Viewer')).toBeNull();
    expect(screen.getByText('Wanda Admin')).toBeVisible();
  });

  it('offers Add User only while no member is chosen (§6); Assign User stays', async () => {
    const { user } = renderTable(failure('STATE_CONFLICT'));
    expect(await screen.findByRole('button', { name: 'Add User' })).toBeVisible();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Vic Viewer' }));
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Assign User' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select Vic Viewer' }));
    expect(screen.getByRole('button', { name: 'Add User' })).toBeVisible();
  });

  it("says 'Failed to remove user(s)' when the removal fails, and keeps them listed", async () => {
    const { user } = renderTable(failure('STATE_CONFLICT'));
    await removeBoth(user);
    expect(await screen.findByText('Failed to remove user(s)')).toBeVisible();
    expect(screen.queryByText('Failed to unassign user(s)')).toBeNull();
    expect(screen.getByText('Vic Viewer')).toBeVisible();
  });
});
