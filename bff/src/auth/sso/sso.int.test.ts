import { newId, runCommand, systemOrigin } from '@rushes/events';
import { signInAtProvider, startTestOidcProvider, type TestOidcProvider } from '@rushes/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decided } from '../../errors.ts';
import { startTestBff, type TestBff } from '../../slices/test-bff.fixture.ts';
import { userDecider, userReservations } from '../../slices/users/user.decider.ts';
import { usersProjection } from '../../slices/users/user.projection.ts';
import { freshIp } from '../../test-app.fixture.ts';
import { hashSecretToken } from '../secret-token.ts';

const PUBLIC_URL = 'http://rushes.test';
const signedIn = '/signin?sso=signed-in&redirect=%2Fprojects';
const failed = '/signin?sso=failed';

/** An invited user who never joined (no password of Rushes), made as Rushes itself. */
async function invite(app: FastifyInstance, name: string, email: string): Promise<string> {
  const userId = newId('user', 'test', null);
  const result = await runCommand(app.services, systemOrigin('test'), {
    stream: `user.${userId}`,
    decider: userDecider,
    command: { type: 'InviteUser', userId, email, name },
    reserve: userReservations,
    readModels: [usersProjection],
  });
  decided(result);
  return userId;
}

/** The sign-in screen's e-mail step, then the provider, as a browser goes: the return's call. */
async function throughProvider(app: FastifyInstance, email: string) {
  const remoteAddress = freshIp();
  const start = await app.inject({
    method: 'GET',
    url: `/v2/sso/start?login_hint=${encodeURIComponent(email)}&redirect=%2Fprojects`,
    remoteAddress,
  });
  expect(start.statusCode).toBe(303);
  const bound = start.cookies.find((cookie) => cookie.name === 'rushes_sso');
  expect(bound).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v2/sso' });
  const callback = new URL(await signInAtProvider(String(start.headers.location), email));
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/v2/sso/callback`);
  const back = (url: URL, cookie = bound?.value ?? '') =>
    app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      cookies: { rushes_sso: cookie },
      remoteAddress,
    });
  return { start, callback, back };
}

const refreshCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'rushes_refresh' && cookie.value !== '');

/** When the user of the address joined (null while only invited). */
const joinedOf = async (bff: TestBff, email: string) =>
  (
    await bff.services.db
      .selectFrom('appUser')
      .select('joinedAt')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).joinedAt;

/** The session the return opened, as the app reads it: a refresh, then who is signed in. */
async function whoIsSignedIn(bff: TestBff, refresh: string) {
  const refreshed = await bff.app.inject({
    method: 'POST',
    url: '/v2/refresh',
    cookies: { rushes_refresh: refresh },
  });
  expect(refreshed.statusCode).toBe(200);
  const answer = await bff.gql(refreshed.json().token, '{ currentUser { email isExternal } }');
  return answer.data?.currentUser;
}

describe('signing in through the OpenID provider', () => {
  let provider: TestOidcProvider;
  let bff: TestBff;
  beforeAll(async () => {
    provider = await startTestOidcProvider(`${PUBLIC_URL}/v2/sso/callback`);
    bff = await startTestBff(
      {},
      {
        RUSHES_PUBLIC_URL: PUBLIC_URL,
        RUSHES_EXTERNAL_DOMAINS: 'studio.test',
        RUSHES_OIDC_ISSUER: provider.issuer,
        RUSHES_OIDC_CLIENT_ID: provider.clientId,
        RUSHES_OIDC_CLIENT_SECRET: provider.clientSecret,
      },
    );
  });
  afterAll(async () => {
    await bff?.close();
    await provider?.close();
  });

  it('tells the sign-in screen to send external users to its start', async () => {
    const hello = await bff.app.inject({ method: 'GET', url: '/v2/hello' });
    expect(hello.json().externalLogin).toEqual({ domains: ['studio.test'], url: '/v2/sso/start' });
  });

  it('opens a session for an invited external user, as a password sign-in does', async () => {
    await invite(bff.app, 'Ines Invited', 'ines@studio.test');
    provider.addAccount({ email: 'ines@studio.test', name: 'Ines', emailVerified: true });
    const { callback, back } = await throughProvider(bff.app, 'ines@studio.test');
    const returned = await back(callback);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(signedIn);
    const refresh = refreshCookieOf(returned);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v2' });
    expect(await whoIsSignedIn(bff, refresh?.value ?? '')).toEqual({
      email: 'ines@studio.test',
      isExternal: true,
    });
    // the record and the join are projected from the log: wait for them, not for luck
    const outcomes = () =>
      bff.services.db
        .selectFrom('signInRecord')
        .innerJoin('appUser', 'appUser.id', 'signInRecord.userId')
        .select('outcome')
        .where('appUser.email', '=', 'ines@studio.test')
        .execute();
    await expect.poll(outcomes, { timeout: 10_000 }).toEqual([{ outcome: 'signed_in' }]);
    // no longer invited: they joined on this first return, and only once
    await expect
      .poll(() => joinedOf(bff, 'ines@studio.test'), { timeout: 10_000 })
      .toBeInstanceOf(Date);
    const joined = await joinedOf(bff, 'ines@studio.test');
    const again = await throughProvider(bff.app, 'ines@studio.test');
    expect((await again.back(again.callback)).headers.location).toBe(signedIn);
    await expect.poll(outcomes, { timeout: 10_000 }).toHaveLength(2);
    expect(await joinedOf(bff, 'ines@studio.test')).toEqual(joined);
  });

  it('takes a return once: the same return again signs nobody in', async () => {
    await invite(bff.app, 'Rita Replay', 'rita@studio.test');
    provider.addAccount({ email: 'rita@studio.test' });
    const { callback, back } = await throughProvider(bff.app, 'rita@studio.test');
    expect((await back(callback)).headers.location).toBe(signedIn);
    const kept = await bff.services.db
      .selectFrom('ssoTransaction')
      .select('stateHash')
      .where('stateHash', '=', hashSecretToken(callback.searchParams.get('state') ?? ''))
      .executeTakeFirst();
    expect(kept).toBeUndefined();
    const again = await back(callback);
    expect(again.headers.location).toBe(failed);
    expect(refreshCookieOf(again)).toBeUndefined();
  });

  it('refuses a return whose state was changed on the way, or that another browser started', async () => {
    await invite(bff.app, 'Tom Tampered', 'tom@studio.test');
    provider.addAccount({ email: 'tom@studio.test' });
    const { callback, back } = await throughProvider(bff.app, 'tom@studio.test');
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const changed = await back(tampered, `${callback.searchParams.get('state')}x`);
    expect(changed.headers.location).toBe(failed);
    expect(refreshCookieOf(changed)).toBeUndefined();
    const elsewhere = await back(callback, 'another-browser');
    expect(elsewhere.headers.location).toBe(failed);
    expect(refreshCookieOf(elsewhere)).toBeUndefined();
    // neither spent the sign-in: the browser that started it still comes back signed in
    expect((await back(callback)).headers.location).toBe(signedIn);
  });

  it('refuses someone nobody invited while joining is not allowed', async () => {
    provider.addAccount({ email: 'uma@studio.test', name: 'Uma Uninvited' });
    const { callback, back } = await throughProvider(bff.app, 'uma@studio.test');
    const returned = await back(callback);
    expect(returned.headers.location).toBe(failed);
    expect(refreshCookieOf(returned)).toBeUndefined();
    const user = await bff.services.db
      .selectFrom('appUser')
      .select('id')
      .where('email', '=', 'uma@studio.test')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it("never signs in a user of Rushes's own passwords, nor an address said unverified", async () => {
    provider.addAccount({ email: 'admin@rushes.test' });
    const own = await throughProvider(bff.app, 'admin@rushes.test');
    expect((await own.back(own.callback)).headers.location).toBe(failed);

    await invite(bff.app, 'Una Unverified', 'una@studio.test');
    provider.addAccount({ email: 'una@studio.test', emailVerified: false });
    const unverified = await throughProvider(bff.app, 'una@studio.test');
    expect((await unverified.back(unverified.callback)).headers.location).toBe(failed);
  });

  it("lands on the sign-in screen's failure when the provider answers an error", async () => {
    const start = await bff.app.inject({
      method: 'GET',
      url: '/v2/sso/start',
      remoteAddress: freshIp(),
    });
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const denied = await bff.app.inject({
      method: 'GET',
      url: `/v2/sso/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      cookies: { rushes_sso: state },
    });
    expect(denied.statusCode).toBe(303);
    expect(denied.headers.location).toBe(failed);
    expect(refreshCookieOf(denied)).toBeUndefined();
  });
});

