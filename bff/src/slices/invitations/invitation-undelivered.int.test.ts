import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { outboxMails, startTestSmtpServer, type TestSmtpServer } from '../../mail/mail.fixture.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createOutboxMailer } from '../../mail/outbox.mailer.ts';
import { createRetryingMailer } from '../../mail/retrying.mailer.ts';
import { createSmtpMailer } from '../../mail/smtp.mailer.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject } from '../uploads/upload.fixture.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { invited } }`;
const projectUsers = `query ($id: ID!) { projectUsers(projectId: $id) { userEmail user { id } } }`;
const reinvite = `mutation ($input: ReinviteInput!) { reinvite(input: $input) { user { id } } }`;
const from = 'Rushes <no-reply@rushes.test>';

describe('an invitation the mail server will not take', () => {
  let smtp: TestSmtpServer;
  let undelivered: string;
  let mailer: Mailer;
  let bff: TestBff;
  let projectId: string;

  beforeAll(async () => {
    // The server is busy for every try of the first invitation, then takes mail again.
    smtp = await startTestSmtpServer({ refuse: { count: 3, code: 451 } });
    undelivered = await mkdtemp(join(tmpdir(), 'rushes-undelivered-'));
    mailer = createRetryingMailer({
      mailer: createSmtpMailer({ url: smtp.url, from }),
      keep: createOutboxMailer({ folder: undelivered, from, log: () => {} }),
      log: { warn: () => {}, error: () => {} },
      delaysMs: [10, 20],
    });
    bff = await startTestBff({ mailer });
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    ({ projectId } = await createProject(bff, toGlobalId('User', manager.userId), 'Feature'));
  });
  afterAll(async () => {
    await bff?.close(); // closes the mailer too
    await smtp?.close();
    if (undelivered) await rm(undelivered, { recursive: true, force: true });
  });

  it('answers SERVICE_UNAVAILABLE, keeps the mail with its link; Re-Invite mails her later', async () => {
    const input = { projectId, roleId: 'viewer', email: 'nora@outside.test', name: 'Nora New' };
    const answer = await bff.gql(bff.adminToken, inviteUser, { input });
    expect(firstError(answer)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      data: { service: 'mail' },
    });
    const [kept] = await outboxMails(undelivered);
    expect(kept).toMatchObject({ to: 'nora@outside.test', subject: 'You are invited to Rushes' });
    expect(kept?.text).toMatch(/\/invite\/[\w-]+/);
    // She is in the project all the same, so the inviter can send the mail again.
    const users = await bff.gql(bff.adminToken, projectUsers, { id: projectId });
    const nora = users.data?.projectUsers.find(
      (user: { userEmail: string }) => user.userEmail === 'nora@outside.test',
    );
    const again = await bff.gql(bff.adminToken, reinvite, {
      input: { userId: nora.user.id, projectId },
    });
    expect(again.errors).toBeUndefined();
    expect((await smtp.received()).map((mail) => mail.to)).toEqual(['nora@outside.test']);
  });
});
