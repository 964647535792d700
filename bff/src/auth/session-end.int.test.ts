import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSubscriptions } from '../live/subscription.fixture.ts';
import { startTestBff, type TestBff } from '../slices/test-bff.fixture.ts';
import {
  admin,
  graphql,
  login,
  refresh,
  refreshCookie,
  spentLongAgo,
  testSecret,
} from '../test-app.fixture.ts';

let bff: TestBff;

beforeAll(async () => {
  bff = await startTestBff();
});

afterAll(async () => {
  await bff?.close();
});

const signedIn = async (email = admin.email, password = admin.password) => {
  const response = await login(bff.app, email, password);
  expect(response.statusCode).toBe(200);
  return {
    token: response.json<{ token: string }>().token,
    refreshToken: refreshCookie(response)?.value ?? '',
  };
};

const logout = (session: { token?: string; refreshToken?: string }) =>
  bff.app.inject({
    method: 'POST',
    url: '/v2/logout',
    headers: session.token ? { authorization: `Bearer ${session.token}` } : {},
    cookies: session.refreshToken ? { rushes_refresh: session.refreshToken } : {},
  });

const status = async (token: string) =>
  (await graphql(bff.app, '{ currentUser { id } }', token)).statusCode;

const subscription = 'subscription { jobUpdated(projectId: "none") { id } }';

describe('logout', () => {
  it('stops the access token at once, whether the cookie or the token named the session', async () => {
    const byCookie = await signedIn();
    const byToken = await signedIn();
    expect([await status(byCookie.token), await status(byToken.token)]).toEqual([200, 200]);
    expect((await logout({ refreshToken: byCookie.refreshToken })).statusCode).toBe(204);
    expect((await logout({ token: byToken.token })).statusCode).toBe(204);
    expect([await status(byCookie.token), await status(byToken.token)]).toEqual([401, 401]);
    expect((await refresh(bff.app, byToken.refreshToken)).statusCode).toBe(401);
  });

  it('leaves the same user’s other sessions alone', async () => {
    const leaving = await signedIn();
    const staying = await signedIn();
    await logout(leaving);
    expect(await status(staying.token)).toBe(200);
  });

  it('closes the session’s open websockets and refuses a new one', async () => {
    const session = await signedIn();
    const other = await signedIn();
    const socket = await openSubscriptions(bff.app, session.token);
    const untouched = await openSubscriptions(bff.app, other.token);
    socket.subscribe(subscription, {});
    await logout(session);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
    await expect(openSubscriptions(bff.app, session.token)).rejects.toThrow();
    // The other session's socket still answers (a query there is refused, but answered).
    const id = untouched.subscribe('{ currentUser { id } }', {});
    expect((await untouched.next(id)).type).toBe('error');
    untouched.close();
  });
});

describe('ending every session of a user', () => {
  it('ends all but the one kept, on the server', async () => {
    const kept = await signedIn();
    const ended = await signedIn();
    const userId = decodeJwt(kept.token).sub ?? '';
    const keptSession = String(decodeJwt(kept.token).sid);
    await bff.services.sessions.endSessionsOf(userId, { except: keptSession });
    expect([await status(kept.token), await status(ended.token)]).toEqual([200, 401]);
    expect((await refresh(bff.app, ended.refreshToken)).statusCode).toBe(401);
  });

  it('opens nothing with a refresh token its end missed (one a racing rotation issued)', async () => {
    const session = await signedIn();
    const sessionId = String(decodeJwt(session.token).sid);
    await bff.app.sessions.end(sessionId);
    await bff.services.db
      .updateTable('refreshToken')
      .set({ revokedAt: null })
      .where('familyId', '=', sessionId)
      .execute();
    expect((await refresh(bff.app, session.refreshToken)).statusCode).toBe(401);
  });
});

describe('who the token speaks for', () => {
  it('is read from the user’s row: a superuser claim of a user who is not one counts for nothing', async () => {
    const pia = await bff.addUser('Pia Plain', 'pia@rushes.test');
    const honest = await bff.tokenFor(pia);
    const { sub, sid, exp } = decodeJwt(honest);
    const forged = await new SignJWT({ sid, su: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub ?? '')
      .setIssuer('rushes')
      .setAudience('rushes-api')
      .setIssuedAt()
      .setExpirationTime(exp ?? 0)
      .sign(new TextEncoder().encode(testSecret));
    const answer = await bff.gql(
      forged,
      'mutation { createWorkspace(input: { name: "Forged" }) { workspace { id } } }',
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asAdmin = await bff.gql(
      (await signedIn()).token,
      'mutation { createWorkspace(input: { name: "Real" }) { workspace { id } } }',
    );
    expect(asAdmin.errors).toBeUndefined();
  });

  it('refuses a token without a session, or of a user who does not exist', async () => {
    const ghost = await bff.app.sessions.start(randomUUID());
    expect(await status(ghost.access.token)).toBe(401);
    const { sub, exp } = decodeJwt((await signedIn()).token);
    const sessionless = await new SignJWT({ su: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub ?? '')
      .setIssuer('rushes')
      .setAudience('rushes-api')
      .setExpirationTime(exp ?? 0)
      .sign(new TextEncoder().encode(testSecret));
    expect(await status(sessionless)).toBe(401);
  });
});

describe('refreshing from two tabs at once', () => {
  it('keeps both signed in', async () => {
    const session = await signedIn();
    const [one, two] = await Promise.all([
      refresh(bff.app, session.refreshToken),
      refresh(bff.app, session.refreshToken),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    for (const answer of [one, two]) {
      expect(await status(answer.json<{ token: string }>().token)).toBe(200);
      expect((await refresh(bff.app, refreshCookie(answer)?.value ?? '')).statusCode).toBe(200);
    }
  });

  it('ends the session when a spent token comes back after the grace period', async () => {
    const session = await signedIn();
    const next = await refresh(bff.app, session.refreshToken);
    const successor = refreshCookie(next)?.value ?? '';
    const access = next.json<{ token: string }>().token;
    await spentLongAgo(bff.app, session.refreshToken);
    expect((await refresh(bff.app, session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(bff.app, successor)).statusCode).toBe(401);
    expect(await status(access)).toBe(401);
  });
});
