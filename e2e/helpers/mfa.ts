import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_MS = 30_000;

const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/**
 * What the user's authenticator app shows, from a time step after `usedStep`: the server takes
 * each step's code once, so a second code waits for the next step (at most 30 s).
 */
export async function appCode(
  page: Page,
  secret: string,
  usedStep: number | null,
): Promise<{ code: string; step: number }> {
  const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
  if (usedStep !== null && stepNow() <= usedStep) {
    // an app shows its next code only when the step turns
    await page.waitForTimeout((usedStep + 1) * PERIOD_MS - Date.now() + 100);
  }
  const timestamp = Date.now();
  return { code: totpOf(secret).generate({ timestamp }), step: Math.floor(timestamp / PERIOD_MS) };
}

/** The app's outbox: without an SMS gateway, each text message is a `.sms.txt` file there. */
function outbox(): string {
  const dataDir = process.env.RUSHES_E2E_DATA_DIR;
  if (!dataDir) throw new Error('RUSHES_E2E_DATA_DIR is not set (see playwright.config.ts)');
  return join(dataDir, 'outbox');
}

export async function smsFiles(): Promise<string[]> {
  const names = await readdir(outbox()).catch(() => []);
  return names.filter((name) => name.endsWith('.sms.txt')).sort();
}

/** The code of the text message written after the files in `seen`, and whom it went to. */
export async function nextSmsCode(seen: readonly string[]): Promise<{ to: string; code: string }> {
  let newest: string | undefined;
  await expect
    .poll(
      async () => {
        newest = (await smsFiles()).filter((name) => !seen.includes(name)).at(-1);
        return newest;
      },
      { message: 'a text message in the outbox' },
    )
    .toBeDefined();
  const content = await readFile(join(outbox(), newest ?? ''), 'utf8');
  const to = content.match(/^To: (.+)$/m)?.[1] ?? '';
  const body = content.slice(content.indexOf('\n\n') + 2);
  const code = body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the text message:\n${content}`);
  return { to, code };
}

/** Signs out through the user menu and its confirmation; the app reloads at sign-in. */
export async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin/);
}
