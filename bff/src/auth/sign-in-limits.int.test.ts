import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../slices/test-bff.fixture.ts';
import { freshIp, login } from '../test-app.fixture.ts';

// Every user addUser makes signs in with this password.
const password = 'password-1';

describe('sign-in limits', () => {
  let bff: TestBff;
  beforeAll(async () => {
    // the flood guard (requests a minute from one address) is not what these tests look at
    bff = await startTestBff({}, { RUSHES_LOGIN_RATE_LIMIT: '10000' });
  });
  afterAll(() => bff?.close());

  /** As if every wrong password were given `seconds` earlier. */
  const earlier = (seconds: number) =>
    sql`UPDATE failed_attempt SET at = at - make_interval(secs => ${seconds})`.execute(
      bff.services.db,
    );

  it('lets 5 wrong passwords for an account from an address through, then makes that address wait', async () => {
    await bff.addUser('Tara Target', 'tara@rushes.test');
    const guesser = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await login(bff.app, 'tara@rushes.test', `guess-${i}`, guesser)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // the right password waits too: while the address waits, no guess from it is tried
    const waiting = await login(bff.app, 'Tara@Rushes.test', password, guesser);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'RATE_LIMITED', data: { retryAfterSeconds: 30 } });
    await earlier(31);
    expect((await login(bff.app, 'tara@rushes.test', password, guesser)).statusCode).toBe(200);
    // and the right one forgets the wrong ones
    expect((await login(bff.app, 'tara@rushes.test', 'wrong', guesser)).statusCode).toBe(401);
  });

  it('never locks out someone who knows their password because another fails from their address', async () => {
    const office = freshIp();
    await bff.addUser('Sam Shared', 'sam@rushes.test');
    await bff.addUser('Pat Colleague', 'pat@rushes.test');
    for (let i = 0; i < 6; i++) await login(bff.app, 'sam@rushes.test', 'forgot', office);
    expect((await login(bff.app, 'sam@rushes.test', password, office)).statusCode).toBe(429);
    expect((await login(bff.app, 'pat@rushes.test', password, office)).statusCode).toBe(200);
    // successes count for nothing: many sign-ins from one address go on
    for (let i = 0; i < 12; i++) {
      expect((await login(bff.app, 'pat@rushes.test', password, office)).statusCode).toBe(200);
    }
  });

  it('stops a client that tries 30 invitation or reset links that name nothing', async () => {
    for (const path of ['/v2/invite/', '/v2/reset-password/']) {
      const guesser = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const url = `${path}guess-${i}-${'x'.repeat(40)}`;
        statuses.push((await bff.app.inject({ url, remoteAddress: guesser })).statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
      const other = await bff.app.inject({ url: `${path}another-guess`, remoteAddress: freshIp() });
      expect(other.statusCode).toBe(404);
    }
  });

  it('stops a client after 30 wrong passwords in 15 minutes, whatever the accounts', async () => {
    const sprayer = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login(bff.app, `nobody-${i}@rushes.test`, 'x', sprayer)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await login(bff.app, 'pat@rushes.test', 'wrong', freshIp())).statusCode).toBe(401);
  });
});
