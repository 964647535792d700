import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../test-app.fixture.ts';
import { type HostileWorld, startHostileWorld } from './hostile.fixture.ts';

let world: HostileWorld;

beforeAll(async () => {
  world = await startHostileWorld();
});

afterAll(async () => {
  await world?.close();
});

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id name } } }`;
const startUpload = `mutation ($input: StartUploadInput!) {
  startUpload(input: $input) { upload { id } } }`;
const createLink = `mutation ($input: CreateLinkInput!) { createLink(input: $input) { link { id } } }`;

/** The first error's code and data, and whether the log grew. */
async function outcome(query: string, variables: Record<string, unknown>) {
  const before = await world.headSeq();
  const response = await world.post({ query, variables });
  const answer = response.json<{ errors?: { extensions: { code: string; data: unknown } }[] }>();
  return {
    status: response.statusCode,
    code: answer.errors?.[0]?.extensions.code,
    data: answer.errors?.[0]?.extensions.data,
    appended: (await world.headSeq()) !== before,
  };
}

describe('hostile GraphQL input', () => {
  const folder = (name: unknown) => ({ input: { parentId: world.ids.folderId, name } });

  it('refuses a 900 KB name as too long, not as an internal error', async () => {
    expect(await outcome(createFolder, folder('x'.repeat(900_000)))).toEqual({
      status: 200,
      code: 'VALIDATION_FAILED',
      data: { field: 'name', rule: 'maxLength', max: 500 },
      appended: false,
    });
  });

  it('refuses NUL and other control characters, and lone surrogates', async () => {
    for (const name of ['Day\u00001', 'Day\u001b[31m', 'Day \ud83d', 'Day \udc00 1']) {
      expect(await outcome(createFolder, folder(name))).toEqual({
        status: 200,
        code: 'VALIDATION_FAILED',
        data: { field: 'name', rule: 'text' },
        appended: false,
      });
    }
    const literal = `mutation { createFolder(input: { parentId: "${world.ids.folderId}", name: "a\\u0000" }) { folder { id } } }`;
    expect(await outcome(literal, {})).toMatchObject({
      code: 'VALIDATION_FAILED',
      appended: false,
    });
  });

  it('takes names with emoji, accents, tabs and new lines', async () => {
    expect(await outcome(createFolder, folder('Día 1 🎬\tB-roll'))).toMatchObject({
      code: undefined,
      appended: true,
    });
  });

  it('refuses wrong-typed variables and bad scalars with a code', async () => {
    const wrong = [
      { input: { parentId: 42, name: 'x' } },
      { input: { parentId: world.ids.folderId, name: { nested: true } } },
      { input: { parentId: world.ids.folderId } },
      { input: [] },
      { input: 'text' },
    ];
    for (const variables of wrong) {
      expect(await outcome(createFolder, variables)).toMatchObject({
        code: 'VALIDATION_FAILED',
        appended: false,
      });
    }
    const link = { projectId: world.ids.projectId, name: 'L', expiresAt: 'tomorrow-ish' };
    expect(await outcome(createLink, { input: link })).toMatchObject({
      code: 'VALIDATION_FAILED',
      appended: false,
    });
  });

  it('refuses an id of another type', async () => {
    expect(
      await outcome(createFolder, { input: { parentId: world.ids.projectId, name: 'x' } }),
    ).toMatchObject({ code: 'NOT_FOUND', appended: false });
  });

  it('refuses an upload named with a NUL and leaves nothing in storage', async () => {
    const input = {
      folderId: world.ids.folderId,
      filename: 'clip\u0000.mov',
      size: 10,
      contentType: 'video/quicktime',
    };
    expect(await outcome(startUpload, { input })).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'filename', rule: 'text' },
      appended: false,
    });
    expect(await world.multipartFolders()).toEqual([]);
  });
});

describe('hostile REST input', () => {
  const post = (url: string, payload: unknown) =>
    world.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: freshIp() });

  it('answers 400 for a NUL in the sign-in e-mail, not 500', async () => {
    const response = await post('/v2/login', { email: 'ada\u0000@rushes.test', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'email', rule: 'text' },
    });
  });

  it('answers 400 for control characters and lone surrogates anywhere in a body or path', async () => {
    const answers = await Promise.all([
      post('/v2/reset-password', { email: 'a\ud800@rushes.test' }),
      post('/v2/login', { token: 'abc\u0000', password: 'x' }),
      world.app.inject({ method: 'GET', url: '/v2/invite/abc%00def' }),
      world.app.inject({ method: 'GET', url: '/v2/hello?link=%00' }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
