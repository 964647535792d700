import type { Page } from '@playwright/test';

/** Upload → the file chooser → these files, as a person picks them. */
export async function uploadThroughChooser(page: Page, files: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles(files);
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
