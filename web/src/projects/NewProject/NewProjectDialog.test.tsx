// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { NewProjectDialog } from './NewProjectDialog.tsx';

const workspaces = [{ id: 'w1', name: 'Default' }];
const storages = [
  { name: 'Main', prefix: '' },
  { name: 'Europe', prefix: 'eu' },
];
const people = [{ id: 'u1', name: 'Ada Admin', email: 'ada@rushes.test' }];

function renderDialog(choices?: typeof storages) {
  const { environment } = scriptedEnvironment(
    answeringData({ usePeopleSearchQuery: () => ({ people }) }),
  );
  const onCreate = vi.fn(async () => 'created' as const);
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <NewProjectDialog
        opened
        onClose={() => {}}
        workspaces={workspaces}
        storages={choices}
        onCreate={onCreate}
      />
    </RelayEnvironmentProvider>,
  );
  return { ...view, onCreate };
}

/** Types a title and picks the manager, which Create needs. */
async function fillIn(user: ReturnType<typeof renderDialog>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'New Project' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Feature');
  await user.type(within(dialog).getByLabelText('Manager', { selector: 'input' }), 'ad');
  await user.click(await screen.findByRole('option', { name: /Ada Admin/ }));
  return dialog;
}

describe('New Project', () => {
  it('asks a superuser for the storage where there are several, and names it', async () => {
    const { user, onCreate } = renderDialog(storages);
    const dialog = await fillIn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Project must me associated to a storage'),
    ).toBeVisible();
    expect(onCreate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByLabelText('Storage', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Europe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledWith({
      workspaceId: 'w1',
      name: 'Feature',
      managerId: 'u1',
      storagePrefix: 'eu',
    });
  });

  it('asks nothing of the storage where there is one, or none to choose', async () => {
    for (const choices of [undefined, storages.slice(0, 1)]) {
      const { user, onCreate, unmount } = renderDialog(choices);
      const dialog = await fillIn(user);
      expect(within(dialog).queryByLabelText('Storage')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(onCreate).toHaveBeenCalledWith({
        workspaceId: 'w1',
        name: 'Feature',
        managerId: 'u1',
      });
      unmount();
    }
  });
});
