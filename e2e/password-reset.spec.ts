import { expect, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { enterEmail, enterPassword, signIn } from './helpers/sign-in.ts';

const newPassword = 'a brand new secret';

// The journey changes the first administrator's password; the other journeys sign in with the
// one they know, so it is set back through the same reset, as a person would.
test.afterAll(async ({ request }) => {
  const seen = await outboxFiles();
  const asked = await request.post('/v2/reset-password', { data: { email: admin.email } });
  expect(asked.status()).toBe(204);
  const path = linkPath(await nextMail(seen), '/reset-password');
  const reset = await request.post(`/v2${path}`, { data: { password: admin.password } });
  expect(reset.status()).toBe(200);
});

test('a person who forgot their password resets it from the mail and signs in with it', async ({
  page,
  browser,
}) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password\/$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'the password reset request');

  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Please enter an email address!')).toBeVisible();
  const seen = await outboxFiles();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Successfully requested password reset')).toBeVisible();
  await expect(page.getByTestId('password-reset-sent')).toContainText(admin.email);
  await expectAccessible(page, 'the password reset request, sent');

  const mail = await nextMail(seen);
  expect(mail).toMatchObject({ to: admin.email, subject: 'Reset your Rushes password' });
  const link = linkPath(mail, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByTestId('reset-password-email')).toContainText(admin.email);
  await expectAccessible(page, 'the new password form');

  await page.getByLabel('New Password').fill('12345');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('password must have at least 6 characters')).toBeVisible();
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expectAccessible(page, 'the project list after the reset');

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto('/signin');
  await enterEmail(elsewhere, admin.email);
  await enterPassword(elsewhere, admin.password);
  await expect(elsewhere.getByText('Failed to sign in')).toBeVisible();
  await elsewhere.getByRole('button', { name: 'Use another email address' }).click();
  await signIn(elsewhere, admin.email, newPassword);
  await expect(elsewhere).toHaveURL(/\/projects$/);
  await other.close();

  // Someone opening the mail again, signed in nowhere: the link was spent.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/\/error\/password-reset-invalid$/);
  await expect(
    again.getByRole('heading', { name: 'This password reset url is already invalid' }),
  ).toBeVisible();
  await expectAccessible(again, 'the spent reset link');
  await fresh.close();
});
