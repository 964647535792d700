// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { failingEnvironment } from '../../test/failing-relay.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { FolderSelectionProvider, useFolderSelection } from './FolderSelection.tsx';
import { SelectedCountProvider, WhenNothingSelected } from './SelectedCount.tsx';

const take: MenuItemTarget = {
  kind: 'asset',
  id: 'a1',
  name: 'Take 1',
  projectId: 'p1',
  allowedTo: { edit: true, delete: true, share: true, download: true },
  parentId: 'root',
};

/** Chooses the take, as a click with Ctrl on its row does. */
function ChooseTake() {
  const selection = useFolderSelection();
  return (
    <button type="button" onClick={() => selection?.toggle(take.id)}>
      Choose Take 1
    </button>
  );
}

describe("the folder's toolbar and its list's selection", () => {
  it('shows New Folder and Upload while nothing is chosen, and not while something is (§6)', async () => {
    const { user } = renderWithProviders(
      <RelayEnvironmentProvider environment={failingEnvironment()}>
        <SelectedCountProvider>
          <WhenNothingSelected>
            <button type="button">New Folder</button>
          </WhenNothingSelected>
          <FolderSelectionProvider
            folder={{ id: 'root', edit: true, projectEdit: true }}
            items={[take]}
          >
            <ChooseTake />
          </FolderSelectionProvider>
        </SelectedCountProvider>
      </RelayEnvironmentProvider>,
    );
    expect(screen.getByRole('button', { name: 'New Folder' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose Take 1' }));
    expect(screen.queryByRole('button', { name: 'New Folder' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'New Folder' })).toBeVisible();
  });
});
