// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { scriptedEnvironment } from '../../../test/scripted-relay.tsx';
import { WorkspaceAdminsTab } from './WorkspaceAdminsTab.tsx';

const admin = (id: string, name: string) => ({
  user: { id },
  userName: name,
  userEmail: `${id}@rushes.test`,
});

/** The Admins tab of Wanda, who sees herself and Otto; the calls the server got. */
function renderTab() {
  const { environment, calls } = scriptedEnvironment({
    WorkspaceAdminsTabQuery: () => ({
      data: { workspaceUsers: [admin('otto', 'Otto Other'), admin('wanda', 'Wanda Admin')] },
    }),
    useWorkspaceAdminMutationsRemoveMutation: () => ({
      data: { removeWorkspaceUser: { removedUserId: 'otto' } },
    }),
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <WorkspaceAdminsTab workspaceId="w1" viewerId="wanda" />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { ...view, calls };
}

describe('the Admins tab', () => {
  beforeEach(() => notifications.clean());

  it("removes an admin from the workspace's projects too, unless they are kept there", async () => {
    const { user, calls } = renderTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Otto Other' }));
    await user.click(screen.getByRole('button', { name: 'Remove User' }));
    const dialog = await screen.findByRole('dialog');
    const keep = within(dialog).getByRole('checkbox', {
      name: 'Keep them in the workspace’s projects they are a member of',
    });
    expect(keep).toBeChecked();
    await user.click(keep);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Successfully removed user(s)')).toBeVisible();
    const removals = calls.filter((call) => call.name.endsWith('RemoveMutation'));
    expect(removals.map((call) => call.variables)).toEqual([
      { input: { workspaceId: 'w1', userId: 'otto', keepInProjects: false } },
    ]);
  });
});
