import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';

const createProject = `
  mutation ($input: CreateProjectInput!) {
    createProject(input: $input) { project { id rootFolder { id } } }
  }`;
const createFolder = `
  mutation ($input: CreateFolderInput!) {
    createFolder(input: $input) {
      folder { id name isRoot parent { name } creator { name } allowedTo { edit upload download share delete } }
      folderEdge { cursor node { name } }
    }
  }`;
const folder = `
  query ($id: ID!, $first: Int, $after: String, $orderBy: FolderOrder) {
    folder(id: $id) {
      name folderCount
      ancestors { name }
      children(first: $first, after: $after, orderBy: $orderBy) {
        edges { node { name } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }`;

const names = (answer: GraphQLAnswer) =>
  answer.data?.folder.children.edges.map((edge: { node: { name: string } }) => edge.node.name);

describe('folders', () => {
  let bff: TestBff;
  let token: string;
  let managerToken: string;
  let otherToken: string;
  let rootId: string;

  const create = (as: string, parentId: string, name: string) =>
    bff.gql(as, createFolder, { input: { parentId, name } });

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    managerToken = await bff.tokenFor(manager);
    otherToken = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    const workspaceId = (await bff.gql(token, '{ workspaces { id } }')).data?.workspaces[0].id;
    const managerId = toGlobalId('User', manager.userId);
    const input = { workspaceId, managerId, name: 'Feature' };
    const created = await bff.gql(token, createProject, { input });
    rootId = created.data?.createProject.project.rootFolder.id;
  });
  afterAll(() => bff?.close());

  it('lets the manager create a folder, listed in its parent at once', async () => {
    const answer = await create(managerToken, rootId, '  Day 10 ');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createFolder.folder).toMatchObject({
      name: 'Day 10',
      isRoot: false,
      parent: { name: 'Feature' },
      creator: { name: 'Mia Manager' },
      allowedTo: { edit: true, upload: true, download: true, share: true, delete: true },
    });
    expect(names(await bff.gql(managerToken, folder, { id: rootId }))).toEqual(['Day 10']);
  });

  it('lists children by name as people read them, page by page', async () => {
    for (const name of ['day 2', 'Élan', 'apple']) await create(token, rootId, name);
    const byName = { id: rootId, first: 2, orderBy: 'NAME_ASC' };
    const first = await bff.gql(token, folder, byName);
    expect(names(first)).toEqual(['apple', 'day 2']);
    expect(first.data?.folder.folderCount).toBe(4);
    const after = first.data?.folder.children.pageInfo.endCursor;
    const next = await bff.gql(token, folder, { ...byName, after });
    expect(names(next)).toEqual(['Day 10', 'Élan']);
    expect(next.data?.folder.children.pageInfo.hasNextPage).toBe(false);
  });

  it('lists a folder without assets newest first when no order is asked (by content)', async () => {
    const answer = await bff.gql(token, folder, { id: rootId });
    expect(names(answer)).toEqual(['apple', 'Élan', 'day 2', 'Day 10']);
  });

  it('refuses a name a sibling holds, whatever its case, but not in another folder', async () => {
    const answer = await create(token, rootId, 'DAY 10');
    expect(firstError(answer)).toEqual({
      code: 'NAME_CONFLICT',
      data: { field: 'name', entity: 'folder' },
    });
    const day = await create(token, rootId, 'Day 11');
    const dayId = day.data?.createFolder.folder.id;
    const nested = await create(token, dayId, 'Day 10');
    expect(nested.errors).toBeUndefined();
    const nestedId = nested.data?.createFolder.folder.id;
    const ancestors = await bff.gql(token, folder, { id: nestedId });
    expect(ancestors.data?.folder.ancestors).toEqual([{ name: 'Feature' }, { name: 'Day 11' }]);
  });

  it('marks the parent modified when a folder is created in it', async () => {
    const times = 'query ($id: ID!) { folder(id: $id) { createdAt modifiedAt } }';
    const day = await create(token, rootId, 'Day 20');
    const dayId = day.data?.createFolder.folder.id;
    const child = await create(token, dayId, 'Sound');
    const childId = child.data?.createFolder.folder.id;
    const parent = (await bff.gql(token, times, { id: dayId })).data?.folder;
    const created = (await bff.gql(token, times, { id: childId })).data?.folder.createdAt;
    expect(parent.modifiedAt).toBe(created);
    expect(parent.modifiedAt > parent.createdAt).toBe(true);
  });

  it('requires a name', async () => {
    expect(firstError(await create(token, rootId, '  '))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'name', rule: 'required' },
    });
  });

  it('refuses a folder under a folder that does not exist', async () => {
    const missing = toGlobalId('Folder', '00000000-0000-4000-8000-000000000000');
    expect(firstError(await create(token, missing, 'Lost')).code).toBe('NOT_FOUND');
  });

  it('answers someone out of the project as if the parent did not exist', async () => {
    const missing = toGlobalId('Folder', '00000000-0000-4000-8000-000000000000');
    const refusal = firstError(await create(otherToken, rootId, 'Intruder'));
    expect(refusal).toEqual({ code: 'NOT_FOUND', data: { field: 'parentId', entity: 'folder' } });
    expect(refusal).toEqual(firstError(await create(otherToken, missing, 'Intruder')));
    expect((await bff.gql(otherToken, folder, { id: rootId })).data?.folder).toBeNull();
  });

  it('resolves a folder as a node for those who may see it', async () => {
    const node = 'query ($id: ID!) { node(id: $id) { ... on Folder { name isRoot } } }';
    const answer = await bff.gql(managerToken, node, { id: rootId });
    expect(answer.data?.node).toEqual({ name: 'Feature', isRoot: true });
    expect((await bff.gql(otherToken, node, { id: rootId })).data?.node).toBeNull();
  });

  it('tells folderChanged subscribers when a folder is created in theirs', async () => {
    const socket = await bff.app.injectWS('/v2/graphql', {
      headers: { 'sec-websocket-protocol': 'graphql-transport-ws' },
    });
    const received = (type: string) =>
      new Promise<{ payload?: GraphQLAnswer }>((resolve) => {
        socket.on('message', (raw: Buffer) => {
          const message = JSON.parse(raw.toString());
          if (message.type === type) resolve(message);
        });
      });
    const acknowledged = received('connection_ack');
    socket.send(JSON.stringify({ type: 'connection_init', payload: { token: managerToken } }));
    await acknowledged;
    const announced = received('next');
    let done = false;
    announced.then(() => {
      done = true;
    });
    const query = 'subscription ($id: ID!) { folderChanged(folderId: $id) { name } }';
    const variables = { id: rootId };
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
    // The subscription starts asynchronously: create folders until one is announced.
    for (let attempt = 0; !done && attempt < 20; attempt++) {
      await create(managerToken, rootId, `Live ${attempt}`);
    }
    expect((await announced).payload?.data?.folderChanged).toEqual({ name: 'Feature' });
    socket.terminate();
  });
});
