import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { login } from '../../test-app.fixture.ts';
import {
  type AccessWorld,
  nowhere,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError, type GraphQLAnswer } from '../test-bff.fixture.ts';

const updateUser = `mutation ($input: UpdateUserInput!) {
  updateUser(input: $input) { user { name email } } }`;
const updateUserSettings = `mutation ($input: UpdateUserSettingsInput!) {
  updateUserSettings(input: $input) { user { settings { autoPlay prefersUploadV2 } } } }`;
const updateUserProjectSettings = `mutation ($input: UpdateUserProjectSettingsInput!) {
  updateUserProjectSettings(input: $input) {
    projectSettings { project { name } receiveFolderContentNotifications receiveCommentNotifications }
  } }`;
const me = `{ currentUser { name email isExternal settings { autoPlay prefersUploadV2 }
  projectSettings { project { name } receiveFolderContentNotifications receiveCommentNotifications } } }`;

/** The refusal's code and data, and that the log did not grow. */
const refused = ({ answer, appended }: { answer: GraphQLAnswer; appended: boolean }) => ({
  ...firstError(answer),
  appended,
});

describe('the account area', () => {
  let world: AccessWorld;
  let vic: string;

  beforeAll(async () => {
    world = await startAccessWorld();
    vic = world.users.vic;
    await world.bff.gql(world.admin, saveProjectUser, {
      input: { projectId: world.projectId, userId: vic, roleId: 'viewer' },
    });
  });
  afterAll(() => world?.bff.close());

  const as = (token: string, query: string, input: Record<string, unknown>) =>
    world.appended(() => world.bff.gql(token, query, { input }));

  describe('updateUser', () => {
    it('changes the name and e-mail; the old address is free again, a taken one is NAME_CONFLICT', async () => {
      const { answer, appended } = await as(world.tokens.vic, updateUser, {
        id: vic,
        name: ' Victoria Viewer ',
        email: 'victoria@rushes.test',
      });
      expect(answer.data?.updateUser.user).toEqual({
        name: 'Victoria Viewer',
        email: 'victoria@rushes.test',
      });
      expect(appended).toBe(true);
      const again = await as(world.tokens.vic, updateUser, {
        id: vic,
        name: 'Victoria Viewer',
        email: 'victoria@rushes.test',
      });
      expect(again.appended).toBe(false);
      const taken = await as(world.tokens.vic, updateUser, {
        id: vic,
        name: 'Victoria Viewer',
        email: 'MIA@rushes.test',
      });
      expect(refused(taken)).toEqual({
        code: 'NAME_CONFLICT',
        data: { field: 'email', entity: 'user' },
        appended: false,
      });
      await expect(world.bff.addUser('New Vic', 'vic@rushes.test')).resolves.toBeDefined();
      const signIn = await login(world.bff.app, 'victoria@rushes.test', 'password-1');
      expect(signIn.statusCode).toBe(200);
    });

    it('refuses bad input with a code and appends nothing', async () => {
      const cases: [Record<string, unknown>, string, Record<string, unknown> | undefined][] = [
        [
          { id: vic, name: '  ', email: 'v@rushes.test' },
          'VALIDATION_FAILED',
          { field: 'name', rule: 'required' },
        ],
        [
          { id: vic, name: 'Vic', email: '' },
          'VALIDATION_FAILED',
          { field: 'email', rule: 'required' },
        ],
        [
          { id: vic, name: 'Vic', email: 'vic@x' },
          'VALIDATION_FAILED',
          { field: 'email', rule: 'format' },
        ],
        [
          { id: vic, name: 'Vic', email: 'victoria@rushes.test', password: '123' },
          'VALIDATION_FAILED',
          { field: 'password', rule: 'minLength' },
        ],
        [{ id: 'nonsense', name: 'Vic', email: 'v@rushes.test' }, 'VALIDATION_FAILED', undefined],
        [{ id: vic, name: 'Vic' }, 'VALIDATION_FAILED', undefined],
        [{ id: vic, name: 42, email: 'v@rushes.test' }, 'VALIDATION_FAILED', undefined],
        [
          { id: toGlobalId('User', nowhere), name: 'Vic', email: 'v@rushes.test' },
          'NOT_FOUND',
          undefined,
        ],
      ];
      for (const [input, code, data] of cases) {
        const outcome = refused(await as(world.tokens.vic, updateUser, input));
        expect(outcome.code, JSON.stringify(input)).toBe(code);
        if (data) expect(outcome.data).toMatchObject(data);
        expect(outcome.appended).toBe(false);
      }
    });

    it('is refused for another user: NOT_FOUND out of reach, FORBIDDEN to a workspace admin', async () => {
      const input = { id: world.users.eddie, name: 'Ed', email: 'ed@rushes.test' };
      expect(refused(await as(world.tokens.vic, updateUser, input))).toMatchObject({
        code: 'NOT_FOUND',
        appended: false,
      });
      // Eddie shares no workspace with Wanda; Mia manages a project of Wanda's workspace.
      expect(refused(await as(world.tokens.wanda, updateUser, input))).toMatchObject({
        code: 'NOT_FOUND',
        appended: false,
      });
      const mia = { id: world.users.mia, name: 'Mia', email: 'mia@rushes.test' };
      expect(refused(await as(world.tokens.wanda, updateUser, mia))).toMatchObject({
        code: 'FORBIDDEN',
        appended: false,
      });
      const bySuperuser = await as(world.admin, updateUser, input);
      expect(bySuperuser.answer.data?.updateUser.user).toEqual({
        name: 'Ed',
        email: 'ed@rushes.test',
      });
    });

    it('sets a new password, ending the user’s other sessions but the one that asked', async () => {
      const other = await world.bff.tokenFor({
        userId: idOf(world.users.otto),
        isSuperuser: false,
      });
      const otto = world.tokens.otto;
      const changed = await world.bff.gql(otto, updateUser, {
        input: {
          id: world.users.otto,
          name: 'Otto Other',
          email: 'otto@elsewhere.test',
          password: 'a-new-secret',
        },
      });
      expect(changed.errors).toBeUndefined();
      expect(firstError(await world.bff.gql(other, me)).code).toBe('UNAUTHENTICATED');
      expect((await world.bff.gql(otto, me)).data?.currentUser.name).toBe('Otto Other');
      const signIn = await login(world.bff.app, 'otto@elsewhere.test', 'a-new-secret');
      expect(signIn.statusCode).toBe(200);
    });

    it('refuses to change an external user’s name, e-mail or password', async () => {
      const config = world.bff.services.config as { externalEmailDomains: string };
      config.externalEmailDomains = 'elsewhere.test';
      try {
        const otto = world.tokens.otto;
        expect((await world.bff.gql(otto, me)).data?.currentUser.isExternal).toBe(true);
        const rename = { id: world.users.otto, name: 'Otto', email: 'otto@elsewhere.test' };
        expect(refused(await as(otto, updateUser, rename))).toMatchObject({
          code: 'FORBIDDEN',
          data: { reason: 'external' },
          appended: false,
        });
        const password = { ...rename, name: 'Otto Other', password: 'another-secret' };
        expect(refused(await as(otto, updateUser, password)).code).toBe('FORBIDDEN');
        const settings = { userId: world.users.otto, settings: { autoPlay: false } };
        expect((await as(otto, updateUserSettings, settings)).appended).toBe(true);
      } finally {
        config.externalEmailDomains = '';
      }
    });
  });

  describe('updateUserSettings', () => {
    it('starts with autoPlay on and V2 off, changes what is sent, and nothing twice', async () => {
      const before = await world.bff.gql(world.tokens.mia, me);
      expect(before.data?.currentUser.settings).toEqual({ autoPlay: true, prefersUploadV2: false });
      const input = { userId: world.users.mia, settings: { autoPlay: false } };
      const changed = await as(world.tokens.mia, updateUserSettings, input);
      expect(changed.answer.data?.updateUserSettings.user.settings).toEqual({
        autoPlay: false,
        prefersUploadV2: false,
      });
      expect(changed.appended).toBe(true);
      expect((await as(world.tokens.mia, updateUserSettings, input)).appended).toBe(false);
      const v2 = { userId: world.users.mia, settings: { prefersUploadV2: true } };
      const both = await as(world.tokens.mia, updateUserSettings, v2);
      expect(both.answer.data?.updateUserSettings.user.settings).toEqual({
        autoPlay: false,
        prefersUploadV2: true,
      });
    });

    it('is refused for others and for bad input, appending nothing', async () => {
      const input = { userId: world.users.mia, settings: { autoPlay: true } };
      expect(refused(await as(world.tokens.vic, updateUserSettings, input)).code).toBe('NOT_FOUND');
      expect(refused(await as(world.tokens.wanda, updateUserSettings, input)).code).toBe(
        'FORBIDDEN',
      );
      const wrongType = { userId: world.users.mia, settings: { autoPlay: 'yes' } };
      expect(refused(await as(world.tokens.mia, updateUserSettings, wrongType))).toMatchObject({
        code: 'VALIDATION_FAILED',
        appended: false,
      });
      const missing = { userId: world.users.mia };
      expect(refused(await as(world.tokens.mia, updateUserSettings, missing)).code).toBe(
        'VALIDATION_FAILED',
      );
    });
  });

  describe('updateUserProjectSettings', () => {
    const settings = {
      receiveFolderContentNotifications: false,
      receiveCommentNotifications: true,
    };

    it('lists the member’s projects and changes their notifications', async () => {
      const before = await world.bff.gql(world.tokens.vic, me);
      expect(before.data?.currentUser.projectSettings).toEqual([
        {
          project: { name: 'Feature' },
          receiveFolderContentNotifications: true,
          receiveCommentNotifications: true,
        },
      ]);
      const input = { userId: vic, projectId: world.projectId, ...settings };
      const changed = await as(world.tokens.vic, updateUserProjectSettings, input);
      expect(changed.answer.data?.updateUserProjectSettings.projectSettings).toEqual({
        project: { name: 'Feature' },
        ...settings,
      });
      expect(changed.appended).toBe(true);
      expect((await as(world.tokens.vic, updateUserProjectSettings, input)).appended).toBe(false);
    });

    it('is refused for a project the user is not in, for others and for bad input', async () => {
      const input = { userId: world.users.otto, projectId: world.projectId, ...settings };
      expect(refused(await as(world.tokens.otto, updateUserProjectSettings, input))).toMatchObject({
        code: 'NOT_FOUND',
        appended: false,
      });
      const vics = { userId: vic, projectId: world.projectId, ...settings };
      expect(refused(await as(world.tokens.otto, updateUserProjectSettings, vics)).code).toBe(
        'NOT_FOUND',
      );
      expect(refused(await as(world.tokens.wanda, updateUserProjectSettings, vics)).code).toBe(
        'FORBIDDEN',
      );
      const noProject = { userId: vic, projectId: toGlobalId('Project', nowhere), ...settings };
      expect(refused(await as(world.tokens.vic, updateUserProjectSettings, noProject)).code).toBe(
        'NOT_FOUND',
      );
      const { receiveCommentNotifications: _left, ...missing } = vics;
      expect(refused(await as(world.tokens.vic, updateUserProjectSettings, missing)).code).toBe(
        'VALIDATION_FAILED',
      );
    });
  });
});

function idOf(globalId: string): string {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':')[1] ?? '';
}
