import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { freePort, startRushes } from './helpers/rushes-process.ts';
import { signIn } from './helpers/sign-in.ts';

// A Rushes of its own, started twice on one data folder: its embedded database takes a while.
test.describe.configure({ timeout: 240_000 });

test('after a deploy an open page reloads once its socket reaches the new build', async ({
  browser,
}) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rushes-deploy-'));
  const port = await freePort();
  const env = { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password };
  let rushes = await startRushes(port, dataDir, { ...env, RUSHES_BUILD_ID: 'build-one' });
  try {
    const context = await browser.newContext({ baseURL: rushes.origin });
    const page = await context.newPage();

    await test.step('a page served by build-one, signed in, marked', async () => {
      await page.goto('/projects');
      await signIn(page, admin.email, admin.password);
      await expect(page).toHaveURL(/\/projects$/);
      // a mark a page reload wipes
      await page.evaluate(() => Object.assign(window, { rushesMark: 'build-one' }));
    });

    await test.step('build-two replaces it on the same address and data', async () => {
      await rushes.stop();
      rushes = await startRushes(port, dataDir, { ...env, RUSHES_BUILD_ID: 'build-two' });
    });

    await test.step('the socket comes back (after 10 s), hears build-two and the page reloads', async () => {
      // a read the reload interrupts counts as not yet reloaded, and the poll reads again
      const mark = () =>
        page
          .evaluate(() => (window as { rushesMark?: string }).rushesMark ?? null)
          .catch(() => 'reloading');
      await expect.poll(mark, { timeout: 30_000 }).toBeNull();
      const reloadedFor = await page.evaluate(() =>
        sessionStorage.getItem('rushes.reloadedForBuild'),
      );
      expect(reloadedFor).toBe('build-two');
      // the session outlived the deploy: the page is the same, signed in
      await expect(page).toHaveURL(/\/projects$/);
    });
    await context.close();
  } finally {
    await rushes.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
