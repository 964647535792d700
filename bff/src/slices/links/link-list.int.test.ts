import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessWorld, createProject, startAccessWorld } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const createLink = `mutation ($input: CreateLinkInput!) {
  createLink(input: $input) { link { id } } }`;
const links = `query ($projectId: ID, $first: Int, $after: String, $orderBy: LinkOrder, $filter: String) {
  links(projectId: $projectId, first: $first, after: $after, orderBy: $orderBy, filter: $filter) {
    edges { node { name } } pageInfo { hasNextPage endCursor } } }`;
const linkProjects = '{ linkProjects { name } }';

type Order = 'NAME' | 'CREATED' | 'CREATED_BY' | 'EXPIRES';
const DAY = 86_400_000;

let world: AccessWorld;
let pilotId: string;
let elsewhereId: string;

/**
 * Feature (Mia's; Wanda is Admin of its workspace) has Mia's 'Day 10' (3 days left) and 'Cut'
 * (1 day) and Wanda's 'day 2' (never expires); Pilot, in the same workspace, Mia's 'Teaser'
 * (10 days); Otto's own project in another workspace his 'Secret' (never expires). Made in that
 * order, a second apart at most.
 */
beforeAll(async () => {
  world = await startAccessWorld();
  const { admin, users, tokens, workspaceId } = world;
  const project = async (input: Record<string, unknown>) =>
    (await world.bff.gql(admin, createProject, { input })).data?.createProject.project;
  const pilot = await project({ workspaceId, name: 'Pilot', managerId: users.mia });
  const other = await world.bff.gql(admin, createWorkspace, { input: { name: 'Elsewhere' } });
  const elsewhere = await project({
    workspaceId: other.data?.createWorkspace.workspace.id,
    name: 'Otto Film',
    managerId: users.otto,
  });
  pilotId = pilot.id;
  elsewhereId = elsewhere.id;
  const now = Date.now();
  const link = async (
    token: string,
    of: { id: string; folderId: string },
    name: string,
    days: number | null,
  ) => {
    const expiry = days === null ? { hasExpiry: false } : { expiresAt: new Date(now + days * DAY) };
    const answer = await world.bff.gql(token, createLink, {
      input: { projectId: of.id, name, folderIds: [of.folderId], ...expiry },
    });
    expect(answer.errors).toBeUndefined();
  };
  const feature = { id: world.projectId, folderId: world.folders.day1 };
  await link(tokens.mia, feature, 'Day 10', 3);
  await link(tokens.wanda, feature, 'day 2', null);
  await link(tokens.mia, feature, 'Cut', 1);
  await link(tokens.mia, { id: pilot.id, folderId: pilot.rootFolder.id }, 'Teaser', 10);
  await link(tokens.otto, { id: elsewhere.id, folderId: elsewhere.rootFolder.id }, 'Secret', null);
}, 60_000);
afterAll(async () => {
  await world?.bff.close();
});

interface Listing {
  projectId?: string;
  orderBy?: Order;
  filter?: string;
}

/** The names `token` lists, one page of `first` at a time, following the cursors to the end. */
async function namesPaged(token: string, listing: Listing, first: number) {
  const names: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const answer = await world.bff.gql(token, links, { ...listing, first, after });
    expect(answer.errors).toBeUndefined();
    const { edges, pageInfo } = answer.data?.links ?? {};
    names.push(...edges.map((edge: { node: { name: string } }) => edge.node.name));
    if (!pageInfo.hasNextPage) return names;
    after = pageInfo.endCursor;
  }
  throw new Error('the pages never end');
}

/** The names in one page, and the same when walked a page of one and of two at a time. */
async function names(token: string, listing: Listing = {}) {
  const whole = await namesPaged(token, listing, 1000);
  expect(await namesPaged(token, listing, 1)).toEqual(whole);
  expect(await namesPaged(token, listing, 2)).toEqual(whole);
  return whole;
}

