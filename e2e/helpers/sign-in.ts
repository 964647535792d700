import { expect, type Page } from '@playwright/test';

/** The sign-in screen's first step: the e-mail address, then Next. */
export async function enterEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('sign-in-email')).toHaveText(email);
}

/** The second step: the password, then Sign In. */
export async function enterPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from the sign-in screen and waits until the app has left it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await enterEmail(page, email);
  await enterPassword(page, password);
  await expect(page).not.toHaveURL(/\/signin/);
}
