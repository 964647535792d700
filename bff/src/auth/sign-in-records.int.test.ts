import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../graphql/global-id.ts';
import { commitsAfter, startTestBff, type TestBff } from '../slices/test-bff.fixture.ts';
import { freshIp } from '../test-app.fixture.ts';

const recentSignIns = '{ recentSignIns { outcome device clientIp } }';
const endSession = `mutation ($input: EndSessionInput!) { endSession(input: $input) { endedId } }`;
const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the records of sign-ins and sessions', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({}, { RUSHES_LOGIN_RATE_LIMIT: '10000' });
    await bff.addUser('Rita Record', 'rita@rushes.test');
  });
  afterAll(() => bff?.close());

  const login = (password: string, ip: string) =>
    bff.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { email: 'Rita@rushes.test', password },
      headers: { 'user-agent': browser },
      remoteAddress: ip,
    });
  /** The events appended after `before`, each with its stream and where it came from. */
  const appended = async (before: number) =>
    (await commitsAfter(bff.services.store, before)).flatMap((commit) =>
      commit.events.map((stored) => ({
        stream: commit.stream,
        clientIp: commit.meta.clientIp,
        ...bff.services.catalogue.decode(stored, commit.meta),
      })),
    );

  it('records a sign-in, a wrong password and a refused attempt, with address and browser', async () => {
    const ip = freshIp();
    let before = await bff.services.store.headSeq();
    expect((await login('password-1', ip)).statusCode).toBe(200);
    const [signedIn] = await appended(before);
    expect(signedIn).toMatchObject({
      type: 'user.signed_in',
      clientIp: ip,
      data: { userAgent: browser, via: 'password' },
    });
    const sessionId = (signedIn?.data as { sessionId?: string } | undefined)?.sessionId;
    expect(signedIn?.stream).toBe(`session.${sessionId}`);

    before = await bff.services.store.headSeq();
    // a run of refusals while the account waits is recorded once
    for (let i = 0; i < 8; i++) await login('wrong', ip);
    const failures = await appended(before);
    expect(failures.map((event) => (event.data as { reason: string }).reason)).toEqual([
      ...['password', 'password', 'password', 'password', 'password'],
      'limited',
    ]);
    expect(failures[0]).toMatchObject({
      type: 'sign_in.failed',
      clientIp: ip,
      data: { email: 'rita@rushes.test', userId: expect.any(String), userAgent: browser },
    });
  });

  it('shows the user their recent sign-ins, the refused ones too, newest first', async () => {
    const token = await bff.tokenFor({
      userId: (
        await bff.services.db
          .selectFrom('appUser')
          .select('id')
          .where('email', '=', 'rita@rushes.test')
          .executeTakeFirstOrThrow()
      ).id,
      isSuperuser: false,
    });
    // the sign-ins projection follows the log: wait for the last of them
    let records: { outcome: string }[] = [];
    await expect
      .poll(async () => {
        records = (await bff.gql(token, recentSignIns)).data?.recentSignIns ?? [];
        return records.length;
      })
      .toBe(7);
    expect(records.map((record: { outcome: string }) => record.outcome)).toEqual([
      'LIMITED',
      ...['PASSWORD', 'PASSWORD', 'PASSWORD', 'PASSWORD', 'PASSWORD'],
      'SIGNED_IN',
    ]);
    expect(records[0]).toMatchObject({ device: browser, clientIp: expect.stringMatching(/^10\./) });
    expect((await bff.gql(bff.adminToken, recentSignIns)).data?.recentSignIns).not.toContainEqual(
      expect.objectContaining({ outcome: 'PASSWORD' }),
    );
  });

  it('records why a session ended: a logout, another browser signing it out', async () => {
    const signIn = async () => {
      const response = await bff.app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { email: 'admin@rushes.test', password: 'admin-secret' },
        remoteAddress: freshIp(),
      });
      const token = response.json<{ token: string }>().token;
      return { token, sessionId: (await bff.app.sessions.sessionOf(token)) ?? '' };
    };
    const laptop = await signIn();
    const phone = await signIn();

    let before = await bff.services.store.headSeq();
    const headers = { authorization: `Bearer ${laptop.token}` };
    await bff.app.inject({ method: 'POST', url: '/v2/logout', headers });
    expect(await appended(before)).toMatchObject([
      { type: 'session.ended', data: { sessionId: laptop.sessionId, reason: 'logout' } },
    ]);

    before = await bff.services.store.headSeq();
    const id = toGlobalId('UserSession', phone.sessionId);
    expect((await bff.gql(bff.adminToken, endSession, { input: { id } })).errors).toBeUndefined();
    expect(await appended(before)).toMatchObject([
      {
        type: 'session.ended',
        data: { sessionId: phone.sessionId, reason: 'signed_out_elsewhere' },
      },
    ]);
  });
});
