import { type Browser, chromium, type Page } from 'playwright-core';
import { benchAdmin } from './bench-bff.ts';

/**
 * Headless Chromium as the browser benches run it (CHROMIUM_PATH, default /usr/bin/chromium), or
 * the `executable` given (a script that runs it in a network namespace, say).
 */
export function launchChromium(extraFlags: string[] = [], executable?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: executable ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      ...['--disable-component-update', '--disable-sync', ...extraFlags],
    ],
  });
}

/** Signs the bench admin in through the sign-in screen, as someone would. */
export async function signInPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Email', { exact: true }).fill(benchAdmin.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(benchAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}
