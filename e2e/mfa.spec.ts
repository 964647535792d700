import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility.ts';
import { asAdmin, createProject, createWorkspace } from './helpers/graphql.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { appCode, nextSmsCode, signOut, smsFiles } from './helpers/mfa.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// A second app code waits for the next 30 s step; a second text message for the resend limit.
test.describe.configure({ timeout: 180_000 });

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { invited } }`;
const password = 'a secret of her own';

/** The administrator invites a new member to a project; she joins and lands on the projects. */
async function joinAsMember(page: Page, request: Parameters<typeof asAdmin>[0], name: string) {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${randomUUID().slice(0, 6)}@outside.test`;
  const gql = await asAdmin(request);
  const { currentUser } = await gql('{ currentUser { id } }');
  const workspace = (await gql(createWorkspace, { name: uniqueName('Crew') })).createWorkspace
    .workspace;
  const input = { workspaceId: workspace.id, name: uniqueName('MFA'), managerId: currentUser.id };
  const project = (await gql(createProject, input)).createProject.project;
  const seen = await outboxFiles();
  await gql(inviteUser, { email, name, projectId: project.id, roleId: 'editor' });
  await page.goto(linkPath(await nextMail(seen), '/invite'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  return email;
}

/** From sign-in to the verify screen: the password is right, a second factor is asked. */
async function signInToVerify(page: Page, email: string) {
  await page.goto('/signin');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/verify/);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
}

test('a member enables an authenticator app, keeps her recovery codes, and signs in with both', async ({
  page,
  request,
}) => {
  const email = await joinAsMember(page, request, 'Ada Lovelace');
  let secret = '';
  let used: number | null = null;
  let codes: string[] = [];

  await test.step('My Account offers MFA: she enables the authenticator app', async () => {
    await page.goto('/account');
    const mfa = page.getByTestId('account-mfa');
    await expect(mfa.getByRole('heading', { name: 'MFA' })).toBeVisible();
    await expect(mfa.getByRole('button', { name: 'Show Recovery codes' })).toBeDisabled();
    await expectAccessible(page, 'account with its MFA section');
    await mfa.getByRole('button', { name: 'Enable Authenticator app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enable MFA' });
    await expect(
      dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    secret = (await dialog.getByTestId('mfa-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page, 'the Enable MFA dialog for an app');
    await page.screenshot({ path: test.info().outputPath('enable-mfa-app.png') });

    await dialog.getByLabel('Authentication code').fill('000000');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('Could not activate app authentication')).toBeVisible();
    const { code, step } = await appCode(page, secret, null);
    used = step;
    await dialog.getByLabel('Authentication code').fill(code);
    await dialog.getByRole('button', { name: 'Activate' }).click();
  });

  await test.step('her first recovery codes open at once; she downloads them', async () => {
    const dialog = page.getByRole('dialog', { name: 'Recovery Codes' });
    const items = dialog.getByTestId('recovery-codes').getByRole('listitem');
    await expect(items).toHaveCount(10);
    await expect(dialog.getByRole('list')).toHaveCount(2);
    codes = (await items.allTextContents()).map((text) => text.trim());
    await expectAccessible(page, 'the Recovery Codes dialog');
    await page.screenshot({ path: test.info().outputPath('recovery-codes.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rushes-recovery-codes.txt');
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text.trim().split('\n')).toEqual(codes);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const mfa = page.getByTestId('account-mfa');
    await expect(mfa.getByRole('button', { name: 'Remove Authenticator app' })).toBeVisible();
    await expect(mfa.getByRole('button', { name: 'Show Recovery codes' })).toBeEnabled();
  });

  await test.step('signed out, she signs in with her password and then the app', async () => {
    await signOut(page, 'Ada Lovelace');
    await signInToVerify(page, email);
    await expectAccessible(page, 'the verify screen');
    await page.screenshot({ path: test.info().outputPath('verify.png') });
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Please enter your code')).toBeVisible();
    const { code, step } = await appCode(page, secret, used);
    used = step;
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  const recovery = codes[0] ?? '';
  await test.step('she signs in once with a recovery code', async () => {
    await signOut(page, 'Ada Lovelace');
    await signInToVerify(page, email);
    await page.getByRole('radio', { name: 'Use a recovery code' }).check();
    await expectAccessible(page, 'the verify screen, with a recovery code');
    await page.getByLabel('Recovery code', { exact: true }).fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    // the code is spent: My Account shows it struck through
    await page.goto('/account');
    await page.getByRole('button', { name: 'Show Recovery codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recovery Codes' });
    await expect(dialog.getByRole('listitem').first()).toHaveText(`${recovery} (used)`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the same recovery code is refused the second time', async () => {
    await signOut(page, 'Ada Lovelace');
    await signInToVerify(page, email);
    await page.getByRole('radio', { name: 'Use a recovery code' }).check();
    await page.getByLabel('Recovery code', { exact: true }).fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Failed to verify authentication code')).toBeVisible();
    await expect(page).toHaveURL(/\/verify/);
    await expectAccessible(page, 'the verify screen after a refused code');
  });
});

test('a member enables text messages and signs in with the code sent to her phone', async ({
  page,
  request,
}) => {
  const email = await joinAsMember(page, request, 'Bea Baker');
  let sentAt = 0;

  await test.step('My Account: she enables text messages with her mobile number', async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Enable Text message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enable MFA' });
    await dialog.getByLabel('Mobile number').fill('+44 7700 900123');
    await expectAccessible(page, 'the Enable MFA dialog for text messages');
    const seen = await smsFiles();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const sms = await nextSmsCode(seen);
    sentAt = Date.now();
    expect(sms.to).toBe('+447700900123');
    await expect(page.getByText('Successfully sent SMS')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend' })).toBeVisible();
    await expect(dialog.getByText(/^Code sent to \+44 [• ]+0123$/)).toBeVisible();
    await expectAccessible(page, 'the Enable MFA dialog, code sent');
    await page.screenshot({ path: test.info().outputPath('enable-mfa-sms.png') });
    await dialog.getByLabel('Authentication code').fill(sms.code);
    await dialog.getByRole('button', { name: 'Activate' }).click();
    // her first factor: the recovery codes come with it
    const codes = page.getByRole('dialog', { name: 'Recovery Codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await codes.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('account-mfa')).toContainText(/Enabled for \+44 [• ]+0123/);
  });

  await test.step('she signs in: the code is sent by itself, and she types it', async () => {
    await signOut(page, 'Bea Baker');
    // the server sends a factor one text message per 30 s
    await page.waitForTimeout(Math.max(0, sentAt + 31_000 - Date.now()));
    const seen = await smsFiles();
    await signInToVerify(page, email);
    const sms = await nextSmsCode(seen);
    await expect(page.getByText('Successfully sent SMS')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
    await expectAccessible(page, 'the verify screen for a text message');
    await page.screenshot({ path: test.info().outputPath('verify-sms.png') });
    await page.getByLabel('Authentication code').fill(sms.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});
