import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility.ts';
import { freePort, startRushes } from './helpers/rushes-process.ts';

// A second Rushes of its own, started as on a new machine: its embedded database takes a while.
test.describe.configure({ timeout: 180_000 });

/** A Rushes on a fresh data folder, with `env` beside; resolves once it is ready. */
async function startFreshRushes(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rushes-licence-'));
  const rushes = await startRushes(await freePort(), dataDir, env);
  return {
    origin: rushes.origin,
    async stop() {
      await rushes.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

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
