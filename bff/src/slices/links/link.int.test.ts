import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import {
  type AccessWorld,
  nowhere,
  removeProjectUser,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';

const linkFields = `id name token url hasPassword canDownload expiresAt isExpired projectName
  folderCount assetCount hasFolders watermark { text position } createdBy { name }
  allowedTo { edit delete send }`;
const createLink = `mutation ($input: CreateLinkInput!) {
  createLink(input: $input) { link { ${linkFields} } linkEdge { cursor } } }`;
const updateLink = `mutation ($input: UpdateLinkInput!) {
  updateLink(input: $input) { link { ${linkFields} } } }`;
const sendLink = `mutation ($input: SendLinkInput!) {
  sendLink(input: $input) { recipients link { id } } }`;
const deleteLink = `mutation ($input: DeleteLinkInput!) { deleteLink(input: $input) { deletedId } }`;
const links = `query ($projectId: ID, $first: Int, $after: String) {
  links(projectId: $projectId, first: $first, after: $after) {
    edges { node { id name } } pageInfo { hasNextPage endCursor } } }`;
const canAllowDownload = `query ($id: ID!) { linkCanAllowDownload(linkId: $id) }`;

let world: AccessWorld;
beforeAll(async () => {
  world = await startAccessWorld();
  const { admin, users, projectId, folders } = world;
  await world.bff.gql(admin, saveProjectUser, {
    input: { projectId, userId: users.vic, roleId: 'viewer' },
  });
  // Vic may share Day 1 but not download it.
  await world.bff.gql(admin, saveFolderUser, {
    input: { folderId: folders.day1, userId: users.vic, allowedTo: { share: true } },
  });
  await world.bff.gql(admin, saveProjectUser, {
    input: { projectId, userId: users.eddie, roleId: 'editor' },
  });
}, 60_000);
afterAll(async () => {
  await world?.bff.close();
});

const create = (token: string, input: Record<string, unknown>) =>
  world.bff.gql(token, createLink, {
    input: { projectId: world.projectId, name: 'Day 1', folderIds: [world.folders.day1], ...input },
  });

async function createdBy(token: string, input: Record<string, unknown> = {}) {
  const answer = await create(token, input);
  expect(answer.errors).toBeUndefined();
  return answer.data?.createLink.link;
}

describe('createLink', () => {
  it('opens a link with the defaults: no download, no password, no watermark, 7 days', async () => {
    const before = Date.now();
    const link = await createdBy(world.tokens.vic);
    expect(link).toMatchObject({
      name: 'Day 1',
      hasPassword: false,
      canDownload: false,
      isExpired: false,
      watermark: null,
      projectName: 'Feature',
      folderCount: 1,
      assetCount: 0,
      hasFolders: true,
      createdBy: { name: 'Vic Viewer' },
      allowedTo: { edit: true, delete: true, send: true },
    });
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.url).toMatch(new RegExp(`/share/${link.token}$`));
    const week = Date.parse(link.expiresAt) - before;
    expect(week).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(week).toBeLessThan(7 * 86_400_000 + 60_000);
    const id = fromGlobalId(link.id, { type: 'ShareLink' }).id;
    const [row] = await world.bff.services.db
      .selectFrom('shareLink')
      .selectAll()
      .where('id', '=', id)
      .execute();
    expect(row).toMatchObject({ token: link.token, passwordHash: null, deletedAt: null });
  });

  it('refuses bad calls with typed errors and appends nothing', async () => {
    const { appended, tokens } = world;
    const cases: [string, Record<string, unknown>, unknown][] = [
      [
        tokens.vic,
        { name: ' ' },
        { code: 'VALIDATION_FAILED', data: { field: 'name', rule: 'required' } },
      ],
      [
        tokens.vic,
        { expiresAt: '2020-01-01T00:00:00Z' },
        { code: 'VALIDATION_FAILED', data: { field: 'expiresAt', rule: 'future' } },
      ],
      [tokens.vic, { canDownload: true }, { code: 'FORBIDDEN', data: { field: 'canDownload' } }],
      [
        tokens.vic,
        { folderIds: [world.folders.day2] },
        { code: 'FORBIDDEN', data: { field: 'folderIds' } },
      ],
      [
        tokens.vic,
        { folderIds: [toGlobalId('Folder', nowhere)] },
        { code: 'NOT_FOUND', data: { field: 'folderIds', entity: 'folder' } },
      ],
      [
        tokens.vic,
        { folderIds: [] },
        { code: 'VALIDATION_FAILED', data: { field: 'items', rule: 'required' } },
      ],
      [tokens.otto, {}, { code: 'NOT_FOUND', data: { field: 'projectId', entity: 'project' } }],
    ];
    for (const [token, input, error] of cases) {
      const outcome = await appended(() => create(token, input));
      expect(firstError(outcome.answer), JSON.stringify(input)).toEqual(error);
      expect(outcome.appended).toBe(false);
    }
  });

  it('lets the manager, who may share and download everything, allow downloads', async () => {
    const link = await createdBy(world.tokens.mia, { canDownload: true, hasExpiry: false });
    expect(link).toMatchObject({ canDownload: true, expiresAt: null, isExpired: false });
  });
});

