import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/mail.fixture.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createSmtpMailer } from '../mail/smtp.mailer.ts';
import { commitsAfter } from '../slices/test-bff.fixture.ts';
import {
  admin,
  freshIp,
  graphql,
  login,
  refresh,
  refreshCookie,
  startTestApp,
  type TestApp,
} from '../test-app.fixture.ts';

const origin = 'https://rushes.example.com';
const linkPattern = new RegExp(`${origin}/reset-password/([\\w-]+)`);

let bff: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailer = createSmtpMailer({ url: smtp.url, from: 'Rushes <no-reply@rushes.example.com>' });
  bff = await startTestApp(
    {
      RUSHES_ADMIN_EMAIL: admin.email,
      RUSHES_ADMIN_PASSWORD: admin.password,
      RUSHES_PUBLIC_URL: `${origin}/`,
      RUSHES_LOGIN_RATE_LIMIT: '5',
    },
    { mailer },
  );
});

afterAll(async () => {
  await bff?.close();
  mailer?.close();
  await smtp?.close();
});

const requestReset = (payload: object, ip = freshIp()) =>
  bff.app.inject({ method: 'POST', url: '/v2/reset-password', payload, remoteAddress: ip });
const readLink = (token: string) =>
  bff.app.inject({ method: 'GET', url: `/v2/reset-password/${token}`, remoteAddress: freshIp() });
const setPassword = (token: string, payload: object) =>
  bff.app.inject({
    method: 'POST',
    url: `/v2/reset-password/${token}`,
    payload,
    remoteAddress: freshIp(),
  });

/** Moves every link a minute and more back, as if it was asked for long ago. */
const linksOfLongAgo = () =>
  sql`UPDATE password_reset_token SET created_at = created_at - interval '2 minutes'`.execute(
    bff.app.services.db,
  );

/** Asks for a reset of `email` and returns the token of the link the mail brought. */
async function mailedToken(email: string): Promise<string> {
  await linksOfLongAgo();
  expect((await requestReset({ email })).statusCode).toBe(204);
  const mail = await smtp.nextMail();
  expect(mail.to).toBe(email);
  const token = mail.text.match(linkPattern)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return token;
}

async function signedIn(password: string) {
  const response = await login(bff.app, admin.email, password);
  expect(response.statusCode).toBe(200);
  return {
    token: response.json<{ token: string }>().token,
    refreshToken: refreshCookie(response)?.value ?? '',
  };
}

/** Runs `act` and answers how many decisions it appended to the log. */
/** The commits `act` appended, but for the records of sign-ins and sessions ending. */
async function appended(act: () => Promise<unknown>): Promise<number> {
  const { store } = bff.app.services;
  const before = await store.headSeq();
  await act();
  if ((await store.headSeq()) === before) return 0;
  const commits = await commitsAfter(store, before);
  const records = /^(session|sign-in)\./;
  return commits.filter((commit) => !records.test(commit.stream)).length;
}

let password = admin.password;

