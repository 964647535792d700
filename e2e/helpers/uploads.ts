import { expect, type Page } from '@playwright/test';

/** Upload → Upload Files → Choose Files → these files → Upload, as a person picks them. */
export async function uploadThroughChooser(page: Page, files: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles(files);
  await dialog.getByRole('button', { name: /^Upload \d+ Files?$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The upload list above the footer (it opens by itself when uploads are added). */
export function uploadPanel(page: Page) {
  return page.getByRole('region', { name: 'Upload List' });
}

/** A file's row in one of the upload list's groups: Uploads, Jobs or History. */
export function uploadRow(page: Page, group: 'Uploads' | 'Jobs' | 'History', name: string) {
  return uploadPanel(page)
    .getByRole('region', { name: group, exact: true })
    .getByTestId('upload-row')
    .filter({ hasText: name });
}

/**
 * Done with the upload list: it folds back by itself a few seconds after its uploads have
 * finished; Close puts it away at once if it is still open.
 */
export async function closeUploadPanel(page: Page): Promise<void> {
  const close = uploadPanel(page).getByRole('button', { name: 'Close', exact: true });
  // the list may fold back between the check and the click: either way it goes
  await close.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(uploadPanel(page)).toBeHidden();
}
