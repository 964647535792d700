import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkPasswordLimit } from '../../auth/attempt-limits.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { openSubscriptions } from '../../live/subscription.fixture.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { commitsAfter, firstError } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import { openLink, visit } from './visit.fixture.ts';

const sharedLink = `{ sharedLink { name canDownload folders { name } assets { name } project { name } } }`;
const folder = `query ($id: ID!) { folder(id: $id) {
  name allowedTo { edit upload download share delete }
  children { edges { node { name } } } assets { edges { node { name } } } } }`;
const asset = `query ($id: ID!) { asset(id: $id) { name allowedTo { download comment edit } } }`;
const password = 'open sesame';

describe('share-link visitors', () => {
  let world: AccessWorld;
  let link: { id: string; token: string };
  let take3: string;

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, folders, projectId } = world;
    const upload = async (folderId: string, filename: string) =>
      (await uploadFile(bff, admin, folderId, { filename, bytes: Buffer.from(filename) })).asset
        .id as string;
    await upload(folders.day1, 'Take 1.mov');
    await upload(folders.cameraA, 'Take 2.mov');
    take3 = await upload(folders.day2, 'Take 3.mov');
    link = await openLink(
      bff,
      admin,
      { projectId, name: 'Day 1 for the client', folderIds: [folders.day1] },
      { hasPassword: true, password, canDownload: true },
    );
  });
  afterAll(() => world?.bff.close());

  const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    world.bff.gql(token, query, variables);
  const signIn = async (body: { token: string; password?: string; email?: string }) => {
    const response = await visit(world.bff, body);
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  };

  it('tells the sign-in page of the link: its name, its password, whether it expired', async () => {
    const hello = await world.bff.app.inject({
      method: 'GET',
      url: `/v2/hello?link=${link.token}`,
    });
    expect(hello.json().link).toMatchObject({
      name: 'Day 1 for the client',
      hasPassword: true,
      expired: false,
    });
    const unknown = await world.bff.app.inject({ method: 'GET', url: '/v2/hello?link=nope' });
    expect(unknown.json().link).toBeNull();
  });

  it('lets in with the password only, and records the visit with who they said they are', async () => {
    expect((await visit(world.bff, { token: link.token })).statusCode).toBe(401);
    expect((await visit(world.bff, { token: link.token, password: 'wrong' })).statusCode).toBe(401);
    expect((await visit(world.bff, { token: 'no-such-link', password })).json()).toMatchObject({
      code: 'LINK_INVALID',
    });
    const before = await world.bff.services.store.headSeq();
    await signIn({ token: link.token, password, email: 'client@studio.tv' });
    const [commit] = await commitsAfter(world.bff.services.store, before);
    const linkId = fromGlobalId(link.id).id;
    expect(commit?.events).toMatchObject([
      { type: 'link.visited', data: { linkId, email: 'client@studio.tv' } },
    ]);
    expect(commit?.meta.actor).toEqual({ kind: 'link', id: linkId });
    expect(commit?.meta.clientIp).toEqual(expect.any(String));
  });

  it('shows the visitor what the link holds, with its rights, and nothing else', async () => {
    const { folders } = world;
    const token = await signIn({ token: link.token, password });
    expect((await gql(token, sharedLink)).data?.sharedLink).toEqual({
      name: 'Day 1 for the client',
      canDownload: true,
      folders: [{ name: 'Day 1' }],
      assets: [],
      project: { name: 'Feature' },
    });
    const day1 = (await gql(token, folder, { id: folders.day1 })).data?.folder;
    expect(day1).toMatchObject({
      allowedTo: { edit: false, upload: false, download: true, share: false, delete: false },
      children: { edges: [{ node: { name: 'Camera A' } }] },
      assets: { edges: [{ node: { name: 'Take 1.mov' } }] },
    });
    const cameraA = `query ($id: ID!) { folder(id: $id) { name parent { name } ancestors { name } } }`;
    expect((await gql(token, cameraA, { id: folders.cameraA })).data?.folder).toEqual({
      name: 'Camera A',
      parent: { name: 'Day 1' },
      ancestors: [{ name: 'Day 1' }],
    });
    const day1Above = `query ($id: ID!) { folder(id: $id) { parent { name } ancestors { name } } }`;
    expect((await gql(token, day1Above, { id: folders.day1 })).data?.folder).toEqual({
      parent: null,
      ancestors: [],
    });
    for (const id of [folders.root, folders.day2]) {
      expect((await gql(token, folder, { id })).data?.folder).toBeNull();
    }
    expect((await gql(token, asset, { id: take3 })).data?.asset).toBeNull();
    const root = '{ sharedLink { project { rootFolder { name } } } }';
    expect(firstError(await gql(token, root)).code).toBe('NOT_FOUND');
  });

  it('lets the visitor download what the link allows, and do nothing else', async () => {
    const { folders, projectId } = world;
    const token = await signIn({ token: link.token, password });
    const download = `mutation ($input: RequestDownloadInput!) {
      requestDownload(input: $input) { filename fileCount } }`;
    const day1 = await gql(token, download, { input: { projectId, folderIds: [folders.day1] } });
    expect(day1.data?.requestDownload).toEqual({ filename: 'Day 1.zip', fileCount: 2 });
    const before = await world.bff.services.store.headSeq();
    const refusals = [
      [download, { input: { projectId, folderIds: [folders.day2] } }, 'NOT_FOUND'],
      [
        `mutation ($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } } }`,
        { input: { parentId: folders.day1, name: 'Mine' } },
        'UNAUTHENTICATED',
      ],
      ['{ projects { edges { node { name } } } }', {}, 'UNAUTHENTICATED'],
      ['{ currentUser { name } }', {}, 'UNAUTHENTICATED'],
    ] as const;
    for (const [query, variables, code] of refusals) {
      expect(firstError(await gql(token, query, variables)).code).toBe(code);
    }
    expect(await world.bff.services.store.headSeq()).toBe(before);
  });

  it('records the plays of a visitor, of what the link holds only', async () => {
    const { bff, admin, folders } = world;
    const token = await signIn({ token: link.token, password });
    const versionOf = `query ($id: ID!) { folder(id: $id) {
      assets { edges { node { newestVersion { id } } } } } }`;
    const versionId = (await gql(token, versionOf, { id: folders.day1 })).data?.folder.assets
      .edges[0].node.newestVersion.id;
    const recordPlay = `mutation ($input: RecordPlayInput!) {
      recordPlay(input: $input) { clientMutationId } }`;
    const before = await bff.services.store.headSeq();
    expect((await gql(token, recordPlay, { input: { versionId } })).errors).toBeUndefined();
    const [commit] = await commitsAfter(bff.services.store, before);
    expect(commit?.events).toMatchObject([{ type: 'link.played' }]);
    const after = await bff.services.store.headSeq();
    const outside = (await gql(admin, versionOf, { id: folders.day2 })).data?.folder.assets.edges[0]
      .node.newestVersion.id;
    const refused = await gql(token, recordPlay, { input: { versionId: outside } });
    expect(firstError(refused).code).toBe('NOT_FOUND');
    expect(await bff.services.store.headSeq()).toBe(after);
    // A signed-in user's play is no visit's: it is theirs (decision 0119).
    expect((await gql(admin, recordPlay, { input: { versionId } })).errors).toBeUndefined();
    const [users] = await commitsAfter(bff.services.store, after);
    expect(users?.events).toMatchObject([{ type: 'version.played' }]);
  });

  it('shows an asset shared on its own, without its folder, as the link allows', async () => {
    const { bff, admin, folders, projectId } = world;
    const single = await openLink(bff, admin, { projectId, name: 'One take', assetIds: [take3] });
    const token = await signIn({ token: single.token });
    expect((await gql(token, asset, { id: take3 })).data?.asset).toEqual({
      name: 'Take 3.mov',
      allowedTo: { download: false, comment: false, edit: false },
    });
    expect((await gql(token, folder, { id: folders.day2 })).data?.folder).toBeNull();
    const itsFolder = `query ($id: ID!) { asset(id: $id) { folder { name } } }`;
    expect(firstError(await gql(token, itsFolder, { id: take3 })).code).toBe('NOT_FOUND');
    expect((await gql(token, sharedLink)).data?.sharedLink).toMatchObject({
      folders: [],
      assets: [{ name: 'Take 3.mov' }],
    });
  });

  it('ends the visits when the password changes, the link is deleted, or it expires', async () => {
    const { bff, admin, folders, projectId } = world;
    const other = await openLink(
      bff,
      admin,
      { projectId, name: 'Short lived', folderIds: [folders.day1] },
      { hasPassword: true, password },
    );
    const token = await signIn({ token: other.token, password });
    const update = `mutation ($input: UpdateLinkInput!) { updateLink(input: $input) { link { id } } }`;
    await gql(admin, update, { input: { id: other.id, password: 'another secret' } });
    expect((await gql(token, sharedLink)).errors).toBeDefined();
    const again = await signIn({ token: other.token, password: 'another secret' });
    await bff.services.db
      .updateTable('shareLink')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('token', '=', other.token)
      .execute();
    expect((await gql(again, sharedLink)).errors).toBeDefined();
    const expired = await visit(bff, { token: other.token, password: 'another secret' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    const hello = await bff.app.inject({ method: 'GET', url: `/v2/hello?link=${other.token}` });
    expect(hello.json().link).toMatchObject({ expired: true });
  });

  it("closes a visitor's socket when the visit ends: at logout, or when the link is deleted", async () => {
    const { bff, admin, folders, projectId } = world;
    const token = await signIn({ token: link.token, password });
    const socket = await openSubscriptions(bff.app, token);
    const logout = { authorization: `Bearer ${token}` };
    await bff.app.inject({ method: 'POST', url: '/v2/logout', headers: logout });
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
    const doomed = await openLink(bff, admin, {
      projectId,
      name: 'Doomed',
      folderIds: [folders.day1],
    });
    const visitor = await openSubscriptions(bff.app, await signIn({ token: doomed.token }));
    const deleteLink = `mutation ($input: DeleteLinkInput!) { deleteLink(input: $input) { deletedId } }`;
    await gql(admin, deleteLink, { input: { id: doomed.id } });
    expect(await visitor.closed).toEqual({ code: 4401, reason: 'Session ended' });
  });

  it('ends a visit at logout', async () => {
    const token = await signIn({ token: link.token, password });
    const logout = await world.bff.app.inject({
      method: 'POST',
      url: '/v2/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await gql(token, sharedLink)).errors).toBeDefined();
  });

  it(`refuses a client after ${linkPasswordLimit.pair.free} wrong passwords; others still get in`, async () => {
    const ip = '203.0.113.77';
    const statuses = [];
    for (let attempt = 0; attempt <= linkPasswordLimit.pair.free; attempt++) {
      statuses.push(
        (await visit(world.bff, { token: link.token, password: 'guess' }, ip)).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(linkPasswordLimit.pair.free).fill(401), 429]);
    expect((await visit(world.bff, { token: link.token, password }, ip)).statusCode).toBe(429);
    expect((await visit(world.bff, { token: link.token, password })).statusCode).toBe(200);
  });

  it("never lets a visitor's token pass for a user's, nor a user's for a visitor's", async () => {
    const token = await signIn({ token: link.token, password });
    const asUser = await world.bff.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asUser.statusCode).toBe(401);
    expect(firstError(await gql(world.admin, sharedLink)).code).toBe('UNAUTHENTICATED');
  });
});
