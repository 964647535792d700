import type { Page } from '@playwright/test';

/** An asset's row in the folder browser (thumbnail, name, created, size, duration). */
export function assetRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Opens an asset in the viewer from the folder browser. */
export async function openAsset(page: Page, name: string): Promise<void> {
  await assetRow(page, name).getByRole('link', { name, exact: true }).click();
}