describe('joining through the OpenID provider, when allowed', () => {
  let provider: TestOidcProvider;
  let bff: TestBff;
  beforeAll(async () => {
    provider = await startTestOidcProvider(`${PUBLIC_URL}/v2/sso/callback`);
    bff = await startTestBff(
      {},
      {
        RUSHES_PUBLIC_URL: PUBLIC_URL,
        RUSHES_EXTERNAL_DOMAINS: 'studio.test',
        RUSHES_OIDC_ISSUER: provider.issuer,
        RUSHES_OIDC_CLIENT_ID: provider.clientId,
        RUSHES_OIDC_CLIENT_SECRET: provider.clientSecret,
        RUSHES_OIDC_ALLOW_JOIN: 'true',
      },
    );
  });
  afterAll(async () => {
    await bff?.close();
    await provider?.close();
  });

  it('makes a user of someone nobody invited and signs them in', async () => {
    provider.addAccount({ email: 'jo@studio.test', name: 'Jo Joiner', emailVerified: true });
    const { callback, back } = await throughProvider(bff.app, 'jo@studio.test');
    const returned = await back(callback);
    expect(returned.headers.location).toBe(signedIn);
    expect(await whoIsSignedIn(bff, refreshCookieOf(returned)?.value ?? '')).toEqual({
      email: 'jo@studio.test',
      isExternal: true,
    });
    const user = await bff.services.db
      .selectFrom('appUser')
      .select(['name', 'invitedBy', 'isSuperuser'])
      .where('email', '=', 'jo@studio.test')
      .executeTakeFirst();
    expect(user).toEqual({ name: 'Jo Joiner', invitedBy: null, isSuperuser: false });
    expect(await joinedOf(bff, 'jo@studio.test')).toBeInstanceOf(Date);
  });
});
