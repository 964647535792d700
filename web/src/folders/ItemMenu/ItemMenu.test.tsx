// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { failingEnvironment } from '../../test/failing-relay.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { ItemMenu } from './ItemMenu.tsx';
import type { ListingFolder, MenuItemTarget } from './organise-rules.ts';

const nothing = { edit: false, delete: false, share: false, download: false };
/** A folder listed in the root folder that its own entry lets the member only look at. */
const day1: MenuItemTarget = {
  kind: 'folder',
  id: 'day1',
  name: 'Day 1',
  projectId: 'p1',
  allowedTo: nothing,
  parentId: 'root',
};
const take: MenuItemTarget = { ...day1, kind: 'asset', id: 'a1', name: 'Take 1' };

/** The item's menu, opened, in the root folder's page; the users pages beside it. */
function renderMenu(item: MenuItemTarget, folder: ListingFolder) {
  const menu = (
    <RelayEnvironmentProvider environment={failingEnvironment()}>
      <ItemMenu item={item} targets={[item]} folder={folder} opened onChange={() => undefined} />
    </RelayEnvironmentProvider>
  );
  const users = () => <p>users of the folder</p>;
  return renderRoutes(
    [
      { path: '/projects/:projectId/:folderId', element: menu },
      { path: '/users/:projectId/:folderId', Component: users },
    ],
    '/projects/p1/root',
  );
}

describe("a folder's or an asset's menu (spec §6)", () => {
  it("offers Manage Users on one folder to those who edit the project, opening its users' page", async () => {
    const { user, router } = renderMenu(day1, { id: 'root', edit: true, projectEdit: true });
    await user.click(await screen.findByRole('menuitem', { name: 'Manage Users' }));
    expect(await screen.findByText('users of the folder')).toBeVisible();
    expect(router.state.location.pathname).toBe('/users/p1/day1');
  });

  it('offers no Manage Users on an asset, nor to someone who edits only the folder', async () => {
    const onAsset = renderMenu(take, { id: 'root', edit: true, projectEdit: true });
    expect(await screen.findByRole('menuitem', { name: 'Move' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Manage Users' })).toBeNull();
    onAsset.unmount();
    renderMenu(day1, { id: 'root', edit: true, projectEdit: false });
    expect(await screen.findByRole('menuitem', { name: 'Move' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Manage Users' })).toBeNull();
  });

  it('offers Move where the folder may be edited, and Copy only with edit on the item', async () => {
    renderMenu(day1, { id: 'root', edit: true, projectEdit: false });
    expect(await screen.findByRole('menuitem', { name: 'Move' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Copy' })).toBeNull();
  });

  it('offers no Move where the folder may not be edited, though the item may be', async () => {
    const editable = { ...day1, allowedTo: { ...nothing, edit: true } };
    renderMenu(editable, { id: 'root', edit: false, projectEdit: false });
    expect(await screen.findByRole('menuitem', { name: 'Copy' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Move' })).toBeNull();
  });
});
