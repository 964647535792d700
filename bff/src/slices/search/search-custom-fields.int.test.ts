import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import {
  changeCustomField,
  defineCustomField,
  defineField,
  setValues,
  withClips,
} from '../custom-fields/custom-field.fixture.ts';
import { type AccessWorld, createProject, startAccessWorld } from '../members/member.fixture.ts';

const searchQuery = `query ($text: String!) {
  search(text: $text) {
    hits { edges { node {
      object { ... on Asset { id } }
      matches { field text highlights { start length } }
    } } }
  }
}`;
const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;

interface Hit {
  object: { id: string };
  matches: { field: string; text: string }[];
}

describe('search by custom fields', () => {
  let world: AccessWorld;
  let clips: string[];
  let fields: Record<string, string>;
  let elsewhere: string;

  const hitsOf = async (text: string, token = world.tokens.mia): Promise<Hit[]> => {
    const answer = await world.bff.gql(token, searchQuery, { text });
    expect(answer.errors).toBeUndefined();
    return answer.data?.search.hits.edges.map((edge: { node: Hit }) => edge.node);
  };
  /** The clips found, by their place in `clips` (another asset as its id), sorted. */
  const found = async (text: string, token?: string) =>
    (await hitsOf(text, token))
      .map((hit) => (clips.includes(hit.object.id) ? clips.indexOf(hit.object.id) : hit.object.id))
      .sort();

  afterAll(() => world?.bff.close());
  beforeAll(async () => {
    world = await startAccessWorld();
    clips = await withClips(world);
    fields = {
      camera: await defineField(world, { name: 'Camera', type: 'TEXT', options: ['A', 'B'] }),
      rating: await defineField(world, { name: 'Rating', type: 'NUMBER' }),
      shotDate: await defineField(world, { name: 'Shot Date', type: 'DATE' }),
      location: await defineField(world, { name: 'Location', type: 'TEXT' }),
    };
    const value = (name: string, text: string) => ({ fieldId: fields[name] ?? '', value: text });
    const [first = '', second = ''] = clips;
    await setValues(
      world,
      world.tokens.eddie,
      [first],
      [value('camera', 'B'), value('rating', '5'), value('shotDate', '2026-11-05')],
    );
    await setValues(
      world,
      world.tokens.eddie,
      [second],
      [value('camera', 'A'), value('rating', '2'), value('shotDate', '2026-12-01')],
    );
    // a workspace Mia has nothing in, with a field of the same name
    const { admin, bff, users } = world;
    const other = await bff.gql(admin, createWorkspace, { input: { name: 'Documentary' } });
    const workspaceId = other.data?.createWorkspace.workspace.id;
    const input = { workspaceId, name: 'Doc', managerId: users.otto };
    const project = (await bff.gql(admin, createProject, { input })).data?.createProject.project;
    const userId = fromGlobalId(users.otto).id;
    const target = { projectId: project.id, folderId: project.rootFolder.id, userId };
    elsewhere = (await appendTestAsset(bff.services, target)).assetId;
    const camera = await bff.gql(admin, defineCustomField, {
      input: { workspaceId, name: 'camera', type: 'TEXT' },
    });
    const fieldId = camera.data?.defineCustomField.customField.id;
    const set = await setValues(world, admin, [elsewhere], [{ fieldId, value: 'B' }]);
    expect(set.errors).toBeUndefined();
  });

  it('finds a value set as soon as the mutation answers, and says which field holds it', async () => {
    expect(await found('harbour')).toEqual([]);
    const answer = await setValues(
      world,
      world.tokens.eddie,
      [clips[2] ?? ''],
      [{ fieldId: fields.location ?? '', value: 'Harbour Wall' }],
    );
    expect(answer.errors).toBeUndefined();
    const [hit] = await hitsOf('harbour');
    expect(hit?.object.id).toBe(clips[2]);
    expect(hit?.matches).toEqual([
      { field: 'field:Location', text: 'Harbour Wall', highlights: [{ start: 0, length: 7 }] },
    ]);
  });

  it('filters by a field as its type compares', async () => {
    expect(await found('camera:B')).toEqual([0]);
    expect(await found('rating:>3')).toEqual([0]);
    expect(await found('rating:<=5')).toEqual([0, 1]);
    expect(await found('shot_date:2026-11-01..2026-11-30')).toEqual([0]);
    expect(await found('"Shot Date":2026-12-01')).toEqual([1]);
  });

  it('never finds what a field of another workspace, so named, holds out of reach', async () => {
    expect(await found('camera:B', world.tokens.otto)).toEqual([elsewhere]);
    expect(await found('camera:B', world.admin)).toEqual([0, elsewhere].sort());
  });

  it('follows a field renamed by the time the change answers', async () => {
    const answer = await world.bff.gql(world.tokens.wanda, changeCustomField, {
      input: { id: fields.location, name: 'Place' },
    });
    expect(answer.errors).toBeUndefined();
    expect(await found('place:"harbour wall"')).toEqual([2]);
    expect(await found('location:"harbour wall"')).toEqual([]);
  });
});