describe('a forgotten password', () => {
  it('is reset from the link of the mail, which ends every other session', async () => {
    const laptop = await signedIn(password);
    const phone = await signedIn(password);
    const token = await mailedToken(admin.email);

    const link = await readLink(token);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ email: admin.email });

    const reset = await setPassword(token, { password: 'a new secret' });
    expect(reset.statusCode).toBe(200);
    expect(refreshCookie(reset)?.value).toBeTruthy();
    const me = await graphql(bff.app, '{ currentUser { email } }', reset.json().token);
    expect(me.json()).toEqual({ data: { currentUser: { email: admin.email } } });

    expect((await login(bff.app, admin.email, password)).statusCode).toBe(401);
    password = 'a new secret';
    expect((await login(bff.app, admin.email, password)).statusCode).toBe(200);
    for (const session of [laptop, phone]) {
      expect((await refresh(bff.app, session.refreshToken)).statusCode).toBe(401);
      expect((await graphql(bff.app, '{ currentUser { id } }', session.token)).statusCode).toBe(
        401,
      );
    }
  });

  it('is changed by one user.password_changed, acted by the user, that keeps only a hash', async () => {
    const token = await mailedToken(admin.email);
    const userId = (
      await bff.app.services.db
        .selectFrom('appUser')
        .select('id')
        .where('email', '=', admin.email)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await appended(() => setPassword(token, { password: 'another secret' }))).toBe(1);
    password = 'another secret';
    const { commits } = await bff.app.services.store.readStream(`user.${userId}`);
    const last = commits.at(-1);
    expect(last?.meta.actor).toEqual({ kind: 'user', id: userId });
    expect(last?.events).toEqual([
      {
        type: 'user.password_changed',
        version: 1,
        data: { id: userId, passwordHash: expect.stringMatching(/^\$argon2id\$/), via: 'reset' },
      },
    ]);
  });

  it('mails a link that says whose account, in text and HTML, from RUSHES_PUBLIC_URL', async () => {
    await linksOfLongAgo();
    expect((await requestReset({ email: admin.email.toUpperCase() })).statusCode).toBe(204);
    const mail = await smtp.nextMail();
    expect(mail).toMatchObject({
      to: admin.email,
      from: 'Rushes <no-reply@rushes.example.com>',
      subject: 'Reset your Rushes password',
    });
    expect(mail.text).toContain(`the Rushes account ${admin.email}`);
    expect(mail.text).toContain('for 1 hour');
    const token = mail.text.match(linkPattern)?.[1];
    expect(mail.html).toContain(`href="${origin}/reset-password/${token}"`);
  });
});

describe('a reset link', () => {
  it('works once', async () => {
    const token = await mailedToken(admin.email);
    expect((await setPassword(token, { password: 'yet another' })).statusCode).toBe(200);
    password = 'yet another';
    for (const response of [
      await readLink(token),
      await setPassword(token, { password: 'one more time' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'LINK_INVALID', data: null });
    }
    expect((await login(bff.app, admin.email, 'one more time')).statusCode).toBe(401);
  });

  it('stops working when a newer link set the password', async () => {
    const older = await mailedToken(admin.email);
    const newer = await mailedToken(admin.email);
    expect((await setPassword(newer, { password: 'newest secret' })).statusCode).toBe(200);
    password = 'newest secret';
    expect((await setPassword(older, { password: 'older secret' })).json()).toMatchObject({
      code: 'LINK_INVALID',
    });
  });

  it('stops working when it expires, and appends nothing', async () => {
    const token = await mailedToken(admin.email);
    await bff.app.services.db
      .updateTable('passwordResetToken')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('usedAt', 'is', null)
      .execute();
    expect((await readLink(token)).json()).toMatchObject({ code: 'LINK_EXPIRED' });
    let response = await readLink(token);
    const count = await appended(async () => {
      response = await setPassword(token, { password: 'too late now' });
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'LINK_EXPIRED', data: null });
    expect(count).toBe(0);
  });

  it('keeps working after a password that breaks the rules was refused', async () => {
    const token = await mailedToken(admin.email);
    let response = await readLink(token);
    const count = await appended(async () => {
      response = await setPassword(token, { password: '12345' });
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'password', rule: 'minLength' },
    });
    expect(count).toBe(0);
    expect((await readLink(token)).statusCode).toBe(200);
    expect((await setPassword(token, { password: '123456' })).statusCode).toBe(200);
    password = '123456';
  });

  it('answers LINK_INVALID for a token nobody was sent', async () => {
    const response = await readLink('made-up-token');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'LINK_INVALID' });
  });
});

