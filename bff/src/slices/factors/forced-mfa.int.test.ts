import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test-app.fixture.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { totpCode } from './totp.ts';

const projects = '{ projects { edges { node { id } } } }';
const account = `{
  currentUser { id name needsMfa hasActiveFactors settings { autoPlay } projectSettings { project { id name } } }
  authFactors { id }
  sessions { id }
}`;

describe('a second factor required of everyone', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff(
      {},
      { RUSHES_REQUIRE_MFA: 'everyone', RUSHES_EXTERNAL_DOMAINS: 'studio.test' },
    );
  });
  afterAll(() => bff?.close());

  it('leaves a user without one their account only, until they set one up', async () => {
    await bff.addUser('Nia New', 'nia@rushes.test');
    const { token } = (await login(bff.app, 'nia@rushes.test', 'password-1')).json();
    const mine = await bff.gql(token, account);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.currentUser).toMatchObject({ needsMfa: true, hasActiveFactors: false });

    const seq = await bff.services.store.headSeq();
    expect(firstError(await bff.gql(token, projects))).toEqual({
      code: 'MFA_REQUIRED',
      data: { field: 'Query.projects' },
    });
    // nor through the account's own fields: a project's name, nothing inside it
    const deeper = await bff.gql(
      token,
      '{ currentUser { projectSettings { project { rootFolder { id } } } } }',
    );
    expect(firstError(deeper)).toEqual({
      code: 'MFA_REQUIRED',
      data: { field: 'Project.rootFolder' },
    });
    const spread = await bff.gql(token, '{ ...F } fragment F on Query { workspaces { id } }');
    expect(firstError(spread).code).toBe('MFA_REQUIRED');
    const created = await bff.gql(
      token,
      'mutation { createWorkspace(input: { name: "Sneaky" }) { workspace { id } } }',
    );
    expect(firstError(created).code).toBe('MFA_REQUIRED');
    expect(await bff.services.store.headSeq()).toBe(seq);

    const userId = mine.data?.currentUser.id;
    const added = await bff.gql(
      token,
      'mutation ($input: AddUserAuthFactorInput!) { addUserAuthFactor(input: $input) { factor { id } secret } }',
      { input: { id: userId, type: 'APP' } },
    );
    const { factor, secret } = added.data?.addUserAuthFactor ?? {};
    const activated = await bff.gql(
      token,
      'mutation ($input: ActivateAuthFactorInput!) { activateAuthFactor(input: $input) { user { hasActiveFactors } } }',
      { input: { id: factor.id, code: totpCode(secret, new Date()) } },
    );
    expect(activated.data?.activateAuthFactor.user.hasActiveFactors).toBe(true);
    expect((await bff.gql(token, projects)).errors).toBeUndefined();
  });

  it('never asks it of an external user, whose identity provider signs them in', async () => {
    await bff.addUser('Eve External', 'eve@studio.test');
    const { token } = (await login(bff.app, 'eve@studio.test', 'password-1')).json();
    const answer = await bff.gql(token, `${projects.slice(0, -1)} currentUser { needsMfa } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.currentUser.needsMfa).toBe(false);
  });
});

describe('a second factor required of superusers', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({}, { RUSHES_REQUIRE_MFA: 'superusers' });
  });
  afterAll(() => bff?.close());

  it('stops the superuser without one, not the others', async () => {
    expect(firstError(await bff.gql(bff.adminToken, projects)).code).toBe('MFA_REQUIRED');
    await bff.addUser('Oli Other', 'oli@rushes.test');
    const { token } = (await login(bff.app, 'oli@rushes.test', 'password-1')).json();
    const answer = await bff.gql(token, `${projects.slice(0, -1)} currentUser { needsMfa } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.currentUser.needsMfa).toBe(false);
  });
});
