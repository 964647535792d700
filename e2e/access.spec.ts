import { expect, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { signIn } from './helpers/sign-in.ts';

test('a visitor opening a protected page signs in and lands there', async ({ page }) => {
  await page.goto('/workspaces');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fworkspaces$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Rushes' })).toBeVisible();
  await expectAccessible(page, 'sign-in');

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByRole('heading', { name: 'Workspaces' })).toBeVisible();
  await expectAccessible(page, 'the workspace list');
});

test('an unknown address shows Page not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'Page not found');
});

test('a signed-in person opening a project that does not exist sees Page not found', async ({
  page,
}) => {
  await page.goto('/signin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/projects/no-such-project');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'Page not found in the signed-in layout');
});
