import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../graphql/global-id.ts';
import { makeApiToken, revokeApiTokenMutation } from '../slices/api-tokens/api-token.fixture.ts';
import {
  type AccessWorld,
  createProject,
  startAccessWorld,
} from '../slices/members/member.fixture.ts';
import type { GraphQLAnswer } from '../slices/test-bff.fixture.ts';
import { uploadFile } from '../slices/uploads/upload.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const deleteWorkspace = `mutation ($input: DeleteWorkspaceInput!) {
  deleteWorkspace(input: $input) { deletedWorkspaceId } }`;
const readAsset = 'query ($id: ID!) { asset(id: $id) { name } }';
const readNode = 'query ($id: ID!) { node(id: $id) { id } }';
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const renameWorkspace = `mutation ($input: UpdateWorkspaceInput!) {
  updateWorkspace(input: $input) { workspace { id } } }`;

/** An asset in each of two workspaces: "Features" (`in`) and "Elsewhere" (`out`). */
interface Place {
  workspaceId: string;
  projectId: string;
  folderId: string;
  assetId: string;
  versionId: string;
}

/**
 * What a machine's API token reaches: its own workspace, within its scopes, and nothing of any
 * other, which answers as if it were not there; a refused call appends nothing. A token revoked,
 * past its end or of a workspace that is gone is refused outright (401) from the next request.
 */
describe('an API token', () => {
  let world: AccessWorld;
  const places = {} as Record<'in' | 'out', Place>;

  /** A machine's call: its status, its answer, and whether the log grew. */
  const call = async (secret: string, query: string, variables: Record<string, unknown>) => {
    const before = await world.bff.services.store.headSeq();
    const response = await world.bff.app.inject({
      method: 'POST',
      url: '/v2/graphql',
      headers: { authorization: `Bearer ${secret}` },
      payload: { query, variables },
    });
    const answer = response.json() as GraphQLAnswer;
    const appended = (await world.bff.services.store.headSeq()) !== before;
    return { status: response.statusCode, answer, appended };
  };
  const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;
  const comment = (place: 'in' | 'out') => ({
    input: { versionId: places[place].versionId, text: 'From the bin' },
  });

  const placeIn = async (workspaceId: string, projectId: string, folderId: string) => {
    const done = await uploadFile(world.bff, world.admin, folderId, {
      filename: 'A001_C001.mov',
      bytes: Buffer.from('not really a film'),
    });
    return { workspaceId, projectId, folderId, assetId: done.asset.id, versionId: done.version.id };
  };

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, users } = world;
    places.in = await placeIn(world.workspaceId, world.projectId, world.folders.day1);
    const elsewhere = (await bff.gql(admin, createWorkspace, { input: { name: 'Elsewhere' } })).data
      ?.createWorkspace.workspace.id;
    const other = (
      await bff.gql(admin, createProject, {
        input: { workspaceId: elsewhere, name: 'Other', managerId: users.mia },
      })
    ).data?.createProject.project;
    places.out = await placeIn(elsewhere, other.id, other.rootFolder.id);
  });
  afterAll(() => world?.bff.close());

  it('of one workspace sees nothing of another, which answers as if it were not there', async () => {
    const { secret } = await makeApiToken(world.bff, world.tokens.wanda, {
      workspaceId: world.workspaceId,
    });
    const own = await call(secret, readAsset, { id: places.in.assetId });
    expect(own.answer).toEqual({ data: { asset: { name: 'A001_C001.mov' } } });
    for (const id of [places.out.assetId, places.out.folderId, places.out.projectId]) {
      expect((await call(secret, readNode, { id })).answer).toEqual({ data: { node: null } });
    }
    expect((await call(secret, readAsset, { id: places.out.assetId })).answer).toEqual({
      data: { asset: null },
    });
    const there = await call(secret, addComment, comment('out'));
    expect({ code: codeOf(there.answer), appended: there.appended }).toEqual({
      code: 'NOT_FOUND',
      appended: false,
    });
  });

  it('does only what its scopes name, and a refused call appends nothing', async () => {
    const { secret } = await makeApiToken(world.bff, world.tokens.wanda, {
      workspaceId: world.workspaceId,
      scopes: ['assets:read', 'events:read'],
    });
    const refused = await call(secret, addComment, comment('in'));
    expect({ code: codeOf(refused.answer), appended: refused.appended }).toEqual({
      code: 'FORBIDDEN',
      appended: false,
    });
    const { secret: feedOnly } = await makeApiToken(world.bff, world.tokens.wanda, {
      workspaceId: world.workspaceId,
      scopes: ['events:read'],
    });
    expect((await call(feedOnly, readAsset, { id: places.in.assetId })).answer).toEqual({
      data: { asset: null },
    });
  });

  it('manages nothing a person manages: not even the tokens of its workspace', async () => {
    const { secret } = await makeApiToken(world.bff, world.tokens.wanda, {
      workspaceId: world.workspaceId,
    });
    const listing = await call(secret, 'query ($w: ID) { apiTokens(workspaceId: $w) { id } }', {
      w: world.workspaceId,
    });
    expect(listing.status).toBe(401);
    const renaming = await call(secret, renameWorkspace, {
      input: { id: world.workspaceId, name: 'Taken over' },
    });
    expect({ status: renaming.status, appended: renaming.appended }).toEqual({
      status: 401,
      appended: false,
    });
  });

  it('is refused on the next request once revoked', async () => {
    const { secret, id } = await makeApiToken(world.bff, world.tokens.wanda, {
      workspaceId: world.workspaceId,
    });
    expect((await call(secret, readAsset, { id: places.in.assetId })).status).toBe(200);
    await world.bff.gql(world.tokens.wanda, revokeApiTokenMutation, { input: { id } });
    const after = await call(secret, addComment, comment('in'));
    expect({ status: after.status, appended: after.appended }).toEqual({
      status: 401,
      appended: false,
    });
  });

  it('is refused once past its end, even while its BFF remembers it', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    const { secret } = await makeApiToken(world.bff, world.tokens.wanda, {
      workspaceId: world.workspaceId,
      expiresAt: inAnHour.toISOString(),
    });
    expect((await call(secret, readAsset, { id: places.in.assetId })).status).toBe(200);
    const later = new Date(inAnHour.getTime() + 1);
    expect(await world.bff.app.apiTokens.authenticate(secret, later)).toBeNull();

    const { secret: lapsed, id } = await makeApiToken(world.bff, world.tokens.wanda, {
      workspaceId: world.workspaceId,
      expiresAt: inAnHour.toISOString(),
    });
    await world.bff.services.db
      .updateTable('apiToken')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', fromGlobalId(id).id)
      .execute();
    expect((await call(lapsed, readAsset, { id: places.in.assetId })).status).toBe(401);
  });

  it('is refused once its workspace is gone', async () => {
    const { bff, admin } = world;
    const doomed = (await bff.gql(admin, createWorkspace, { input: { name: 'Doomed' } })).data
      ?.createWorkspace.workspace.id;
    const { secret } = await makeApiToken(bff, admin, { workspaceId: doomed });
    await bff.gql(admin, deleteWorkspace, { input: { id: doomed } });
    expect((await call(secret, readAsset, { id: places.in.assetId })).status).toBe(401);
  });

  it('made up is refused, as any bad token is', async () => {
    const forged = `rsh_${'A'.repeat(43)}`;
    expect((await call(forged, readAsset, { id: places.in.assetId })).status).toBe(401);
  });
});
