import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login } from '../../test-app.fixture.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { totpCode } from './totp.ts';

const password = 'password-1';
const in30s = () => new Date(Date.now() + 30_000);

const addFactor = `mutation ($input: AddUserAuthFactorInput!) {
  addUserAuthFactor(input: $input) { factor { id type recipient isActive mustTrigger } secret qr }
}`;
const activate = `mutation ($input: ActivateAuthFactorInput!) {
  activateAuthFactor(input: $input) {
    factor { isActive } user { hasActiveFactors } recoveryCodes { code used }
  }
}`;
const trigger = `mutation ($input: TriggerAuthFactorInput!) {
  triggerAuthFactor(input: $input) { factor { triggeredAt } }
}`;
const me = '{ currentUser { id hasActiveFactors needsMfa } authFactors { id isActive } }';

describe('second factors', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({}, { RUSHES_LOGIN_RATE_LIMIT: '10000' });
  });
  afterAll(() => bff?.close());

  /** A new user, signed in with their password only; their token and global id. */
  async function member(email: string) {
    await bff.addUser(email.split('@')[0] ?? email, email);
    const { token } = (await login(bff.app, email, password)).json<{ token: string }>();
    const answer = await bff.gql(token, me);
    return { token, id: answer.data?.currentUser.id as string };
  }

  /** Adds an app and activates it with its current code: its secret and first recovery codes. */
  async function withApp(user: { token: string; id: string }) {
    const added = await bff.gql(user.token, addFactor, { input: { id: user.id, type: 'APP' } });
    const { factor, secret } = added.data?.addUserAuthFactor ?? {};
    const code = totpCode(secret, new Date());
    const activated = await bff.gql(user.token, activate, { input: { id: factor.id, code } });
    return { factorId: factor.id as string, secret: secret as string, activated };
  }

  const verify = (
    token: string,
    factorId: string,
    code: string,
    ip = freshIp(),
    browser = 'curl/8.5.0',
  ) =>
    bff.app.inject({
      method: 'POST',
      url: `/v2/verify/${encodeURIComponent(factorId)}`,
      headers: { authorization: `Bearer ${token}`, 'user-agent': browser },
      payload: { code },
      remoteAddress: ip,
    });

  it('an app set up in the account asks its code at the next sign-in, which then opens a session', async () => {
    const ada = await member('ada.factor@rushes.test');
    const added = await bff.gql(ada.token, addFactor, { input: { id: ada.id, type: 'APP' } });
    const { factor, secret, qr } = added.data?.addUserAuthFactor ?? {};
    expect(factor).toMatchObject({
      type: 'APP',
      isActive: false,
      mustTrigger: false,
      recipient: null,
    });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // not active yet: the password alone still signs in
    expect((await login(bff.app, 'ada.factor@rushes.test', password)).json()).toMatchObject({
      needsVerification: false,
    });
    const wrong = await bff.gql(ada.token, activate, { input: { id: factor.id, code: '000000' } });
    expect(firstError(wrong).code).toBe(
      totpCode(secret, new Date()) === '000000' ? undefined : 'INVALID_CODE',
    );
    const code = totpCode(secret, new Date());
    const activated = await bff.gql(ada.token, activate, { input: { id: factor.id, code } });
    expect(activated.data?.activateAuthFactor).toMatchObject({
      factor: { isActive: true },
      user: { hasActiveFactors: true },
    });
    const codes = activated.data?.activateAuthFactor.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes.map((c: { code: string }) => c.code)).size).toBe(10);

    const signIn = await login(bff.app, 'ada.factor@rushes.test', password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.cookies.find((c) => c.name === 'rushes_refresh')).toBeUndefined();
    const { token: pending, needsVerification } = signIn.json();
    expect(needsVerification).toBe(true);
    // the verification token opens nothing but the second step
    expect(firstError(await bff.gql(pending, me)).code).toBe('UNAUTHENTICATED');
    const listed = await bff.app.inject({
      method: 'GET',
      url: '/v2/factors',
      headers: { authorization: `Bearer ${pending}` },
    });
    expect(listed.json()).toEqual({
      factors: [
        {
          id: factor.id,
          type: 'App',
          recipient: null,
          isActive: true,
          mustTrigger: false,
          triggeredAt: null,
        },
      ],
      recoveryCodesLeft: 10,
    });
    // a user's own token is no verification token
    const notPending = await bff.app.inject({
      method: 'GET',
      url: '/v2/factors',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(notPending.statusCode).toBe(401);

    // the activation's code was spent: it cannot sign in again
    expect((await verify(pending, factor.id, code)).json()).toMatchObject({ code: 'INVALID_CODE' });
    const next = totpCode(secret, in30s());
    const verified = await verify(pending, factor.id, next);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ needsVerification: false });
    expect(verified.cookies.find((c) => c.name === 'rushes_refresh')).toBeDefined();
    const session = verified.json<{ token: string }>().token;
    expect((await bff.gql(session, me)).data?.currentUser.hasActiveFactors).toBe(true);
    // and no code works twice
    expect((await verify(pending, factor.id, next)).statusCode).toBe(400);
  });

  it('a recovery code signs in once in place of the factor', async () => {
    const eve = await member('eve.factor@rushes.test');
    const { factorId, activated } = await withApp(eve);
    const [first] = activated.data?.activateAuthFactor.recoveryCodes ?? [];
    const pending = (await login(bff.app, 'eve.factor@rushes.test', password)).json().token;
    // typed as people type it: capitals, no hyphen
    const typed = first.code.replace('-', '').toUpperCase();
    expect((await verify(pending, 'recovery', typed)).statusCode).toBe(200);
    expect((await verify(pending, 'recovery', first.code)).json()).toMatchObject({
      code: 'INVALID_CODE',
    });
    const listed = await bff.app.inject({
      method: 'GET',
      url: '/v2/factors',
      headers: { authorization: `Bearer ${pending}` },
    });
    expect(listed.json().recoveryCodesLeft).toBe(9);
    const codes = await bff.gql(eve.token, '{ recoveryCodes { code used } }');
    expect(codes.data?.recoveryCodes[0]).toEqual({ code: first.code, used: true });
    // new codes replace the old: the old no longer sign in
    const fresh = await bff.gql(
      eve.token,
      'mutation { generateRecoveryCodes(input: {}) { recoveryCodes { code used } } }',
    );
    expect(fresh.data?.generateRecoveryCodes.recoveryCodes).toHaveLength(10);
    const second = activated.data?.activateAuthFactor.recoveryCodes[1].code;
    expect((await verify(pending, 'recovery', second)).statusCode).toBe(400);
    // removing the last factor ends the second step, and takes the codes with it
    const removed = await bff.gql(
      eve.token,
      'mutation ($input: RemoveAuthFactorInput!) { removeAuthFactor(input: $input) { user { hasActiveFactors } } }',
      { input: { id: factorId } },
    );
    expect(removed.data?.removeAuthFactor.user.hasActiveFactors).toBe(false);
    expect((await bff.gql(eve.token, '{ recoveryCodes { code } }')).data?.recoveryCodes).toEqual(
      [],
    );
    expect(
      (await login(bff.app, 'eve.factor@rushes.test', password)).json().needsVerification,
    ).toBe(false);
  });

  it('a text message factor is activated and verified with the code sent to the phone', async () => {
    const sam = await member('sam.factor@rushes.test');
    const bad = await bff.gql(sam.token, addFactor, {
      input: { id: sam.id, type: 'SMS', phone: '12' },
    });
    expect(firstError(bad)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'phone', rule: 'phone' },
    });
    const added = await bff.gql(sam.token, addFactor, {
      input: { id: sam.id, type: 'SMS', phone: '+44 7700 900123' },
    });
    const { factor, secret } = added.data?.addUserAuthFactor ?? {};
    expect(secret).toBeNull();
    expect(factor).toMatchObject({ type: 'SMS', mustTrigger: true });
    expect(factor.recipient).toContain('0123');
    expect(factor.recipient).not.toContain('7700');
    const sent = await bff.gql(sam.token, trigger, { input: { id: factor.id } });
    expect(sent.data?.triggerAuthFactor.factor.triggeredAt).toEqual(expect.any(String));
    // a second message within 30 s waits
    expect(firstError(await bff.gql(sam.token, trigger, { input: { id: factor.id } })).code).toBe(
      'RATE_LIMITED',
    );
    const codeOf = async () => {
      const texts = (await bff.texts()).filter((text) => text.to === '+447700900123');
      return texts.at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
    };
    const code = await codeOf();
    const activated = await bff.gql(sam.token, activate, { input: { id: factor.id, code } });
    expect(activated.data?.activateAuthFactor.factor.isActive).toBe(true);

    const pending = (await login(bff.app, 'sam.factor@rushes.test', password)).json().token;
    // the activation's code is spent
    expect((await verify(pending, factor.id, code)).statusCode).toBe(400);
    await bff.services.db
      .updateTable('smsCode')
      .set({ sentAt: new Date(0) })
      .execute();
    const triggered = await bff.app.inject({
      method: 'POST',
      url: `/v2/trigger-factor/${encodeURIComponent(factor.id)}`,
      headers: { authorization: `Bearer ${pending}` },
    });
    expect(triggered.statusCode).toBe(200);
    expect((await verify(pending, factor.id, await codeOf())).statusCode).toBe(200);
  });

  it('refuses an expired text message code and an expired second step, and shows wrong codes to the user', async () => {
    const kim = await member('kim.factor@rushes.test');
    const { factorId, secret } = await withApp(kim);
    const sms = await bff.gql(kim.token, addFactor, {
      input: { id: kim.id, type: 'SMS', phone: '+44 7700 900456' },
    });
    const smsId = sms.data?.addUserAuthFactor.factor.id;
    await bff.gql(kim.token, trigger, { input: { id: smsId } });
    const texts = (await bff.texts()).filter((text) => text.to === '+447700900456');
    const code = texts.at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
    await bff.services.db
      .updateTable('smsCode')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    const late = await bff.gql(kim.token, activate, { input: { id: smsId, code } });
    expect(firstError(late).code).toBe('INVALID_CODE');

    // a second step whose 10 minutes are over opens nothing
    const userId = (await bff.app.sessions.authenticate(kim.token))?.viewer.userId ?? '';
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    const stale = await bff.app.verifications.sign(
      { subject: userId, sessionId: 'password' },
      elevenMinutesAgo,
    );
    const refused = await verify(
      stale.token,
      factorId,
      totpCode(secret, in30s()),
      freshIp(),
      'Firefox/140.0',
    );
    expect(refused.statusCode).toBe(401);

    const pending = (await login(bff.app, 'kim.factor@rushes.test', password)).json().token;
    expect((await verify(pending, factorId, '999999', freshIp(), 'Firefox/140.0')).statusCode).toBe(
      400,
    );
    await expect
      .poll(
        async () =>
          (await bff.gql(kim.token, '{ recentSignIns { outcome device } }')).data?.recentSignIns[0],
      )
      .toEqual({ outcome: 'CODE', device: 'Firefox/140.0' });
  });

  it('refuses another user’s factor as if it did not exist', async () => {
    const owner = await member('owner.factor@rushes.test');
    const other = await member('other.factor@rushes.test');
    const { factorId } = await withApp(owner);
    const asOther = await bff.gql(other.token, activate, {
      input: { id: factorId, code: '123456' },
    });
    expect(firstError(asOther).code).toBe('NOT_FOUND');
    const added = await bff.gql(other.token, addFactor, { input: { id: owner.id, type: 'APP' } });
    expect(firstError(added).code).toBe('FORBIDDEN');
    // a superuser may remove it (a lost phone), never read it
    const removed = await bff.gql(
      bff.adminToken,
      'mutation ($input: RemoveAuthFactorInput!) { removeAuthFactor(input: $input) { removedId } }',
      { input: { id: factorId } },
    );
    expect(removed.data?.removeAuthFactor.removedId).toBe(factorId);
  });

  it('evaluates 5 of 1,000 guessed codes and refuses the rest unevaluated', async () => {
    const bea = await member('bea.factor@rushes.test');
    const { factorId, secret } = await withApp(bea);
    const pending = (await login(bff.app, 'bea.factor@rushes.test', password)).json().token;
    const right = totpCode(secret, in30s());
    const started = Date.now();
    const statuses = new Map<number, number>();
    for (let guess = 0; guess < 1000; guess++) {
      const code = String(guess).padStart(6, '0');
      if (code === right) continue;
      const status = (await verify(pending, factorId, code)).statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (statuses.get(400) === 5 && !statuses.has(429)) {
        // the right code waits too: no guess is evaluated while the user must wait
        const refused = await verify(pending, factorId, right);
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      }
    }
    // 5 at once; then one each time the wait (30 s, 1, 2, 4… min) has passed since the last
    const seconds = (Date.now() - started) / 1000;
    let waited = 0;
    let allowed = 5;
    for (let wait = 30; waited + wait <= seconds; wait *= 2) {
      waited += wait;
      allowed += 1;
    }
    const evaluated = statuses.get(400) ?? 0;
    expect(evaluated).toBeGreaterThanOrEqual(5);
    expect(evaluated).toBeLessThanOrEqual(allowed);
    expect(evaluated + (statuses.get(429) ?? 0)).toBe(1000 - (Number(right) < 1000 ? 1 : 0));
    console.log(`verification brute force: ${evaluated} of 1,000 codes evaluated in ${seconds} s`);
  }, 240_000);
});
