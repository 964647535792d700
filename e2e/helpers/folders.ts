import { expect, type Page } from '@playwright/test';

/** New Folder → name → Create, leaving the dialog as the app leaves it. */
export async function submitNewFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New Folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Folder' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  return dialog;
}

/** Creates a folder in the open folder and waits for the dialog to close. */
export async function createFolder(page: Page, name: string): Promise<void> {
  const dialog = await submitNewFolder(page, name);
  await expect(dialog).toBeHidden();
}

/** A child folder's row in the folder browser. */
export function folderRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** A value in the open folder's Metadata panel (Name, Created By, Folders…). */
export function folderDetail(page: Page, label: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/** A folder above the open one in its breadcrumb (the project tree names the same folders). */
export function breadcrumbLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name, exact: true });
}
