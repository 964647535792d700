import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility.ts';
import { openTab } from './helpers/header.ts';
import { appCode } from './helpers/mfa.ts';
import { startFreshRushes } from './helpers/rushes-process.ts';
import { signIn } from './helpers/sign-in.ts';

// A Rushes of its own that requires a second factor of everyone, started as on a new machine.
test.describe.configure({ timeout: 180_000 });

const chief = { email: 'chief@rushes.test', password: 'correct horse 43' };

test('a user who must have MFA reaches only My Account from her first sign-in until she sets it up', async ({
  browser,
}) => {
  const rushes = await startFreshRushes({
    RUSHES_REQUIRE_MFA: 'everyone',
    RUSHES_ADMIN_EMAIL: chief.email,
    RUSHES_ADMIN_PASSWORD: chief.password,
    RUSHES_LOGIN_RATE_LIMIT: '1000',
  });
  const context = await browser.newContext({ baseURL: rushes.origin });
  const page = await context.newPage();
  try {
    await test.step('signed in, any page sends her to My Account, with the notice', async () => {
      await page.goto('/signin?redirect=%2Fshares');
      await signIn(page, chief.email, chief.password);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText('Please set up MFA to continue')).toBeVisible();
      await page.goto('/workspaces');
      await expect(page).toHaveURL(/\/account$/);
      await expectAccessible(page, 'My Account while MFA is forced');
    });

    await test.step('leaving is refused: the notice shakes; Save Changes stays off', async () => {
      await openTab(page, 'Projects');
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByTestId('mfa-notice')).toHaveClass(/rushes-shake/);
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(page).toHaveURL(/\/account$/);
      await page.getByLabel('Full Name').fill('Chief Two');
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      await page.getByRole('button', { name: 'Revert' }).click();
    });

    await test.step('the server refuses her anything else, whatever the page does', async () => {
      const token = await page.evaluate(() => {
        const stored = localStorage.getItem('rushes.session');
        return stored ? (JSON.parse(stored) as { token: string }).token : '';
      });
      const answer = await page.request.post('/v2/graphql', {
        headers: { authorization: `Bearer ${token}` },
        data: { query: '{ projects { edges { node { id } } } }' },
      });
      expect((await answer.json()).errors?.[0]?.extensions?.code).toBe('MFA_REQUIRED');
    });

    await test.step('with an authenticator app set up, she may go anywhere', async () => {
      await page.getByRole('button', { name: 'Enable Authenticator app' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enable MFA' });
      const secret = (await dialog.getByTestId('mfa-secret').textContent()) ?? '';
      await dialog.getByLabel('Authentication code').fill((await appCode(page, secret, null)).code);
      await dialog.getByRole('button', { name: 'Activate' }).click();
      const codes = page.getByRole('dialog', { name: 'Recovery Codes' });
      await expect(codes.getByRole('listitem')).toHaveCount(10);
      await codes.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByText('Please set up MFA to continue')).toBeHidden();
      await openTab(page, 'Projects');
      await expect(page).toHaveURL(/\/projects$/);
      await expectAccessible(page, 'projects after MFA');
    });
  } finally {
    await context.close();
    await rushes.stop();
  }
});
