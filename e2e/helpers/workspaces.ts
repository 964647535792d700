import { expect, type Page } from '@playwright/test';
import { openTab } from './header.ts';

/** Workspaces tab → New Workspace → name → Create; waits for the dialog to close. */
export async function createWorkspace(page: Page, name: string): Promise<void> {
  await openTab(page, 'Workspaces');
  await page.getByRole('button', { name: 'New Workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Workspace' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

/** The workspace's row in the Workspaces table. */
export function workspaceRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}