describe('asking for a reset', () => {
  it('answers an unknown address as a known one, and mails nobody', async () => {
    const before = (await smtp.received()).length;
    const unknown = await requestReset({ email: 'nobody@rushes.test' });
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe('');
    await mailedToken(admin.email);
    expect((await smtp.received()).slice(before).map((mail) => mail.to)).toEqual([admin.email]);
  });

  it('is limited per address like login', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await requestReset({ email: 'nobody@rushes.test' }, ip)).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect((await requestReset({ email: 'nobody@rushes.test' }, freshIp())).statusCode).toBe(204);
  });
});

describe('bad requests', () => {
  it.each([
    ['no e-mail', {}, { field: 'email', rule: 'required' }],
    ['an e-mail that is not text', { email: 42 }, { field: 'email', rule: 'type' }],
    ['more than an e-mail', { email: admin.email, extra: 'x' }, { rule: 'additionalProperties' }],
    ['a malformed e-mail', { email: 'ana@studio' }, { field: 'email', rule: 'pattern' }],
    ['an oversized body', { email: `${'a'.repeat(5000)}@studio.tv` }, { field: null }],
  ])('refuses asking with %s as VALIDATION_FAILED', async (_, payload, data) => {
    let response = await requestReset(payload);
    const count = await appended(async () => {
      response = await requestReset(payload);
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', data });
    expect(count).toBe(0);
  });

  it.each([
    ['no password', {}, { field: 'password', rule: 'required' }],
    ['a password that is not text', { password: 123456 }, { field: 'password', rule: 'type' }],
    ['an oversized body', { password: 'x'.repeat(5000) }, { field: null }],
  ])('refuses setting %s as VALIDATION_FAILED and keeps the link', async (_, payload, data) => {
    const token = await mailedToken(admin.email);
    let response = await readLink(token);
    const count = await appended(async () => {
      response = await setPassword(token, payload);
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', data });
    expect(count).toBe(0);
    expect((await readLink(token)).statusCode).toBe(200);
  });
});

describe('the answer', () => {
  it('does not wait for the mail server, for a known address or an unknown one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        await held;
        sent.push(message.to);
      },
      close() {},
    };
    const other = await startTestApp(
      { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password },
      { mailer: slowMailer },
    );
    try {
      for (const email of [admin.email, 'nobody@rushes.test']) {
        const response = await other.app.inject({
          method: 'POST',
          url: '/v2/reset-password',
          payload: { email },
        });
        expect(response.statusCode).toBe(204);
      }
      expect(sent).toEqual([]);
    } finally {
      release();
      await other.close();
    }
    expect(sent).toEqual([admin.email]);
  });

  it('mails one link a minute while it is open, however often it is asked for', async () => {
    const sent: string[] = [];
    const counting: Mailer = {
      async send(message) {
        sent.push(message.to);
      },
      close() {},
    };
    const other = await startTestApp(
      { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password },
      { mailer: counting },
    );
    for (let asked = 0; asked < 4; asked++) {
      const response = await other.app.inject({
        method: 'POST',
        url: '/v2/reset-password',
        payload: { email: admin.email },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(204);
    }
    await other.close(); // closing waits for the mail still being sent
    expect(sent).toEqual([admin.email]);
  });

  it('is mailed to the outbox when no SMTP server is configured', async () => {
    const outboxApp = await startTestApp({
      RUSHES_ADMIN_EMAIL: admin.email,
      RUSHES_ADMIN_PASSWORD: admin.password,
    });
    try {
      const asked = await outboxApp.app.inject({
        method: 'POST',
        url: '/v2/reset-password',
        payload: { email: admin.email },
      });
      expect(asked.statusCode).toBe(204);
      await vi.waitFor(async () => expect(await outboxApp.mails()).toHaveLength(1));
      const [mail] = await outboxApp.mails();
      expect(mail).toMatchObject({ to: admin.email, from: 'Rushes <no-reply@localhost>' });
      expect(mail?.text).toMatch(/http:\/\/localhost:8080\/reset-password\/[\w-]{43}\n/);
    } finally {
      await outboxApp.close();
    }
  });
});
