import { describe, expect, it } from 'vitest';
import { startTestSmtpServer } from './mail.fixture.ts';
import { mailerContract } from './mailer.contract.ts';
import { createSmtpMailer } from './smtp.mailer.ts';

const from = 'Rushes <no-reply@rushes.test>';

mailerContract('SMTP', async () => {
  const server = await startTestSmtpServer();
  return {
    mailer: createSmtpMailer({ url: server.url, from }),
    from,
    received: server.received,
    close: server.close,
  };
});

describe('the SMTP mailer', () => {
  it('signs in with the user and password of SMTP_URL', async () => {
    const server = await startTestSmtpServer({ login: { user: 'rushes', password: 's3cret' } });
    const mailer = createSmtpMailer({ url: server.url, from });
    try {
      await mailer.send({ to: 'ana@studio.tv', subject: 'Hello', text: 'Hello', html: 'Hello' });
      expect((await server.received()).map((mail) => mail.subject)).toEqual(['Hello']);
    } finally {
      mailer.close();
      await server.close();
    }
  });

  it('verifies that the server answers and takes the login', async () => {
    const server = await startTestSmtpServer({ login: { user: 'rushes', password: 's3cret' } });
    const good = createSmtpMailer({ url: server.url, from });
    const wrong = createSmtpMailer({ url: server.url.replace('s3cret', 'wrong'), from });
    try {
      await expect(good.verify()).resolves.toBeUndefined();
      await expect(wrong.verify()).rejects.toMatchObject({ code: 'EAUTH' });
    } finally {
      good.close();
      wrong.close();
      await server.close();
    }
  });

  it('fails the send when the server refuses the login', async () => {
    const server = await startTestSmtpServer({ login: { user: 'rushes', password: 's3cret' } });
    const mailer = createSmtpMailer({ url: server.url.replace('s3cret', 'wrong'), from });
    try {
      const sent = mailer.send({ to: 'ana@studio.tv', subject: 'Hi', text: 'Hi', html: 'Hi' });
      await expect(sent).rejects.toThrow();
      expect(await server.received()).toEqual([]);
    } finally {
      mailer.close();
      await server.close();
    }
  });
});
