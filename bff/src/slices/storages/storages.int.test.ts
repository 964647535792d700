import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemOrigin } from '@rushes/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';

const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) {
    project { id storageName storagePrefix transferServer rootFolder { id } }
  }
}`;
const updateProject = `mutation ($input: UpdateProjectInput!) {
  updateProject(input: $input) { project { transferServer } }
}`;
const storageConfig =
  '{ storageConfig { storages { name prefix } transferServers { name storagePrefix } } }';
const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } }
}`;

/** An Aspera server's Node API account: no server answers here, these tests ask it nothing. */
const node = { nodeUser: 'rushes', nodePassword: 'node-secret' };

let bff: TestBff;
let europeRoot: string;
let workspaceId: string;
let wandaToken: string;
let wanda: string;

beforeAll(async () => {
  europeRoot = await mkdtemp(join(tmpdir(), 'rushes-europe-'));
  bff = await startTestBff(
    {},
    {
      RUSHES_STORAGES: JSON.stringify([
        { name: 'Main', prefix: '' },
        { name: 'Europe', prefix: 'eu', root: europeRoot },
      ]),
      RUSHES_TRANSFER_SERVERS: JSON.stringify([
        { name: 'Rushes Transfer', storagePrefix: '', kind: 'rushes' },
        {
          name: 'asp2',
          storagePrefix: 'eu',
          kind: 'aspera',
          endpoint: 'https://asp2.test:9092',
          ...node,
        },
        {
          name: 'asp3',
          storagePrefix: 'eu',
          kind: 'aspera',
          endpoint: 'https://asp3.test:9092',
          ...node,
        },
      ]),
    },
  );
  const workspace = await bff.gql(
    bff.adminToken,
    'mutation { createWorkspace(input: { name: "Studio" }) { workspace { id } } }',
  );
  workspaceId = workspace.data?.createWorkspace.workspace.id;
  const viewer = await bff.addUser('Wanda Admin', 'wanda@rushes.test');
  wanda = toGlobalId('User', viewer.userId);
  wandaToken = await bff.tokenFor(viewer);
  await bff.gql(
    bff.adminToken,
    `mutation ($input: SaveWorkspaceUserInput!) { saveWorkspaceUser(input: $input) { clientMutationId } }`,
    { input: { workspaceId, userId: wanda, isAdmin: true } },
  );
}, 60_000);

afterAll(async () => {
  await bff?.close();
  await rm(europeRoot, { recursive: true, force: true });
});

const newProject = (token: string, input: Record<string, unknown>) =>
  bff.gql(token, createProject, {
    input: { workspaceId, managerId: wanda, name: `Project ${randomUUID()}`, ...input },
  });

/** Where storage keeps a version's source: the key the upload was given. */
async function sourceKeyOf(versionId: string) {
  const { id } = fromGlobalId(versionId);
  const row = await bff.services.db
    .selectFrom('version')
    .select('sourceKey')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.sourceKey;
}

