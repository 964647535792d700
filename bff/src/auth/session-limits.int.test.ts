import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestBff, type TestBff } from '../slices/test-bff.fixture.ts';
import { admin, freshIp, refresh, refreshCookie } from '../test-app.fixture.ts';

const sessionsQuery = '{ sessions { id device clientIp current lastUsedAt } }';
const endSession = `mutation ($input: EndSessionInput!) { endSession(input: $input) { endedId } }`;

describe('session limits', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(() => bff?.close());

  /** Signs the admin in from a browser: the access token and the refresh cookie's value. */
  async function signIn(userAgent = 'Mozilla/5.0 (Macintosh) Safari/605.1.15') {
    const response = await bff.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { email: admin.email, password: admin.password },
      headers: { 'user-agent': userAgent },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ token: string }>().token;
    const sessionId = (await bff.app.sessions.sessionOf(token)) ?? '';
    return { token, sessionId, refreshToken: refreshCookie(response)?.value ?? '' };
  }
  /** As if the session had been signed in, or last used, `minutes` earlier. */
  const backdate = (sessionId: string, column: 'created_at' | 'last_seen_at', minutes: number) =>
    sql`UPDATE session SET ${sql.ref(column)} = now() - make_interval(mins => ${minutes})
        WHERE id = ${sessionId}`.execute(bff.services.db);
  const ask = (token: string) => bff.gql(token, '{ currentUser { id } }');

  it('ends a session nobody used for 30 minutes: its token and its refresh token stop', async () => {
    const used = await signIn();
    await backdate(used.sessionId, 'last_seen_at', 29);
    expect((await ask(used.token)).data?.currentUser).toBeTruthy();
    const idle = await signIn();
    await backdate(idle.sessionId, 'last_seen_at', 31);
    expect(firstError(await ask(idle.token)).code).toBe('UNAUTHENTICATED');
    expect((await refresh(bff.app, idle.refreshToken)).statusCode).toBe(401);
  });

  it('does not count refreshing as use: a page left open is signed out when idle', async () => {
    const idle = await signIn();
    await backdate(idle.sessionId, 'last_seen_at', 31);
    expect((await refresh(bff.app, idle.refreshToken)).statusCode).toBe(401);
    expect(firstError(await ask(idle.token)).code).toBe('UNAUTHENTICATED');
  });

  it('ends a session 12 hours after its sign-in however it is used', async () => {
    const old = await signIn();
    await backdate(old.sessionId, 'created_at', 12 * 60 + 1);
    expect((await refresh(bff.app, old.refreshToken)).statusCode).toBe(401);
    expect(firstError(await ask(old.token)).code).toBe('UNAUTHENTICATED');
  });

  it('records why a session a request found past its limits ended: idle, or its 12 hours over', async () => {
    const endReason = async (sessionId: string) => {
      const { commits } = await bff.services.store.readStream(`session.${sessionId}`);
      const ended = commits
        .flatMap((commit) => commit.events)
        .find((e) => e.type === 'session.ended');
      return (ended?.data as { reason?: string } | undefined)?.reason;
    };
    const idle = await signIn();
    await backdate(idle.sessionId, 'last_seen_at', 31);
    const old = await signIn();
    await backdate(old.sessionId, 'created_at', 12 * 60 + 1);
    for (const { token } of [idle, old])
      expect(firstError(await ask(token)).code).toBe('UNAUTHENTICATED');
    await expect.poll(() => endReason(idle.sessionId)).toBe('idle');
    await expect.poll(() => endReason(old.sessionId)).toBe('expired');
  });

  it("lists the user's sessions with their browser, and ends one from another", async () => {
    const laptop = await signIn('Mozilla/5.0 (Macintosh) Safari/605.1.15');
    const phone = await signIn('Mozilla/5.0 (iPhone) Mobile Safari/604.1');
    const listed = (await bff.gql(laptop.token, sessionsQuery)).data?.sessions ?? [];
    const mine = listed.find((session: { current: boolean }) => session.current);
    expect(mine.device).toContain('Macintosh');
    const other = listed.find((session: { device: string }) => session.device?.includes('iPhone'));
    expect(other).toMatchObject({ current: false, clientIp: expect.stringMatching(/^10\./) });
    const ended = await bff.gql(laptop.token, endSession, { input: { id: other.id } });
    expect(ended.errors).toBeUndefined();
    expect(firstError(await ask(phone.token)).code).toBe('UNAUTHENTICATED');
    expect((await refresh(bff.app, phone.refreshToken)).statusCode).toBe(401);
    expect((await ask(laptop.token)).data?.currentUser).toBeTruthy();
    // gone from the list, and not to be ended twice
    const after = (await bff.gql(laptop.token, sessionsQuery)).data?.sessions ?? [];
    expect(after.map((session: { id: string }) => session.id)).not.toContain(other.id);
    expect(
      firstError(await bff.gql(laptop.token, endSession, { input: { id: other.id } })),
    ).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'id', entity: 'session' },
    });
  });
});
