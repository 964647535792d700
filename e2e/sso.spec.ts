import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startTestOidcProvider, type TestOidcProvider } from '@rushes/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { freePort, startRushes } from './helpers/rushes-process.ts';

// A Rushes of its own whose external users sign in through an OpenID provider on loopback.
test.describe.configure({ timeout: 420_000 });
// the app loads again on each return from the provider: on a loaded machine that takes a while,
// and this journey starts a Rushes of its own besides
const reload = { timeout: 60_000 };

const external = { email: 'dana@studio.test', name: 'Dana Dailies' };
const unverified = { email: 'ned@studio.test', name: 'Ned Unverified' };

/** The e-mail step: for an external address it leaves for the provider's sign-in page. */
async function startAtRushes(page: Page, email: string, provider: TestOidcProvider) {
  await page.goto('/signin');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(reload);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
}

/** The provider's own pages: its sign-in (the e-mail is the login), then its consent. */
async function signInAtProvider(page: Page, email: string) {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an external user signs in at the identity provider and comes back signed in', async ({
  browser,
}) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const provider = await startTestOidcProvider(`${origin}/v2/sso/callback`);
  provider.addAccount({ ...external, emailVerified: true });
  provider.addAccount({ ...unverified, emailVerified: false });
  const dataDir = await mkdtemp(join(tmpdir(), 'rushes-journey-'));
  const rushes = await startRushes(port, dataDir, {
    RUSHES_PUBLIC_URL: origin,
    RUSHES_ADMIN_EMAIL: 'chief@rushes.test',
    RUSHES_ADMIN_PASSWORD: 'correct horse 43',
    RUSHES_EXTERNAL_DOMAINS: 'studio.test',
    RUSHES_OIDC_ISSUER: provider.issuer,
    RUSHES_OIDC_CLIENT_ID: provider.clientId,
    RUSHES_OIDC_CLIENT_SECRET: provider.clientSecret,
    RUSHES_OIDC_ALLOW_JOIN: 'true',
  });
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  try {
    await test.step('the e-mail step sends her to the provider, which sends her back in', async () => {
      await startAtRushes(page, external.email, provider);
      await signInAtProvider(page, external.email);
      await expect(page).toHaveURL(`${origin}/projects`, reload);
      await page.getByRole('button', { name: external.name }).click();
      await expect(page.getByText(external.email)).toBeVisible();
      await page.keyboard.press('Escape');
      await expectAccessible(page, 'projects after signing in through the provider');
    });

    await test.step('a reload keeps her signed in', async () => {
      await page.reload();
      await expect(page).toHaveURL(`${origin}/projects`, reload);
      await expect(page.getByRole('button', { name: external.name })).toBeVisible(reload);
    });

    await test.step('an address the provider does not vouch for comes back signed out', async () => {
      const other = await (await browser.newContext({ baseURL: origin })).newPage();
      await startAtRushes(other, unverified.email, provider);
      await signInAtProvider(other, unverified.email);
      await expect(other).toHaveURL(`${origin}/signin`, reload);
      await expect(other.getByText('Something went wrong during the authentication')).toBeVisible();
      await expect(other.getByLabel('Email', { exact: true })).toBeVisible();
      await expectAccessible(other, 'sign-in after a failed return from the provider');
      await other.context().close();
    });
  } finally {
    await context.close();
    await rushes.stop();
    await rm(dataDir, { recursive: true, force: true });
    await provider.close();
  }
});