describe('storages and transfer servers', () => {
  it('lists the storage config to superusers only', async () => {
    expect((await bff.gql(bff.adminToken, storageConfig)).data?.storageConfig).toEqual({
      storages: [
        { name: 'Main', prefix: '' },
        { name: 'Europe', prefix: 'eu' },
      ],
      transferServers: [
        { name: 'Rushes Transfer', storagePrefix: '' },
        { name: 'asp2', storagePrefix: 'eu' },
        { name: 'asp3', storagePrefix: 'eu' },
      ],
    });
    expect(firstError(await bff.gql(wandaToken, storageConfig)).code).toBe('FORBIDDEN');
  });

  it('makes a superuser choose the storage, with its first transfer server', async () => {
    const unchosen = await newProject(bff.adminToken, {});
    expect(firstError(unchosen)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'storagePrefix', rule: 'required' },
    });
    const unknown = await newProject(bff.adminToken, { storagePrefix: 'us' });
    expect(firstError(unknown).data).toEqual({ field: 'storagePrefix', rule: 'required' });
    const europe = await newProject(bff.adminToken, { storagePrefix: 'eu' });
    expect(europe.data?.createProject.project).toMatchObject({
      storageName: 'Europe',
      storagePrefix: 'eu',
      transferServer: 'asp2',
    });
  });

  it('puts the projects of others on the default storage, which they do not see', async () => {
    const own = await newProject(wandaToken, {});
    expect(own.data?.createProject.project).toMatchObject({
      storageName: null,
      storagePrefix: null,
      transferServer: 'Rushes Transfer',
    });
    expect(firstError(await newProject(wandaToken, { storagePrefix: '' })).code).toBe('FORBIDDEN');
  });

  it("keeps an upload's bytes under its project's storage", async () => {
    const europe = (await newProject(bff.adminToken, { storagePrefix: 'eu' })).data?.createProject
      .project;
    const main = (await newProject(bff.adminToken, { storagePrefix: '' })).data?.createProject
      .project;
    const bytes = randomBytes(1000);
    const file = { filename: 'A001.mov', bytes };
    const there = await uploadFile(bff, bff.adminToken, europe.rootFolder.id, file);
    const here = await uploadFile(bff, bff.adminToken, main.rootFolder.id, file);
    const europeKey = await sourceKeyOf(there.version.id);
    const mainKey = await sourceKeyOf(here.version.id);
    expect(europeKey).toMatch(/^eu\/projects\/[0-9a-f-]{36}\/assets\//);
    expect(mainKey).toMatch(/^projects\/[0-9a-f-]{36}\/assets\//);
    expect((await stat(join(europeRoot, 'objects', ...europeKey.split('/')))).size).toBe(1000);
    await expect(stat(join(europeRoot, 'objects', ...mainKey.split('/')))).rejects.toThrow();
    expect(await bff.services.storage.headObject(mainKey)).toEqual({ size: 1000 });
  });

  it('refuses to move or copy items to a project on another storage, saying so', async () => {
    const europe = (await newProject(bff.adminToken, { storagePrefix: 'eu' })).data?.createProject
      .project;
    const main = (await newProject(bff.adminToken, { storagePrefix: '' })).data?.createProject
      .project;
    const input = { parentId: main.rootFolder.id, name: 'Day 1' };
    const day = (await bff.gql(bff.adminToken, createFolder, { input })).data?.createFolder.folder;
    const seq = await bff.services.store.headSeq();
    for (const mutation of ['moveItems', 'copyItems']) {
      const answer = await bff.gql(
        bff.adminToken,
        `mutation ($input: ${mutation[0]?.toUpperCase()}${mutation.slice(1)}Input!) {
          ${mutation}(input: $input) { clientMutationId } }`,
        { input: { targetId: europe.rootFolder.id, folderIds: [day.id] } },
      );
      expect(firstError(answer)).toEqual({
        code: 'VALIDATION_FAILED',
        data: { field: 'targetId', rule: 'sameStorage' },
      });
      expect(answer.errors?.[0]?.message).toBe(
        'items cannot move or be copied to a project on another storage',
      );
    }
    expect(await bff.services.store.headSeq()).toBe(seq);
  });

  it("lets a superuser change a project's transfer server among its storage's, or to none", async () => {
    const europe = (await newProject(bff.adminToken, { storagePrefix: 'eu' })).data?.createProject
      .project;
    const change = (token: string, transferServer: string) =>
      bff.gql(token, updateProject, { input: { id: europe.id, transferServer } });
    expect((await change(bff.adminToken, 'asp3')).data?.updateProject.project).toEqual({
      transferServer: 'asp3',
    });
    expect(firstError(await change(bff.adminToken, 'Rushes Transfer'))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'transferServer', rule: 'oneOf' },
    });
    expect(firstError(await change(wandaToken, '')).code).toBe('FORBIDDEN');
    expect((await change(bff.adminToken, '')).data?.updateProject.project).toEqual({
      transferServer: null,
    });
  });

  it('tells whether some project of a workspace has a transfer server', async () => {
    const hasServer = async (id: string) =>
      (
        await bff.gql(
          bff.adminToken,
          'query ($id: ID!) { node(id: $id) { ... on Workspace { hasTransferServer } } }',
          { id },
        )
      ).data?.node.hasTransferServer;
    const empty = await bff.gql(
      bff.adminToken,
      'mutation { createWorkspace(input: { name: "Empty" }) { workspace { id } } }',
    );
    expect(await hasServer(empty.data?.createWorkspace.workspace.id)).toBe(false);
    expect(await hasServer(workspaceId)).toBe(true);
  });

  it('reads a project made before storages as on the default storage, with no transfer server', async () => {
    const id = randomUUID();
    const { services } = bff;
    const { seq } = await services.store.append(
      `project.${id}`,
      [
        {
          type: 'project.created',
          version: 1,
          data: {
            id,
            workspaceId: fromGlobalId(workspaceId).id,
            name: `Old ${id}`,
            managerId: fromGlobalId(wanda).id,
            rootFolderId: randomUUID(),
          },
        },
      ],
      {
        expectedSeq: 0,
        meta: {
          ...systemOrigin('test'),
          ...{ commandId: id, causationId: null, at: new Date().toISOString(), clientIp: null },
        },
      },
    );
    await services.checkpoints.waitFor(['projects'], seq);
    const answer = await bff.gql(
      bff.adminToken,
      'query ($id: ID!) { project(id: $id) { storageName storagePrefix transferServer } }',
      { id: toGlobalId('Project', id) },
    );
    expect(answer.data?.project).toEqual({
      storageName: 'Main',
      storagePrefix: '',
      transferServer: null,
    });
  });
});
