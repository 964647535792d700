import { describe, expect, it } from 'vitest';
import { createHttpSms } from './http.sms.ts';
import { startTestSmsGateway, type TestSmsGateway } from './sms.fixture.ts';
import { smsSenderContract } from './sms-sender.contract.ts';
import { SmsFailed } from './sms-sender.ts';

const from = 'Rushes';
const token = 'gw-token-0123456789abcdef';
const message = { to: '+447700900123', text: 'Your Rushes code is 493021' };

smsSenderContract('HTTP', async () => {
  const gateway = await startTestSmsGateway();
  return {
    sms: createHttpSms({ url: gateway.url, token, from }),
    from,
    received: gateway.received,
    close: gateway.close,
  };
});

/** Runs `test` against a gateway started with `options`, and stops it however the test ends. */
async function withGateway(
  options: Parameters<typeof startTestSmsGateway>[0],
  test: (gateway: TestSmsGateway) => Promise<void>,
): Promise<void> {
  const gateway = await startTestSmsGateway(options);
  try {
    await test(gateway);
  } finally {
    await gateway.close();
  }
}

/** What `sending` rejected with; fails the test when it resolved. */
async function failureOf(sending: Promise<void>): Promise<SmsFailed> {
  const error = await sending.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SmsFailed);
  return error as SmsFailed;
}

describe('the HTTP SMS sender', () => {
  it('POSTs JSON to the gateway URL with the token as a bearer credential', () =>
    withGateway({}, async (gateway) => {
      await createHttpSms({ url: gateway.url, token, from }).send(message);
      const [request, ...more] = gateway.requests;
      expect(more).toEqual([]);
      expect(request).toMatchObject({ method: 'POST', path: '/messages' });
      expect(request?.headers).toMatchObject({
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      });
      expect(JSON.parse(request?.body ?? '')).toEqual({ ...message, from });
    }));

  it('sends no authorization header without a token', () =>
    withGateway({}, async (gateway) => {
      await createHttpSms({ url: gateway.url }).send(message);
      expect(gateway.requests[0]?.headers.authorization).toBeUndefined();
    }));

  it('fails with SmsFailed naming the status and host, never the token or the text', () =>
    withGateway({ answer: 500 }, async (gateway) => {
      const sms = createHttpSms({ url: gateway.url, token, from });
      const failure = await failureOf(sms.send(message));
      expect(failure.status).toBe(500);
      expect(failure.message).toContain('500');
      expect(failure.message).toContain(new URL(gateway.url).host);
      expect(failure.message).not.toContain(token);
      expect(failure.message).not.toContain('493021');
      expect(failure.cause).toBeUndefined();
    }));

  it('fails with SmsFailed when the gateway refuses the token', () =>
    withGateway({ answer: 401 }, async (gateway) => {
      const sms = createHttpSms({ url: gateway.url, token: 'wrong', from });
      expect((await failureOf(sms.send(message))).status).toBe(401);
    }));

  it('fails with SmsFailed when the gateway does not answer in time', () =>
    withGateway({ answer: 'hang' }, async (gateway) => {
      const sms = createHttpSms({ url: gateway.url, token, from, timeoutMs: 100 });
      const failure = await failureOf(sms.send(message));
      expect(failure.status).toBeUndefined();
      expect(failure.message).toMatch(/no answer within/);
      expect(failure.message).not.toContain(token);
    }));

  it('fails with SmsFailed when nothing listens at the URL', async () => {
    const gateway = await startTestSmsGateway();
    await gateway.close();
    const sms = createHttpSms({ url: gateway.url, token, from });
    const failure = await failureOf(sms.send(message));
    expect(failure.message).toContain(new URL(gateway.url).host);
    expect(failure.message).toMatch(/no connection/);
    expect(failure.message).not.toContain(token);
  });

  it('keeps a token written into the URL out of the failure', async () => {
    const sms = createHttpSms({ url: `http://user:${token}@127.0.0.1:9/messages`, from });
    const failure = await failureOf(sms.send(message));
    expect(`${failure.message} ${failure.stack}`).not.toContain(token);
  });
});
