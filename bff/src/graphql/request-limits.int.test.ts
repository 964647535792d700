import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSubscriptions } from '../live/subscription.fixture.ts';
import { type HostileWorld, startHostileWorld } from './hostile.fixture.ts';

let world: HostileWorld;

beforeAll(async () => {
  world = await startHostileWorld();
});

afterAll(async () => {
  await world?.close();
});

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** The answer's first error code and data, the HTTP status and its size. */
async function refusal(body: unknown) {
  const before = await world.headSeq();
  const response = await world.post(body);
  const answer = response.json<{ errors?: { extensions: { code: string; data: unknown } }[] }>();
  return {
    status: response.statusCode,
    code: answer.errors?.[0]?.extensions.code,
    data: answer.errors?.[0]?.extensions.data,
    bytes: response.rawPayload.length,
    appended: (await world.headSeq()) !== before,
  };
}

describe('GraphQL cost', () => {
  it('refuses 1,000 aliases of a page of users before running them', async () => {
    const query = aliases(1000, 'users(first: 1000) { edges { node { id name email } } }');
    const answer = await refusal({ query });
    expect(answer).toMatchObject({ status: 200, code: 'VALIDATION_FAILED' });
    expect(answer.bytes).toBeLessThan(2_000);
  });

  it('refuses 5,000 aliases', async () => {
    const answer = await refusal({ query: aliases(5000, 'currentUser { id }') });
    expect(answer).toMatchObject({ status: 200, code: 'VALIDATION_FAILED' });
  });

  it('refuses more than 50 aliases, 600 fields or a cost over the limit', async () => {
    expect(await refusal({ query: aliases(60, 'currentUser { id }') })).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { rule: 'aliases', max: 50 },
    });
    const fields = `{ currentUser { ${'id name email '.repeat(210)} } }`;
    expect(await refusal({ query: fields })).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { rule: 'fields', max: 600 },
    });
    const page =
      'users(first: 1000) { edges { node { id name projects { project { id name } } } } }';
    expect(await refusal({ query: aliases(4, page) })).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { rule: 'cost' },
    });
    const pages = Array.from({ length: 4 }, (_, i) => `p${i}: ${page.replace('1000', '$n')}`);
    const variable = `query ($n: Int) { ${pages.join(' ')} }`;
    expect((await refusal({ query: variable, variables: { n: 1000 } })).data).toMatchObject({
      rule: 'cost',
    });
    expect((await refusal({ query: variable, variables: { n: 10 } })).code).toBeUndefined();
  });

  it('refuses 50 mutations in one request, and appends nothing', async () => {
    const { folderId } = world.ids;
    const mutations = Array.from(
      { length: 50 },
      (_, i) =>
        `m${i}: createFolder(input: { parentId: "${folderId}", name: "F${i}" }) { folder { id } }`,
    );
    const answer = await refusal({ query: `mutation { ${mutations.join(' ')} }` });
    expect(answer).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { rule: 'mutations', max: 5 },
    });
    expect(answer.appended).toBe(false);
    const five = `mutation { ${mutations.slice(0, 5).join(' ')} }`;
    expect(await refusal({ query: five })).toMatchObject({ code: undefined, appended: true });
  });

  it('gives a subscription over the websocket the same limits and validation', async () => {
    const socket = await openSubscriptions(world.app, world.token);
    try {
      const { folderId } = world.ids;
      const bomb = `subscription ($id: ID!) { folderChanged(folderId: $id) { ${Array.from(
        { length: 60 },
        (_, i) => `a${i}: name`,
      ).join(' ')} } }`;
      const refused = await socket.next(socket.subscribe(bomb, { id: folderId }));
      expect(refused.type).toBe('error');
      expect(refused.payload).toMatchObject([
        { extensions: { code: 'VALIDATION_FAILED', data: { rule: 'aliases' } } },
      ]);
      const wrong = 'subscription ($id: ID!) { folderChanged(folderId: $id) { nme } }';
      const invalid = await socket.next(socket.subscribe(wrong, { id: folderId }));
      expect(invalid.type).toBe('error');
      expect(invalid.payload).toMatchObject([{ extensions: { code: 'VALIDATION_FAILED' } }]);
      expect(JSON.stringify(invalid.payload)).not.toContain('Did you mean');
      const root = 'subscription { __schema { types { name } } }';
      const schema = await socket.next(socket.subscribe(root, {}));
      expect(schema.type).toBe('error');
    } finally {
      socket.close();
    }
  });
});

describe('introspection and hints', () => {
  it('are off when NODE_ENV is not development, unset included', async () => {
    const unset = await startHostileWorld({ NODE_ENV: '' });
    try {
      const schema = await unset.gql('{ __schema { types { name } } }');
      expect(schema.errors[0].extensions.code).toBe('VALIDATION_FAILED');
      const typo = await unset.gql('{ currentUser { nme } }');
      expect(typo.errors[0].message).toBe('Cannot query field "nme" on type "User".');
    } finally {
      await unset.close();
    }
  });

  it('are on when NODE_ENV=development asks for them', async () => {
    const development = await startHostileWorld({ NODE_ENV: 'development' });
    try {
      const schema = await development.gql('{ __schema { queryType { name } } }');
      expect(schema.data.__schema.queryType.name).toBe('Query');
      const typo = await development.gql('{ currentUser { nme } }');
      expect(typo.errors[0].message).toContain('Did you mean "name"?');
    } finally {
      await development.close();
    }
  });
});
