import type { Page } from '@playwright/test';

/** A header tab: Projects, Users, Shares or Workspaces. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}
