import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility.ts';
import { startFreshRushes } from './helpers/rushes-process.ts';

// A second Rushes of its own, started as on a new machine: its embedded database takes a while.
test.describe.configure({ timeout: 180_000 });

test('a Rushes whose licence has ended shows Invalid License to everyone who opens it', async ({
  browser,
}) => {
  const rushes = await startFreshRushes({ RUSHES_LICENSE_EXPIRES: '2026-01-01' });
  try {
    const context = await browser.newContext({ baseURL: rushes.origin });
    const page = await context.newPage();
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Invalid License' })).toBeVisible();
    await expectAccessible(page, 'invalid-license');
    await page.screenshot({ path: test.info().outputPath('invalid-license.png') });
    await context.close();
  } finally {
    await rushes.stop();
  }
});
