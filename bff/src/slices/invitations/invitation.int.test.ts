import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { freshIp, login } from '../../test-app.fixture.ts';
import {
  type AccessWorld,
  nowhere,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { created invited user { id name email hasJoined } } }`;
const reinvite = `mutation ($input: ReinviteInput!) {
  reinvite(input: $input) { user { id hasJoined } } }`;
const folderQuery = `query ($id: ID!) {
  node(id: $id) { ... on Folder { name allowedTo { edit } } } }`;

let world: AccessWorld;
beforeAll(async () => {
  world = await startAccessWorld();
});
afterAll(async () => {
  await world?.bff.close();
});

const rest = (method: 'GET' | 'POST', token: string, payload?: object) =>
  world.bff.app.inject({ method, url: `/v2/invite/${token}`, payload, remoteAddress: freshIp() });

/** The mails sent to `to` so far, newest last. */
const mailsTo = async (to: string) => (await world.bff.mails()).filter((mail) => mail.to === to);

/** The token of the newest invitation mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mail = (await mailsTo(to)).at(-1);
  const token = mail?.text.match(/\/invite\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${to}`);
  return token;
}

const invite = (token: string, input: Record<string, unknown>) =>
  world.bff.gql(token, inviteUser, {
    input: { projectId: world.projectId, roleId: 'viewer', ...input },
  });

describe('inviting a new person', () => {
  it('creates them (user.invited by the inviter), gives them the folder and mails a link', async () => {
    const input = { email: 'nora@outside.test', name: 'Nora New', folderId: world.folders.day1 };
    const answer = await invite(world.admin, input);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.inviteUser).toMatchObject({
      created: true,
      invited: true,
      user: { name: 'Nora New', email: 'nora@outside.test', hasJoined: false },
    });
    const userId = fromGlobalId(answer.data?.inviteUser.user.id, { type: 'User' }).id;
    const { commits } = await world.bff.services.store.readStream(`user.${userId}`);
    expect(commits).toHaveLength(1);
    expect(commits[0]?.events).toEqual([
      {
        type: 'user.invited',
        version: 1,
        data: { id: userId, email: 'nora@outside.test', name: 'Nora New' },
      },
    ]);
    const adminId = (
      await world.bff.services.db
        .selectFrom('appUser')
        .select(['id'])
        .where('isSuperuser', '=', true)
        .executeTakeFirstOrThrow()
    ).id;
    expect(commits[0]?.meta.actor).toEqual({ kind: 'user', id: adminId });

    const [mail] = await mailsTo('nora@outside.test');
    expect(mail?.subject).toBe('You are invited to Rushes');
    expect(mail?.text).toContain('Admin invited you');
    expect(mail?.text).toContain('"Feature"');
    expect(mail?.html).toMatch(/href="http:\/\/[^"]+\/invite\/[\w-]{43}"/);
  });

  it('cannot sign in before accepting: no password yet', async () => {
    expect((await login(world.bff.app, 'nora@outside.test', 'anything')).statusCode).toBe(401);
  });

  it('shows the link name and e-mail, refuses a bad answer and keeps the link open', async () => {
    const token = await mailedToken('nora@outside.test');
    const read = await rest('GET', token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ name: 'Nora New', email: 'nora@outside.test', setup: false });

    const noName = await rest('POST', token, { name: ' ', password: 'secret-1' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { field: 'name' } });
    const short = await rest('POST', token, { name: 'Nora', password: '12345' });
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'password', rule: 'minLength' },
    });
    const wrongType = await rest('POST', token, { name: 'Nora', password: 123456 });
    expect(wrongType.statusCode).toBe(400);
    expect((await rest('GET', token)).statusCode).toBe(200);
  });

  it('joins them (user.joined, acted by them), signs them in, and works once', async () => {
    const token = await mailedToken('nora@outside.test');
    const accepted = await rest('POST', token, { name: 'Nora N.', password: 'secret-1' });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<{ token: string }>().token;
    const me = await world.bff.gql(session, '{ currentUser { id name hasJoined } }');
    expect(me.data?.currentUser).toMatchObject({ name: 'Nora N.', hasJoined: true });
    const userId = fromGlobalId(me.data?.currentUser.id, { type: 'User' }).id;
    const { commits } = await world.bff.services.store.readStream(`user.${userId}`);
    expect(commits.at(-1)?.meta.actor).toEqual({ kind: 'user', id: userId });
    expect(commits.at(-1)?.events[0]).toMatchObject({ type: 'user.joined' });

    // the folder she was given, to view only; the sibling is out of reach
    const day1 = await world.bff.gql(session, folderQuery, { id: world.folders.day1 });
    expect(day1.data?.node).toEqual({ name: 'Day 1', allowedTo: { edit: false } });
    const day2 = await world.bff.gql(session, folderQuery, { id: world.folders.day2 });
    expect(firstError(day2).code ?? day2.data?.node).toBeFalsy();

    expect((await login(world.bff.app, 'nora@outside.test', 'secret-1')).statusCode).toBe(200);
    for (const again of [
      await rest('GET', token),
      await rest('POST', token, { name: 'X', password: 'secret-2' }),
    ]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'LINK_INVALID' });
    }
  });

  it('reinviting someone who joined is STATE_CONFLICT, and mails nothing', async () => {
    const nora = await world.bff.services.db
      .selectFrom('appUser')
      .select('id')
      .where('email', '=', 'nora@outside.test')
      .executeTakeFirstOrThrow();
    const before = (await mailsTo('nora@outside.test')).length;
    const { answer, appended } = await world.appended(() =>
      world.bff.gql(world.admin, reinvite, { input: { userId: toGlobalId('User', nora.id) } }),
    );
    expect(firstError(answer)).toMatchObject({ code: 'STATE_CONFLICT' });
    expect(appended).toBe(false);
    expect(await mailsTo('nora@outside.test')).toHaveLength(before);
  });
});

