import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_BACKOFF, RUN_REFUSED_AT } from '../auth/attempt-limits.ts';
import { type AccessWorld, startAccessWorld } from '../slices/members/member.fixture.ts';
import { openLink, visit } from '../slices/visits/visit.fixture.ts';
import { admin, freshIp, login } from '../test-app.fixture.ts';

/**
 * Wrong passwords must not let a stranger keep an account's owner, or a link's recipients, out:
 * a guesser at one address waits alone; guesses spread over many addresses are slowed, then
 * refused at the bound, the owner's own addresses excepted from the slowing.
 */
// a run of 100 guesses, each a password hashed and checked, takes its time on a busy machine
describe('lockouts that let the owner in', { timeout: 240_000 }, () => {
  let world: AccessWorld;
  beforeAll(async () => {
    world = await startAccessWorld();
  });
  afterAll(() => world?.bff.close());

  const db = () => world.bff.services.db;
  /** As if every wrong guess kept so far was given `seconds` earlier. */
  const earlier = (seconds: number) =>
    sql`UPDATE failed_attempt SET at = at - make_interval(secs => ${seconds})`.execute(db());
  /** Waits for the sign-ins' read model to know that `email`'s owner signed in from `ip`. */
  const knownFrom = async (userId: string, ip: string) =>
    expect
      .poll(
        async () =>
          db()
            .selectFrom('signInRecord')
            .select('at')
            .where('userId', '=', userId)
            .where('clientIp', '=', ip)
            .executeTakeFirst(),
        { timeout: 20_000 },
      )
      .toBeDefined();
  const statusesOf = async (tries: (() => Promise<{ statusCode: number }>)[]) => {
    const statuses: number[] = [];
    for (const attempt of tries) statuses.push((await attempt()).statusCode);
    return statuses;
  };
  /**
   * Wrong guesses from a new address each, `count` of them, the clock moved on whenever the run
   * makes strangers wait; the statuses of the guesses that were answered.
   */
  async function spreadGuesses(count: number, guess: (ip: string) => Promise<Answer>) {
    const statuses: number[] = [];
    while (statuses.filter((status) => status === 401).length < count) {
      const answer = await guess(freshIp());
      if (answer.statusCode === 429) {
        const wait = answer.json<{ data: { retryAfterSeconds: number | null } }>().data;
        if (wait.retryAfterSeconds === null) return statuses;
        await earlier(wait.retryAfterSeconds + 1);
      } else statuses.push(answer.statusCode);
    }
    return statuses;
  }
  type Answer = Awaited<ReturnType<typeof login>>;
  const retryAfter = (answer: Answer) =>
    answer.json<{ data: { retryAfterSeconds: number | null } }>().data.retryAfterSeconds;

  it("lets the superuser in from their address while a stranger's guesses lock the stranger's", async () => {
    const stranger = freshIp();
    const guesses = Array.from(
      { length: 6 },
      (_, i) => () => login(world.bff.app, admin.email, `guess-${i}`, stranger),
    );
    expect(await statusesOf(guesses)).toEqual([401, 401, 401, 401, 401, 429]);
    const owner = await login(world.bff.app, admin.email, admin.password, freshIp());
    expect(owner.statusCode).toBe(200);
    // the owner's sign-in forgets their own run, not the stranger's wait
    const again = await login(world.bff.app, admin.email, admin.password, stranger);
    expect(again.statusCode).toBe(429);
    expect(retryAfter(again)).toBeGreaterThan(0);
  });

  it('slows guesses spread over many addresses, spares the owner, then refuses all at 100 until a reset', async () => {
    const tara = await world.bff.addUser('Tara Target', 'tara@rushes.test');
    const home = freshIp();
    expect((await login(world.bff.app, 'tara@rushes.test', 'password-1', home)).statusCode).toBe(
      200,
    );
    await knownFrom(tara.userId, home);
    const guess = (ip: string) => login(world.bff.app, 'tara@rushes.test', 'guess', ip);
    const free = await statusesOf(
      Array.from({ length: RUN_BACKOFF.free }, () => () => guess(freshIp())),
    );
    expect(free.every((status) => status === 401)).toBe(true);
    const slowed = await guess(freshIp());
    expect([slowed.statusCode, retryAfter(slowed)]).toEqual([429, 60]);
    // the owner, at home with the right password, is not slowed: and that ends the run
    expect((await login(world.bff.app, 'TARA@rushes.test', 'password-1', home)).statusCode).toBe(
      200,
    );
    expect((await guess(freshIp())).statusCode).toBe(401);
    // a run of 100 wrong guesses, however slow, stops every address, home too
    await spreadGuesses(RUN_REFUSED_AT - 1, guess);
    await earlier(24 * 3600); // waiting does not help
    const refused = await login(world.bff.app, 'tara@rushes.test', 'password-1', home);
    expect([refused.statusCode, retryAfter(refused)]).toEqual([429, null]);
    // a refused guess is never tried, and a run of refusals is recorded once
    const before = await world.bff.services.store.headSeq();
    expect((await guess(freshIp())).statusCode).toBe(429);
    expect(await world.bff.services.store.headSeq()).toBe(before);
    // a reset ends it
    const reset = await world.bff.app.inject({
      method: 'POST',
      url: '/v2/reset-password',
      payload: { email: 'tara@rushes.test' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(204);
    const resetToken = async () =>
      (await world.bff.mails())
        .find((mail) => mail.to.includes('tara@rushes.test'))
        ?.text.match(/reset-password\/([\w-]+)/)?.[1];
    await expect.poll(resetToken, { timeout: 20_000 }).toBeDefined();
    const token = await resetToken();
    const changed = await world.bff.app.inject({
      method: 'POST',
      url: `/v2/reset-password/${token}`,
      payload: { password: 'a new one' },
      remoteAddress: freshIp(),
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await login(world.bff.app, 'tara@rushes.test', 'a new one', freshIp())).statusCode,
    ).toBe(200);
  });

  describe('share-link passwords', () => {
    const password = 'open sesame';
    let link: { id: string; token: string };
    beforeAll(async () => {
      const { bff, admin: owner, folders, projectId } = world;
      link = await openLink(
        bff,
        owner,
        { projectId, name: 'For the client', folderIds: [folders.day1] },
        { hasPassword: true, password },
      );
    });
    const guess = (ip: string, typed = 'guess') =>
      visit(world.bff, { token: link.token, password: typed }, ip);

    it("make a stranger wait 30 s after 10 wrong, doubling; the link's recipients still get in", async () => {
      const stranger = freshIp();
      const statuses = await statusesOf(Array.from({ length: 11 }, () => () => guess(stranger)));
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      expect(retryAfter(await guess(stranger, password))).toBe(30);
      expect((await guess(freshIp(), password)).statusCode).toBe(200);
      await earlier(31);
      expect((await guess(stranger)).statusCode).toBe(401);
      expect(retryAfter(await guess(stranger))).toBe(60);
    });

    it('slow guesses spread over many addresses, spare those who opened the link, refuse all at 100 until a new password', async () => {
      const recipient = freshIp();
      expect((await guess(recipient, password)).statusCode).toBe(200);
      await spreadGuesses(RUN_BACKOFF.free, guess);
      const slowed = await guess(freshIp());
      expect([slowed.statusCode, retryAfter(slowed)]).toEqual([429, 60]);
      expect((await guess(recipient, password)).statusCode).toBe(200);
      await spreadGuesses(RUN_REFUSED_AT, guess);
      await earlier(24 * 3600);
      const refused = await guess(recipient, password);
      expect([refused.statusCode, retryAfter(refused)]).toEqual([429, null]);
      const update = `mutation ($input: UpdateLinkInput!) { updateLink(input: $input) { link { id } } }`;
      const changed = await world.bff.gql(world.admin, update, {
        input: { id: link.id, hasPassword: true, password: 'a new secret' },
      });
      expect(changed.errors).toBeUndefined();
      expect((await guess(freshIp(), 'a new secret')).statusCode).toBe(200);
    });
  });
});
