import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { admin, firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { bootstrapAdmin, createFirstSuperuser } from './first-superuser.bootstrap.ts';
import { findUserForLogin } from './user.queries.ts';

const currentUser =
  '{ currentUser { id name email isSuperuser hasEditableProjects canManageWorkspaces } }';
const people = 'query ($q: String!) { people(query: $q) { name email } }';

describe('users and the first superuser', () => {
  let bff: TestBff;
  let token: string;

  beforeAll(async () => {
    bff = await startTestBff();
    await bff.addUser('Mia Manager', 'mia@rushes.test');
    await bff.addUser('Otto Other', 'otto@elsewhere.test');
    token = bff.adminToken;
  });
  afterAll(() => bff?.close());

  it('creates the first superuser from the admin settings, who can sign in', async () => {
    const answer = await bff.gql(token, currentUser);
    expect(answer.data?.currentUser).toMatchObject({
      name: 'Admin',
      email: admin.email,
      isSuperuser: true,
      hasEditableProjects: true,
      canManageWorkspaces: true,
    });
  });

  it('finds a user for login by e-mail whatever its case', async () => {
    const user = await findUserForLogin(bff.services.db, ' ADMIN@Rushes.test ');
    expect(user).toMatchObject({ email: admin.email, isSuperuser: true });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await findUserForLogin(bff.services.db, 'nobody@rushes.test')).toBeUndefined();
  });

  it('creates nothing more on later starts or when two BFFs bootstrap together', async () => {
    const config = { adminEmail: admin.email, adminPassword: admin.password };
    const results = await Promise.all([
      bootstrapAdmin(bff.services, config),
      createFirstSuperuser(bff.services, { ...admin, name: 'Admin' }),
      createFirstSuperuser(bff.services, { ...admin, name: 'Admin' }),
    ]);
    expect(results[0]).toBe('exists');
    expect(results[1]).toEqual(results[2]);
    const users = await bff.services.db.selectFrom('appUser').select('email').execute();
    expect(users.filter((user) => user.email === admin.email)).toHaveLength(1);
    const workspaces = await bff.services.db.selectFrom('workspace').select('name').execute();
    expect(workspaces).toEqual([{ name: 'Default' }]);
  });

  it('refuses a second first superuser with another e-mail', async () => {
    const second = createFirstSuperuser(bff.services, {
      name: 'Eve',
      email: 'eve@rushes.test',
      password: 'secret-2',
    });
    await expect(second).rejects.toMatchObject({ code: 'NAME_CONFLICT' });
    await expect(second).rejects.toBeInstanceOf(AppError);
  });

  it('checks the first superuser like any user, with the spec messages', async () => {
    const invalid = createFirstSuperuser(bff.services, {
      name: 'Eve',
      email: 'eve@x',
      password: 'secret',
    });
    await expect(invalid).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'email', rule: 'format' },
    });
    const short = createFirstSuperuser(bff.services, {
      name: 'Eve',
      email: 'eve@x.io',
      password: '123',
    });
    await expect(short).rejects.toMatchObject({
      data: { field: 'password' },
    });
  });

  it('searches people by name or e-mail from 2 characters, for superusers', async () => {
    const byName = await bff.gql(token, people, { q: 'mia' });
    expect(byName.data?.people).toEqual([{ name: 'Mia Manager', email: 'mia@rushes.test' }]);
    const byEmail = await bff.gql(token, people, { q: 'ELSEWHERE' });
    expect(byEmail.data?.people).toEqual([{ name: 'Otto Other', email: 'otto@elsewhere.test' }]);
    expect((await bff.gql(token, people, { q: '%_' })).data?.people).toEqual([]);
    expect(firstError(await bff.gql(token, people, { q: 'm' })).code).toBe('VALIDATION_FAILED');
  });

  it('keeps people search and other users from those who may not pick people', async () => {
    const other = await bff.tokenFor(await bff.addUser('Pia', 'pia@rushes.test'));
    expect(firstError(await bff.gql(other, people, { q: 'mia' })).code).toBe('FORBIDDEN');
    const me = await bff.gql(other, currentUser);
    expect(me.data?.currentUser).toMatchObject({ name: 'Pia', hasEditableProjects: false });
    const adminId = (await bff.gql(token, currentUser)).data?.currentUser.id;
    const node = 'query ($id: ID!) { node(id: $id) { ... on User { name } } }';
    expect((await bff.gql(other, node, { id: adminId })).data?.node).toBeNull();
    expect((await bff.gql(token, node, { id: adminId })).data?.node).toEqual({ name: 'Admin' });
  });
});
