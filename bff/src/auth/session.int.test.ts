import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  freshIp,
  graphql,
  login,
  refresh,
  refreshCookie,
  spentLongAgo,
  startTestApp,
  type TestApp,
} from '../test-app.fixture.ts';

const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const errorBody = (code: string) => ({ code, data: null, timestamp: expect.stringMatching(iso) });

let bff: TestApp;

beforeAll(async () => {
  bff = await startTestApp({
    RUSHES_ADMIN_EMAIL: admin.email,
    RUSHES_ADMIN_PASSWORD: admin.password,
    RUSHES_LOGIN_RATE_LIMIT: '5',
    RUSHES_BUILD_ID: 'build-42',
    RUSHES_BUILD_TIME: '2026-11-23T09:10:00Z',
  });
});

afterAll(async () => {
  await bff?.close();
});

const signedIn = async () => {
  const response = await login(bff.app, admin.email, admin.password);
  expect(response.statusCode).toBe(200);
  const cookie = refreshCookie(response);
  if (!cookie) throw new Error('no refresh cookie');
  return { token: response.json<{ token: string }>().token, refreshToken: cookie.value };
};

describe('hello', () => {
  it('tells the api version, build and license before anyone signs in', async () => {
    const response = await bff.app.inject({ method: 'GET', url: '/v2/hello' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      api: { version: '2.0.0', buildId: 'build-42', buildTime: '2026-11-23T09:10:00Z' },
      license: { active: true, reason: null },
      setupRequired: false,
      supportEmail: admin.email,
      externalLogin: { domains: [], url: null },
      link: null,
    });
  });

  it("gives the operator's support address where one is set, else the first superuser's", async () => {
    const configured = await startTestApp({
      RUSHES_ADMIN_EMAIL: admin.email,
      RUSHES_ADMIN_PASSWORD: admin.password,
      RUSHES_SUPPORT_EMAIL: 'help@studio.example',
    });
    const empty = await startTestApp();
    try {
      const hello = (app: TestApp) => app.app.inject({ method: 'GET', url: '/v2/hello' });
      expect((await hello(configured)).json().supportEmail).toBe('help@studio.example');
      expect((await hello(empty)).json().supportEmail).toBeNull();
    } finally {
      await configured.close();
      await empty.close();
    }
  });

  it('says the licence is inactive once RUSHES_LICENSE_EXPIRES has passed', async () => {
    const expired = await startTestApp({ RUSHES_LICENSE_EXPIRES: '2026-01-01' });
    try {
      const response = await expired.app.inject({ method: 'GET', url: '/v2/hello' });
      expect(response.json().license).toEqual({ active: false, reason: 'expired' });
    } finally {
      await expired.close();
    }
  });

  it('names the e-mail domains that sign in elsewhere, and where', async () => {
    const external = await startTestApp({
      RUSHES_EXTERNAL_DOMAINS: 'studio.example, Partner.example',
      APP_LOGIN_LINK_URL: 'https://login.studio.example/rushes',
    });
    try {
      const response = await external.app.inject({ method: 'GET', url: '/v2/hello' });
      expect(response.json().externalLogin).toEqual({
        domains: ['studio.example', 'partner.example'],
        url: 'https://login.studio.example/rushes',
      });
    } finally {
      await external.close();
    }
  });
});

describe('login', () => {
  it('answers a token and sets the httpOnly refresh cookie', async () => {
    const response = await login(bff.app, admin.email, admin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expiresAt: string }>();
    expect(body.token.split('.')).toHaveLength(3);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(800_000);
    expect(refreshCookie(response)).toMatchObject({
      httpOnly: true,
      path: '/v2',
      sameSite: 'Strict',
    });
  });

  it('accepts the e-mail whatever its case', async () => {
    expect((await login(bff.app, admin.email.toUpperCase(), admin.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown e-mail with 401 UNAUTHENTICATED', async () => {
    for (const response of [
      await login(bff.app, admin.email, 'wrong-password'),
      await login(bff.app, 'nobody@rushes.test', admin.password),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorBody('UNAUTHENTICATED'));
      expect(refreshCookie(response)).toBeUndefined();
    }
  });

  it('refuses a body without a password as VALIDATION_FAILED', async () => {
    const response = await bff.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { email: admin.email },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'password', rule: 'required' },
    });
  });

  it('refuses a blank e-mail as VALIDATION_FAILED (not a 500 from recording the attempt)', async () => {
    const response = await bff.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { email: '   ', password: 'whatever' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'email', rule: 'required' },
    });
  });

  it('answers 429 RATE_LIMITED past the requests a minute one address may send', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await login(bff.app, admin.email, admin.password, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await login(bff.app, admin.email, admin.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      timestamp: expect.stringMatching(iso),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(bff.app, admin.email, admin.password, freshIp())).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('rotates: a new access token and a new refresh token in the same cookie', async () => {
    const first = await signedIn();
    const response = await refresh(bff.app, first.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ token: string }>().token.split('.')).toHaveLength(3);
    const rotated = refreshCookie(response);
    expect(rotated?.value).toBeDefined();
    expect(rotated?.value).not.toBe(first.refreshToken);
    expect((await refresh(bff.app, rotated?.value ?? '')).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back after the grace period', async () => {
    const first = await signedIn();
    const second = refreshCookie(await refresh(bff.app, first.refreshToken))?.value ?? '';
    const third = refreshCookie(await refresh(bff.app, second))?.value ?? '';
    await spentLongAgo(bff.app, first.refreshToken);
    const replay = await refresh(bff.app, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(errorBody('UNAUTHENTICATED'));
    expect((await refresh(bff.app, third)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user', async () => {
    const mine = await signedIn();
    const other = await signedIn();
    await refresh(bff.app, mine.refreshToken);
    await refresh(bff.app, mine.refreshToken);
    expect((await refresh(bff.app, other.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown token', async () => {
    const bare = await bff.app.inject({ method: 'POST', url: '/v2/refresh' });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual(errorBody('UNAUTHENTICATED'));
    expect((await refresh(bff.app, 'made-up')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('answers 204, clears the cookie and revokes the family', async () => {
    const session = await signedIn();
    const rotated = refreshCookie(await refresh(bff.app, session.refreshToken))?.value ?? '';
    const response = await bff.app.inject({
      method: 'POST',
      url: '/v2/logout',
      headers: { 'content-type': 'application/json' },
      cookies: { rushes_refresh: rotated },
    });
    expect(response.statusCode).toBe(204);
    expect(refreshCookie(response)).toMatchObject({ value: '', path: '/v2' });
    expect((await refresh(bff.app, rotated)).statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    expect((await bff.app.inject({ method: 'POST', url: '/v2/logout' })).statusCode).toBe(204);
  });
});

describe('GraphQL access', () => {
  it('answers 401 UNAUTHENTICATED without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      const response = await graphql(bff.app, '{ currentUser { email } }', token);
      expect(response.statusCode).toBe(401);
      const [error] = response.json<{ errors: { extensions: object }[] }>().errors;
      expect(error?.extensions).toEqual(errorBody('UNAUTHENTICATED'));
    }
  });

  it('serves the signed-in user', async () => {
    const { token } = await signedIn();
    const response = await graphql(bff.app, '{ currentUser { email isSuperuser } }', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { currentUser: { email: admin.email, isSuperuser: true } },
    });
  });

  it('accepts the token a refresh gave', async () => {
    const session = await signedIn();
    const { token } = (await refresh(bff.app, session.refreshToken)).json<{ token: string }>();
    expect((await graphql(bff.app, '{ currentUser { email } }', token)).statusCode).toBe(200);
  });
});