describe('the Shares list on the server', () => {
  it('sorts every link by Name, Created, Created By or Expires, page after page', async () => {
    const mia = world.tokens.mia;
    // names as people read them: 2 before 10, whatever the case
    expect(await names(mia, { orderBy: 'NAME' })).toEqual(['Cut', 'day 2', 'Day 10', 'Teaser']);
    expect(await names(mia)).toEqual(['Teaser', 'Cut', 'day 2', 'Day 10']);
    expect(await names(mia, { orderBy: 'CREATED' })).toEqual(['Teaser', 'Cut', 'day 2', 'Day 10']);
    expect(await names(mia, { orderBy: 'CREATED_BY' })).toEqual([
      'Cut',
      'Day 10',
      'Teaser',
      'day 2',
    ]);
    // soonest first, those that never expire last
    expect(await names(mia, { orderBy: 'EXPIRES' })).toEqual(['Cut', 'Day 10', 'Teaser', 'day 2']);
  });

  it("filters by the link's, its creator's or its project's name, over every page", async () => {
    const mia = world.tokens.mia;
    expect(await names(mia, { orderBy: 'NAME', filter: 'DAY' })).toEqual(['day 2', 'Day 10']);
    expect(await names(mia, { filter: ' wanda ' })).toEqual(['day 2']);
    expect(await names(mia, { filter: 'pilot' })).toEqual(['Teaser']);
    // the filter's wildcards are taken as they are
    expect(await names(mia, { filter: '%' })).toEqual([]);
    expect(await names(mia, { filter: '' })).toHaveLength(4);
  });

  it("lists one project's links, sorted and filtered", async () => {
    const mia = world.tokens.mia;
    const feature = { projectId: world.projectId };
    expect(await names(mia, { ...feature, orderBy: 'EXPIRES' })).toEqual([
      'Cut',
      'Day 10',
      'day 2',
    ]);
    expect(await names(mia, { ...feature, filter: 'teaser' })).toEqual([]);
    expect(await names(mia, { projectId: pilotId, orderBy: 'NAME' })).toEqual(['Teaser']);
  });

  it('lists only the links each person sees, and the projects that have them', async () => {
    const { tokens, admin } = world;
    const listed = async (token: string) =>
      ((await world.bff.gql(token, linkProjects)).data?.linkProjects ?? []).map(
        (project: { name: string }) => project.name,
      );
    expect(await names(tokens.wanda, { orderBy: 'NAME' })).toEqual([
      'Cut',
      'day 2',
      'Day 10',
      'Teaser',
    ]);
    expect(await names(tokens.otto)).toEqual(['Secret']);
    expect(await names(tokens.eddie)).toEqual([]);
    expect(await names(admin, { orderBy: 'NAME' })).toEqual([
      'Cut',
      'day 2',
      'Day 10',
      'Secret',
      'Teaser',
    ]);
    expect(await listed(tokens.mia)).toEqual(['Feature', 'Pilot']);
    expect(await listed(tokens.otto)).toEqual(['Otto Film']);
    expect(await listed(tokens.eddie)).toEqual([]);
    expect(await listed(admin)).toEqual(['Feature', 'Otto Film', 'Pilot']);
  });

  it("refuses a project out of the viewer's reach and a cursor of another order", async () => {
    const { tokens } = world;
    const stranger = await world.bff.gql(tokens.otto, links, { projectId: world.projectId });
    expect(firstError(stranger)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'projectId', entity: 'project' },
    });
    expect(firstError(await world.bff.gql(tokens.mia, links, { projectId: elsewhereId }))).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'projectId', entity: 'project' },
    });
    const byName = await world.bff.gql(tokens.mia, links, { orderBy: 'NAME', first: 1 });
    const after = byName.data?.links.pageInfo.endCursor;
    for (const orderBy of ['CREATED_BY', 'EXPIRES'] as const) {
      const answer = await world.bff.gql(tokens.mia, links, { orderBy, after });
      expect(firstError(answer)).toEqual({
        code: 'VALIDATION_FAILED',
        data: { field: 'after', rule: 'cursor' },
      });
    }
    const unknown = await world.bff.gql(tokens.mia, links, { orderBy: 'SIZE' });
    expect(unknown.errors?.[0]?.message).toMatch(/LinkOrder/);
  });
});