describe('who may invite', () => {
  it("a project's manager invites an existing user: assigned, not created, no mail", async () => {
    const answer = await invite(world.tokens.mia, {
      email: 'EDDIE@rushes.test',
      name: 'Eddie',
      roleId: 'editor',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.inviteUser).toMatchObject({
      created: false,
      invited: false,
      user: { name: 'Eddie Editor', hasJoined: true },
    });
    expect(await mailsTo('eddie@rushes.test')).toHaveLength(0);
    const day2 = await world.bff.gql(world.tokens.eddie, folderQuery, { id: world.folders.day2 });
    expect(day2.data?.node).toEqual({ name: 'Day 2', allowedTo: { edit: true } });
  });

  it('a viewer of the project may not (FORBIDDEN), an outsider does not find it; no event', async () => {
    await world.bff.gql(world.admin, saveProjectUser, {
      input: { projectId: world.projectId, userId: world.users.vic, roleId: 'viewer' },
    });
    const input = { email: 'guest@outside.test', name: 'Guest' };
    const viewer = await world.appended(() => invite(world.tokens.vic, input));
    expect(firstError(viewer.answer).code).toBe('FORBIDDEN');
    expect(viewer.appended).toBe(false);
    const outsider = await world.appended(() => invite(world.tokens.otto, input));
    expect(firstError(outsider.answer).code).toBe('NOT_FOUND');
    expect(outsider.appended).toBe(false);
    expect(await mailsTo('guest@outside.test')).toHaveLength(0);
  });
});

describe('an address already in use', () => {
  it("of a member or the workspace's admin is NAME_CONFLICT on the e-mail: no event, no mail", async () => {
    for (const email of ['Eddie@rushes.test', 'wanda@rushes.test']) {
      const input = { email, name: 'Again', folderId: world.folders.day1 };
      const { answer, appended } = await world.appended(() => invite(world.tokens.mia, input));
      expect(firstError(answer)).toMatchObject({
        code: 'NAME_CONFLICT',
        data: { field: 'email', entity: 'projectUser' },
      });
      expect(appended).toBe(false);
      expect(await mailsTo(email.toLowerCase())).toHaveLength(0);
    }
  });

  it('of someone outside the project assigns them to the folder (created: false)', async () => {
    await world.bff.addUser('Olga Outside', 'olga@outside.test');
    const input = { email: 'olga@outside.test', name: 'Olga', folderId: world.folders.day2 };
    const answer = await invite(world.tokens.mia, input);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.inviteUser).toMatchObject({
      created: false,
      invited: false,
      user: { name: 'Olga Outside' },
    });
    expect(firstError(await invite(world.tokens.mia, input)).code).toBe('NAME_CONFLICT');
  });
});

