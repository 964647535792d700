import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  admin,
  graphql,
  login,
  refreshCookie,
  startTestApp,
  type TestApp,
} from '../test-app.fixture.ts';

let bff: TestApp;
let printed: string[] = [];

beforeAll(async () => {
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => {
    printed.push(line);
  });
  bff = await startTestApp({ RUSHES_PUBLIC_URL: 'https://rushes.example.com/' });
  log.mockRestore();
});

afterAll(async () => {
  await bff?.close();
});

const setupRequired = async () =>
  (await bff.app.inject({ method: 'GET', url: '/v2/hello' })).json<{ setupRequired: boolean }>()
    .setupRequired;

const accept = (token: string, body: Record<string, string>) =>
  bff.app.inject({ method: 'POST', url: `/v2/invite/${token}`, payload: body });

describe('the setup link', () => {
  it('is printed on a first start without RUSHES_ADMIN_EMAIL', () => {
    expect(bff.setupToken).toMatch(/^[\w-]{43}$/);
    expect(printed).toContain(
      `Open https://rushes.example.com/invite/${bff.setupToken} to create the first administrator`,
    );
    printed = [];
  });

  it('is announced by hello and readable once', async () => {
    expect(await setupRequired()).toBe(true);
    const response = await bff.app.inject({ method: 'GET', url: `/v2/invite/${bff.setupToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: '', email: '', setup: true });
  });

  it('answers 404 LINK_INVALID for an unknown token', async () => {
    const response = await bff.app.inject({ method: 'GET', url: '/v2/invite/made-up' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'LINK_INVALID', data: null });
  });

  it('refuses a password that breaks the rules and stays usable', async () => {
    const response = await accept(bff.setupToken ?? '', { ...admin, password: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'password', rule: 'minLength' },
    });
    expect(await setupRequired()).toBe(true);
  });

  it('creates the first superuser and signs them in', async () => {
    const response = await accept(bff.setupToken ?? '', admin);
    expect(response.statusCode).toBe(200);
    expect(refreshCookie(response)?.value).toBeTruthy();
    const { token } = response.json<{ token: string }>();
    const me = await graphql(bff.app, '{ currentUser { name email isSuperuser } }', token);
    expect(me.json()).toEqual({
      data: { currentUser: { name: admin.name, email: admin.email, isSuperuser: true } },
    });
    expect((await login(bff.app, admin.email, admin.password)).statusCode).toBe(200);
  });

  it('works only once', async () => {
    expect(await setupRequired()).toBe(false);
    const read = await bff.app.inject({ method: 'GET', url: `/v2/invite/${bff.setupToken}` });
    expect(read.statusCode).toBe(404);
    const again = await accept(bff.setupToken ?? '', { ...admin, email: 'second@rushes.test' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await login(bff.app, 'second@rushes.test', admin.password)).statusCode).toBe(401);
  });
});