describe('updateLink', () => {
  it('changes the options, protects the link and reactivates it with a future date', async () => {
    const link = await createdBy(world.tokens.vic);
    const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const answer = await world.bff.gql(world.tokens.vic, updateLink, {
      input: {
        id: link.id,
        name: 'For the client',
        hasExpiry: true,
        expiresAt,
        hasPassword: true,
        password: 'secret',
        hasWatermark: true,
        watermark: { text: 'CONFIDENTIAL', position: 'BOTTOMRIGHT' },
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateLink.link).toMatchObject({
      name: 'For the client',
      expiresAt,
      hasPassword: true,
      watermark: { text: 'CONFIDENTIAL', position: 'BOTTOMRIGHT' },
    });
    const id = fromGlobalId(link.id).id;
    const row = await world.bff.services.db
      .selectFrom('shareLink')
      .select('passwordHash')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const off = await world.bff.gql(world.tokens.vic, updateLink, {
      input: { id: link.id, hasPassword: false, hasWatermark: false, hasExpiry: false },
    });
    expect(off.data?.updateLink.link).toMatchObject({
      hasPassword: false,
      watermark: null,
      expiresAt: null,
    });
  });

  it('refuses a weak password, a past date, downloads without the right, and strangers', async () => {
    const link = await createdBy(world.tokens.vic);
    const cases: [string, Record<string, unknown>, unknown][] = [
      [
        world.tokens.vic,
        { hasPassword: true, password: 'abc' },
        { code: 'VALIDATION_FAILED', data: { field: 'password', rule: 'strength' } },
      ],
      [
        world.tokens.vic,
        { hasExpiry: true, expiresAt: '2020-01-01T00:00:00Z' },
        { code: 'VALIDATION_FAILED', data: { field: 'expiresAt', rule: 'future' } },
      ],
      [
        world.tokens.vic,
        { canDownload: true },
        { code: 'FORBIDDEN', data: { field: 'canDownload' } },
      ],
      [
        world.tokens.eddie,
        { name: 'Mine' },
        { code: 'NOT_FOUND', data: { field: 'id', entity: 'link' } },
      ],
      [
        world.tokens.otto,
        { name: 'Mine' },
        { code: 'NOT_FOUND', data: { field: 'id', entity: 'link' } },
      ],
    ];
    for (const [token, input, error] of cases) {
      const outcome = await world.appended(() =>
        world.bff.gql(token, updateLink, { input: { id: link.id, ...input } }),
      );
      expect(firstError(outcome.answer), JSON.stringify(input)).toEqual(error);
      expect(outcome.appended).toBe(false);
    }
    const vic = await world.bff.gql(world.tokens.vic, canAllowDownload, { id: link.id });
    expect(vic.data?.linkCanAllowDownload).toBe(false);
    const mia = await world.bff.gql(world.tokens.mia, canAllowDownload, { id: link.id });
    expect(mia.data?.linkCanAllowDownload).toBe(true);
    const allowed = await world.bff.gql(world.tokens.mia, updateLink, {
      input: { id: link.id, canDownload: true },
    });
    expect(allowed.data?.updateLink.link.canDownload).toBe(true);
  });
});

describe('sendLink', () => {
  it('mails each address once with the link, the sender and the message', async () => {
    const link = await createdBy(world.tokens.vic);
    const answer = await world.bff.gql(world.tokens.vic, sendLink, {
      input: {
        id: link.id,
        recipients: ['dana@client.test', ' eli@client.test', 'DANA@client.test'],
        message: 'Take 2 is the one.',
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.sendLink.recipients).toEqual(['dana@client.test', 'eli@client.test']);
    const mails = (await world.bff.mails()).filter((mail) => mail.to.endsWith('@client.test'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['dana@client.test', 'eli@client.test']);
    expect(mails[0]?.subject).toBe('Vic Viewer shared "Day 1" with you on Rushes');
    expect(mails[0]?.text).toContain('Vic Viewer wrote: Take 2 is the one.');
    expect(mails[0]?.text).toContain(link.url);
    expect(mails[0]?.html).toContain(`href="${link.url}"`);
  });

  it('refuses no address or a bad one, and appends nothing', async () => {
    const link = await createdBy(world.tokens.vic);
    for (const [recipients, rule] of [
      [[], 'required'],
      [['dana@client.test', 'nobody'], 'email'],
    ] as const) {
      const outcome = await world.appended(() =>
        world.bff.gql(world.tokens.vic, sendLink, { input: { id: link.id, recipients } }),
      );
      expect(firstError(outcome.answer)).toEqual({
        code: 'VALIDATION_FAILED',
        data: { field: 'recipients', rule },
      });
      expect(outcome.appended).toBe(false);
    }
  });
});

describe('links and deleteLink', () => {
  it('lists the links the viewer sees in pages, newest first, and forgets a deleted one', async () => {
    const first = await createdBy(world.tokens.vic, { name: 'Older' });
    const second = await createdBy(world.tokens.vic, { name: 'Newer' });
    const page = await world.bff.gql(world.tokens.vic, links, { first: 1 });
    expect(
      page.data?.links.edges.map((edge: { node: { name: string } }) => edge.node.name),
    ).toEqual(['Newer']);
    expect(page.data?.links.pageInfo.hasNextPage).toBe(true);
    const next = await world.bff.gql(world.tokens.vic, links, {
      first: 1,
      after: page.data?.links.pageInfo.endCursor,
    });
    expect(next.data?.links.edges[0].node.name).toBe('Older');
    const ids = async (token: string) =>
      (
        (await world.bff.gql(token, links, { projectId: world.projectId })).data?.links.edges ?? []
      ).map((edge: { node: { id: string } }) => edge.node.id);
    expect(await ids(world.tokens.mia)).toContain(second.id);
    expect(await ids(world.tokens.wanda)).toContain(second.id);
    expect(await ids(world.tokens.eddie)).not.toContain(second.id);
    expect(await ids(world.tokens.otto)).toEqual([]);
    const refused = await world.appended(() =>
      world.bff.gql(world.tokens.eddie, deleteLink, { input: { id: first.id } }),
    );
    expect(firstError(refused.answer).code).toBe('NOT_FOUND');
    expect(refused.appended).toBe(false);
    const deleted = await world.bff.gql(world.tokens.mia, deleteLink, { input: { id: first.id } });
    expect(deleted.data?.deleteLink.deletedId).toBe(first.id);
    expect(await ids(world.tokens.vic)).not.toContain(first.id);
    const again = await world.bff.gql(world.tokens.vic, updateLink, {
      input: { id: first.id, name: 'Back' },
    });
    expect(firstError(again).code).toBe('NOT_FOUND');
    const gone = await world.bff.gql(world.tokens.vic, `{ node(id: "${first.id}") { id } }`);
    expect(gone.data?.node).toBeNull();
    const unknown = await world.bff.gql(world.tokens.mia, canAllowDownload, {
      id: toGlobalId('ShareLink', nowhere),
    });
    expect(firstError(unknown)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'linkId', entity: 'link' },
    });
  });

  it('leaves a creator who left the project without their links, which its editors keep', async () => {
    const link = await createdBy(world.tokens.vic, { name: 'Kept' });
    const input = { projectId: world.projectId, userId: world.users.vic };
    await world.bff.gql(world.admin, removeProjectUser, { input });
    const vic = await world.bff.gql(world.tokens.vic, links, {});
    expect(vic.data?.links.edges).toEqual([]);
    const read = await world.bff.gql(
      world.tokens.vic,
      `query ($id: ID!) { link(id: $id) { id } }`,
      {
        id: link.id,
      },
    );
    expect(firstError(read).code).toBe('NOT_FOUND');
    const mia = await world.bff.gql(
      world.tokens.mia,
      `query ($id: ID!) { link(id: $id) { name } }`,
      {
        id: link.id,
      },
    );
    expect(mia.data?.link.name).toBe('Kept');
  });
});
