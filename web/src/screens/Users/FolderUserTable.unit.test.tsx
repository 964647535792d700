// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { FolderUserTableTestQuery } from '../../__generated__/FolderUserTableTestQuery.graphql.ts';
import { answeringEnvironment } from '../../test/answering-relay.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FolderUserTable } from './FolderUserTable.tsx';

const flag = (value: boolean) => ({ value, locked: false });
const rights = {
  view: flag(true),
  edit: flag(false),
  download: flag(false),
  share: flag(false),
  comment: flag(true),
};

/** A user with their own entry on the folder, holding `roleName` in the project. */
const entry = (userId: string, name: string, roleName: string) => ({
  userName: name,
  userEmail: `${name.toLowerCase()}@crew.test`,
  lastActivityAt: null,
  isInherited: false,
  inheritedFrom: null,
  user: { id: userId, hasJoined: true },
  role: { id: roleName.toLowerCase(), name: roleName },
  allowedTo: rights,
});

function FolderUsers() {
  const data = useLazyLoadQuery<FolderUserTableTestQuery>(
    graphql`
      query FolderUserTableTestQuery {
        ...FolderUserTable_query @arguments(folderId: "f1")
      }
    `,
    {},
  );
  return (
    <FolderUserTable
      query={data}
      folder={{ id: 'f1', name: 'Day 1' }}
      projectId="p1"
      actions={null}
    />
  );
}

describe('the folder users list', () => {
  it('sorts by role, then by name', async () => {
    const { environment } = answeringEnvironment({
      FolderUserTableTestQuery: () => ({
        folderUsers: [
          entry('u1', 'Ada', 'Viewer'),
          entry('u2', 'Bob', 'Editor'),
          entry('u3', 'Cy', 'Viewer'),
          entry('u4', 'Dee', 'Editor'),
        ],
      }),
    });
    const { user } = renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense>
          <FolderUsers />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
    expect(await screen.findAllByTestId('user-row')).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Role');
    const names = screen
      .getAllByTestId('user-row')
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Bob', 'Dee', 'Ada', 'Cy']);
  });
});
