// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { ProjectUserInspectorTestQuery } from '../../__generated__/ProjectUserInspectorTestQuery.graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { ProjectUserInspector } from './ProjectUserInspector.tsx';

/** Ivy, an Editor of the project with an entry on Day 1, invited by `invitedBy`. */
const ivy = (invitedBy: { id: string; name: string } | null) => ({
  userName: 'Ivy Invitee',
  userEmail: 'ivy@crew.test',
  lastLoginAt: null,
  lastActivityAt: null,
  supervisor: false,
  role: { id: 'editor', name: 'Editor' },
  user: { id: 'u1', invitedAt: null, invitedBy, hasActiveFactors: false, needsMfa: false },
  settings: { receiveFolderContentNotifications: true, receiveCommentNotifications: false },
  folders: [{ id: 'f1', name: 'Day 1', isRoot: false }],
});

function Inspector() {
  const data = useLazyLoadQuery<ProjectUserInspectorTestQuery>(
    graphql`
      query ProjectUserInspectorTestQuery {
        projectUsers(projectId: "p1") {
          ...ProjectUserInspector_projectUser
        }
      }
    `,
    {},
  );
  return <ProjectUserInspector projectUser={data.projectUsers[0] ?? null} viewerId="u0" />;
}

function inspect(invitedBy: { id: string; name: string } | null) {
  const { environment } = scriptedEnvironment(
    answeringData({
      ProjectUserInspectorTestQuery: () => ({ projectUsers: [ivy(invitedBy)] }),
    }),
  );
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <Inspector />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

/** The value the inspector gives for `label`. */
const shown = async (label: string) =>
  within(await screen.findByRole('table', { name: 'User' }))
    .getByText(label)
    .closest('tr')?.lastChild?.textContent;

describe("a project's user inspector", () => {
  it('says who invited the user', async () => {
    inspect({ id: 'u2', name: 'Mia Manager' });
    expect(await shown('Invited By')).toBe('Mia Manager');
    expect(await shown('Folders')).toBe('Day 1');
    expect(await shown('Receives Notifications for Comments')).toBe('No');
  });

  it('leaves Invited By empty for a user nobody invited', async () => {
    inspect(null);
    expect(await shown('Invited By')).toBe('');
  });
});
