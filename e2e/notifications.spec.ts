import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '@rushes/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createProject, createWorkspace } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { startFreshRushes } from './helpers/rushes-process.ts';
import { signIn } from './helpers/sign-in.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { created } }`;

// A Rushes of its own that sends its mail through a real SMTP server, started as on a new machine.
test.describe.configure({ timeout: 180_000 });

/** The next mail the SMTP server received with this subject (an invitation may come first). */
async function mailWithSubject(smtp: TestSmtpServer, subject: string) {
  for (;;) {
    const mail = await smtp.nextMail(15_000);
    if (mail.subject === subject) return mail;
  }
}

test("the manager writes the project's notification subject, then tells the folder's members about new takes, read on the SMTP server", async ({
  browser,
}) => {
  const smtp = await startTestSmtpServer();
  const rushes = await startFreshRushes({
    SMTP_URL: smtp.url,
    RUSHES_ADMIN_EMAIL: admin.email,
    RUSHES_ADMIN_PASSWORD: admin.password,
    RUSHES_LOGIN_RATE_LIMIT: '1000',
  });
  const context = await browser.newContext({ baseURL: rushes.origin });
  const page = await context.newPage();
  try {
    await tellsTheCrew(page, context.request, smtp);
  } finally {
    await context.close();
    await rushes.stop();
    await smtp.close();
  }
});

async function tellsTheCrew(page: Page, request: APIRequestContext, smtp: TestSmtpServer) {
  const project = uniqueName('Commercial');
  const email = `ed-${randomUUID().slice(0, 6)}@crew.test`;
  let projectId = '';

  await test.step('a project with a Dailies folder and an Editor, Ed', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    const workspace = (await gql(createWorkspace, { name: uniqueName('Notices') })).createWorkspace
      .workspace;
    const created = (
      await gql(createProject, {
        workspaceId: workspace.id,
        name: project,
        managerId: currentUser.id,
      })
    ).createProject.project;
    projectId = created.id;
    await gql(createFolder, { parentId: created.rootFolder.id, name: 'Dailies' });
    await gql(inviteUser, { email, name: 'Ed Editor', projectId, roleId: 'editor' });
  });

  await test.step('the subject template is the project’s own, and stays after a reload', async () => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await page.goto(`/projects/${encodeURIComponent(projectId)}/settings/notifications`);
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue('New content in [PROJECT]: [FOLDER]');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await subject.fill('  Fresh takes in [FOLDER] ');
    await save.click();
    await expect(page.getByText('Successfully saved changes')).toBeVisible();
    await expectAccessible(page, 'projects-settings-notifications');
    await page.screenshot({ path: test.info().outputPath('notification-templates.png') });
    await page.reload();
    await expect(subject).toHaveValue('Fresh takes in [FOLDER]');
    await expect(page.getByText('Custom', { exact: true })).toBeVisible();
  });

  await test.step('Send Notification on Dailies mails Ed with the placeholders filled', async () => {
    await page.goto(`/projects/${encodeURIComponent(projectId)}`);
    await folderRow(page, 'Dailies').getByRole('link', { name: 'Dailies' }).click();
    // the project's page stays until Dailies' has loaded: its button would notify the project
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dailies');
    await page.getByRole('button', { name: 'Send Notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Notification' });
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Fresh takes in Dailies',
    );
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
      new RegExp(`\\[USER\\] added new content to ${project} / Dailies in ${project}\\.`),
    );
    await expectAccessible(page, 'send-notification');
    await page.screenshot({ path: test.info().outputPath('send-notification.png') });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Successfully sent notification')).toBeVisible();
    const mail = await mailWithSubject(smtp, 'Fresh takes in Dailies');
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Fresh takes in Dailies');
    expect(mail.text).toContain(`Admin added new content to ${project} / Dailies in ${project}.`);
  });
}