describe('bad invitations', () => {
  const cases: [string, Record<string, unknown>, string, object?][] = [
    ['a malformed e-mail', { email: 'guest@outside' }, 'VALIDATION_FAILED', { field: 'email' }],
    ['an empty name', { name: '  ' }, 'VALIDATION_FAILED', { field: 'name', rule: 'required' }],
    ['the Admin role', { roleId: 'admin' }, 'VALIDATION_FAILED', { field: 'role' }],
    ['a folder nobody has', { folderId: toGlobalId('Folder', nowhere) }, 'NOT_FOUND'],
    ['a folder id of another type', { folderId: toGlobalId('User', nowhere) }, 'NOT_FOUND'],
  ];
  it.each(cases)('%s answers a typed error and appends nothing', async (_, bad, code, data) => {
    const input = { email: 'guest@outside.test', name: 'Guest', ...bad };
    const { answer, appended } = await world.appended(() => invite(world.admin, input));
    expect(firstError(answer).code).toBe(code);
    if (data) expect(firstError(answer).data).toMatchObject(data);
    expect(appended).toBe(false);
  });

  it('a missing field is VALIDATION_FAILED', async () => {
    const answer = await world.bff.gql(world.admin, inviteUser, {
      input: { projectId: world.projectId, roleId: 'viewer', name: 'Guest' },
    });
    expect(firstError(answer).code).toBe('VALIDATION_FAILED');
  });
});

describe('reinvitations and expiry', () => {
  it('a reinvitation mails a new link and the older one stops working', async () => {
    const input = { email: 'late@outside.test', name: 'Late Larry', folderId: world.folders.day2 };
    const answer = await invite(world.tokens.wanda, input);
    expect(answer.data?.inviteUser).toMatchObject({ created: true, invited: true });
    const first = await mailedToken('late@outside.test');
    const userId = answer.data?.inviteUser.user.id;
    const again = await world.bff.gql(world.tokens.mia, reinvite, {
      input: { userId, projectId: world.projectId },
    });
    expect(again.errors).toBeUndefined();
    const second = await mailedToken('late@outside.test');
    expect(second).not.toBe(first);
    expect((await rest('GET', first)).json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await rest('GET', second)).statusCode).toBe(200);
  });

  it('without a project only superusers and workspace admins reinvite', async () => {
    const userId = (await invite(world.admin, { email: 'pat@outside.test', name: 'Pat' })).data
      ?.inviteUser.user.id;
    const mia = await world.bff.gql(world.tokens.mia, reinvite, { input: { userId } });
    expect(firstError(mia).code).toBe('FORBIDDEN');
    const outsider = await world.bff.gql(world.tokens.otto, reinvite, {
      input: { userId, projectId: world.projectId },
    });
    expect(firstError(outsider).code).toBe('NOT_FOUND');
    const wanda = await world.bff.gql(world.tokens.wanda, reinvite, { input: { userId } });
    expect(wanda.data?.reinvite.user.hasJoined).toBe(false);
  });

  it('an expired link is LINK_INVALID', async () => {
    const token = await mailedToken('late@outside.test');
    await sql`UPDATE invite_token SET expires_at = now() - interval '1 second'`.execute(
      world.bff.services.db,
    );
    for (const answer of [
      await rest('GET', token),
      await rest('POST', token, { name: 'Larry', password: 'secret-1' }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'LINK_INVALID' });
    }
    expect((await login(world.bff.app, 'late@outside.test', 'secret-1')).statusCode).toBe(401);
  });
});
