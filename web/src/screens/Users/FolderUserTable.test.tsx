// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FolderUserTableTestQuery } from '../../__generated__/FolderUserTableTestQuery.graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { FolderUserTable } from './FolderUserTable.tsx';

/**
 * Vic's row on "Day 1", inherited from the project's root, which gives view and comment: the
 * policy locks what it inherits set, and leaves open what it does not give (§6).
 */
const vic = (inherited: boolean, edit: boolean) => ({
  userName: 'Vic Viewer',
  userEmail: 'vic@rushes.test',
  lastActivityAt: null,
  isInherited: inherited,
  inheritedFrom: inherited ? { id: 'root', name: 'Feature' } : null,
  user: { id: 'vic', hasJoined: true },
  role: { id: 'viewer', name: 'Viewer' },
  allowedTo: {
    view: { value: true, locked: true },
    edit: { value: edit, locked: false },
    download: { value: false, locked: false },
    share: { value: false, locked: false },
    comment: { value: true, locked: inherited },
  },
});

function Table({ topLevel }: { topLevel: boolean }) {
  const data = useLazyLoadQuery<FolderUserTableTestQuery>(
    graphql`
      query FolderUserTableTestQuery {
        ...FolderUserTable_query @arguments(folderId: "day1")
      }
    `,
    {},
  );
  return (
    <FolderUserTable
      query={data}
      folder={{ id: 'day1', name: 'Day 1' }}
      topLevel={topLevel}
      projectId="p1"
      actions={null}
    />
  );
}

function renderTable(topLevel: boolean, folderUsers: unknown[] = [vic(true, false)]) {
  const { environment, calls } = scriptedEnvironment({
    FolderUserTableTestQuery: () => ({ data: { folderUsers } }),
    useSaveFolderUserMutation: () => ({
      data: { saveFolderUser: { folderUser: vic(false, true) } },
    }),
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <Table topLevel={topLevel} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { ...view, calls };
}

const box = (permission: string) =>
  screen.findByRole('checkbox', { name: `${permission} for Vic Viewer` });

describe("a folder's users list: an inherited row (§6)", () => {
  beforeEach(() => notifications.clean());

  it('stays open on a top-level folder: what it inherits set is locked, the rest may be added', async () => {
    const { user, calls } = renderTable(true);
    expect(
      await screen.findByLabelText('Permissions are inherited from "Feature"'),
    ).toBeInTheDocument();
    expect(await box('Comment')).toBeDisabled();
    expect(await box('View')).toBeDisabled();
    expect(await box('Edit')).toBeEnabled();
    await user.click(await box('Edit'));
    expect(await box('Edit')).toBeChecked();
    expect(calls.at(-1)).toEqual({
      name: 'useSaveFolderUserMutation',
      variables: {
        input: {
          folderId: 'day1',
          userId: 'vic',
          allowedTo: { edit: true, download: false, share: false },
        },
      },
    });
  });

  it('is disabled below the top level', async () => {
    renderTable(false);
    for (const permission of ['View', 'Edit', 'Download', 'Share', 'Comment']) {
      expect(await box(permission)).toBeDisabled();
    }
  });
});

/** A user with their own entry on the folder, holding `roleName` in the project. */
const entry = (userId: string, name: string, roleName: string) => ({
  ...vic(false, false),
  userName: name,
  userEmail: `${name.toLowerCase()}@crew.test`,
  user: { id: userId, hasJoined: true },
  role: { id: roleName.toLowerCase(), name: roleName },
});

describe("a folder's users list", () => {
  it('sorts by role, then by name', async () => {
    const { user } = renderTable(true, [
      entry('u1', 'Ada', 'Viewer'),
      entry('u2', 'Bob', 'Editor'),
      entry('u3', 'Cy', 'Viewer'),
      entry('u4', 'Dee', 'Editor'),
    ]);
    expect(await screen.findAllByTestId('user-row')).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Role');
    const names = screen
      .getAllByTestId('user-row')
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Bob', 'Dee', 'Ada', 'Cy']);
  });
});
