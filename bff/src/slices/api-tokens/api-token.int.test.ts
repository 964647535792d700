import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../auth/secret-token.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { startAccessWorld } from '../members/member.fixture.ts';
import { commitsAfter, firstError, type GraphQLAnswer } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import {
  createApiTokenMutation,
  makeApiToken,
  revokeApiTokenMutation,
} from './api-token.fixture.ts';

const listTokens = `query ($workspaceId: ID) {
  apiTokens(workspaceId: $workspaceId) {
    id name scopes createdAt expiresAt isExpired lastUsedAt workspace { name } } }`;
const readAsset = 'query ($id: ID!) { asset(id: $id) { name } }';
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id text authorName createdBy { id } } } }`;

type World = Awaited<ReturnType<typeof startAccessWorld>>;

describe('API tokens', () => {
  let world: World;
  let asset: { assetId: string; versionId: string };

  /** Whether the call appended anything to the log, and its first error. */
  const refusal = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await world.bff.services.store.headSeq();
    const error = firstError(await call());
    return { ...error, appended: (await world.bff.services.store.headSeq()) !== before };
  };
  /** What a machine's request answers: its HTTP status and its data. */
  const asMachine = async (secret: string, query: string, variables = {}) => {
    const response = await world.bff.app.inject({
      method: 'POST',
      url: '/v2/graphql',
      headers: { authorization: `Bearer ${secret}` },
      payload: { query, variables },
    });
    return { status: response.statusCode, answer: response.json() as GraphQLAnswer };
  };
  const tokensOf = async (who: string, workspaceId: string | null) =>
    (await world.bff.gql(who, listTokens, { workspaceId })).data?.apiTokens;

  beforeAll(async () => {
    world = await startAccessWorld();
    const done = await uploadFile(world.bff, world.bff.adminToken, world.folders.day1, {
      filename: 'A001_C001.mov',
      bytes: Buffer.from('not really a film'),
    });
    asset = { assetId: done.asset.id, versionId: done.version.id };
  });
  afterAll(() => world?.bff.close());

  it('shows the secret once, keeps only its hash, and tells the log neither', async () => {
    const { bff, workspaceId, tokens } = world;
    const before = await bff.services.store.headSeq();
    const input = {
      workspaceId,
      name: ' Avid bin sync ',
      scopes: ['comments:write', 'assets:read'],
      expiresAt: '2027-06-30T00:00:00.000Z',
    };
    const answer = await bff.gql(tokens.wanda, createApiTokenMutation, { input });
    const { token: secret, apiToken } = answer.data?.createApiToken ?? {};
    expect(secret).toMatch(/^rsh_[\w-]{43}$/);

    const listed = (await tokensOf(tokens.wanda, workspaceId)).find(
      (token: { id: string }) => token.id === apiToken.id,
    );
    expect(listed).toMatchObject({
      name: 'Avid bin sync',
      scopes: ['assets:read', 'comments:write'],
      expiresAt: '2027-06-30T00:00:00.000Z',
      isExpired: false,
      lastUsedAt: null,
      workspace: { name: 'Features' },
    });
    const stored = await bff.services.db
      .selectFrom('apiTokenSecret')
      .selectAll()
      .where('tokenId', '=', fromGlobalId(apiToken.id).id)
      .executeTakeFirstOrThrow();
    expect(stored.secretHash).toBe(hashSecretToken(secret));
    const logged = JSON.stringify(await commitsAfter(bff.services.store, before));
    expect(logged).toContain('Avid bin sync');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(stored.secretHash);
  });

  it('authenticates its machine on GraphQL, within its scopes, and records its last use', async () => {
    const { bff, workspaceId, tokens } = world;
    const { secret, id } = await makeApiToken(bff, tokens.wanda, {
      workspaceId,
      scopes: ['assets:read'],
    });
    const read = await asMachine(secret, readAsset, { id: asset.assetId });
    expect(read).toEqual({ status: 200, answer: { data: { asset: { name: 'A001_C001.mov' } } } });
    const listed = (await tokensOf(tokens.wanda, workspaceId)).find(
      (token: { id: string }) => token.id === id,
    );
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it("signs what it does: its comment bears the token's name and the log names the token", async () => {
    const { bff, workspaceId, tokens } = world;
    const { secret, id } = await makeApiToken(bff, tokens.wanda, {
      workspaceId,
      name: 'Bin sync',
      scopes: ['comments:write'],
    });
    const before = await bff.services.store.headSeq();
    const input = { versionId: asset.versionId, text: 'Marker from the bin' };
    const { answer } = await asMachine(secret, addComment, { input });
    expect(answer.data?.addComment.comment).toMatchObject({
      text: 'Marker from the bin',
      authorName: 'Bin sync',
      createdBy: null,
    });
    const [commit] = await commitsAfter(bff.services.store, before);
    expect(commit?.meta.actor).toEqual({ kind: 'token', id: fromGlobalId(id).id });
    expect(commit?.events[0]?.data).toMatchObject({
      author: { kind: 'token', tokenId: fromGlobalId(id).id },
    });
  });

  it('is refused from the next request once revoked, and is gone from the list', async () => {
    const { bff, workspaceId, tokens } = world;
    const { secret, id } = await makeApiToken(bff, tokens.wanda, { workspaceId });
    expect((await asMachine(secret, readAsset, { id: asset.assetId })).status).toBe(200);
    const revoked = await bff.gql(tokens.wanda, revokeApiTokenMutation, { input: { id } });
    expect(revoked.data?.revokeApiToken).toEqual({ revokedApiTokenId: id });
    const refused = await asMachine(secret, readAsset, { id: asset.assetId });
    expect(refused.status).toBe(401);
    const ids = (await tokensOf(tokens.wanda, workspaceId)).map(
      (token: { id: string }) => token.id,
    );
    expect(ids).not.toContain(id);
    const again = () => bff.gql(tokens.wanda, revokeApiTokenMutation, { input: { id } });
    expect(await refusal(again)).toMatchObject({ code: 'NOT_FOUND', appended: false });
  });

  it('refuses a missing name, an unknown scope or an end gone by, and appends nothing', async () => {
    const { bff, workspaceId, tokens } = world;
    const create = (input: Record<string, unknown>) => () =>
      bff.gql(tokens.wanda, createApiTokenMutation, {
        input: { workspaceId, name: 'Machine', scopes: ['assets:read'], ...input },
      });
    expect(await refusal(create({ name: ' ' }))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'name', rule: 'required' },
      appended: false,
    });
    expect(await refusal(create({ scopes: ['assets:read', 'projects:delete'] }))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'scopes', rule: 'scope' },
      appended: false,
    });
    expect(await refusal(create({ expiresAt: '2020-01-01T00:00:00.000Z' }))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'expiresAt', rule: 'future' },
      appended: false,
    });
  });

  it('makes tokens of the whole deployment for superusers only, reaching every workspace', async () => {
    const { bff, tokens } = world;
    const admin = bff.adminToken;
    const wandas = () =>
      bff.gql(tokens.wanda, createApiTokenMutation, {
        input: { name: 'Audit', scopes: ['events:read'] },
      });
    expect(await refusal(wandas)).toMatchObject({ code: 'FORBIDDEN', appended: false });
    const { secret, id } = await makeApiToken(bff, admin, { scopes: ['assets:read'] });
    const listed = await tokensOf(admin, null);
    expect(listed.map((token: { id: string }) => token.id)).toContain(id);
    expect(listed.every((token: { workspace: unknown }) => token.workspace === null)).toBe(true);
    expect(firstError(await bff.gql(tokens.wanda, listTokens, {})).code).toBe('FORBIDDEN');
    const read = await asMachine(secret, readAsset, { id: asset.assetId });
    expect(read.answer.data?.asset).toEqual({ name: 'A001_C001.mov' });
  });
});
