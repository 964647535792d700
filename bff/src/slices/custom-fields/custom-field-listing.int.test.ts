import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { defineCustomField, defineField, setValues, withClips } from './custom-field.fixture.ts';

const listed = `query ($id: ID!, $first: Int, $after: String, $order: CustomFieldOrder,
    $filters: [CustomFieldFilter!]) {
  folder(id: $id) {
    assets(first: $first, after: $after, orderByField: $order, fieldFilters: $filters) {
      edges { node { id } }
      pageInfo { hasNextPage endCursor }
    } } }`;
const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const copyItems = `mutation ($input: CopyItemsInput!) { copyItems(input: $input) { clientMutationId } }`;

describe("a folder's list by custom fields", () => {
  let world: AccessWorld;
  let clips: string[];
  let camera: string;
  let rating: string;
  let shotAt: string;
  afterAll(() => world?.bff.close());
  beforeAll(async () => {
    world = await startAccessWorld();
    clips = await withClips(world);
    camera = await defineField(world, { name: 'Camera', type: 'TEXT', options: ['A', 'B', 'C'] });
    rating = await defineField(world, { name: 'Rating', type: 'NUMBER', shownInList: true });
    shotAt = await defineField(world, { name: 'Shot at', type: 'DATETIME' });
    const [first = '', second = '', third = ''] = clips;
    // first: A, 5, on the 12th; second: B, 2, on the 13th; third: B, no rating.
    const set = (assetId: string, values: [string, string][]) =>
      setValues(
        world,
        world.tokens.eddie,
        [assetId],
        values.map(([fieldId, value]) => ({ fieldId, value })),
      );
    await set(first, [
      [camera, 'A'],
      [rating, '5'],
      [shotAt, '2026-12-12T23:30-01:00'],
    ]);
    await set(second, [
      [camera, 'B'],
      [rating, '2'],
      [shotAt, '2026-12-13T08:00Z'],
    ]);
    await set(third, [[camera, 'B']]);
  });

  const list = async (variables: Record<string, unknown>) => {
    const answer = await world.bff.gql(world.tokens.vic, listed, {
      id: world.folders.day1,
      ...variables,
    });
    return answer;
  };
  const ids = async (variables: Record<string, unknown>) =>
    (await list(variables)).data?.folder.assets.edges.map((edge: { node: { id: string } }) =>
      clips.indexOf(edge.node.id),
    );

  it('sorts by a number, assets without one first going up, page by page', async () => {
    const order = { fieldId: rating, direction: 'ASC' };
    expect(await ids({ order })).toEqual([2, 1, 0]);
    expect(await ids({ order: { ...order, direction: 'DESC' } })).toEqual([0, 1, 2]);
    const page = await list({ order, first: 2 });
    const { endCursor, hasNextPage } = page.data?.folder.assets.pageInfo ?? {};
    expect(hasNextPage).toBe(true);
    expect(await ids({ order, first: 2, after: endCursor })).toEqual([0]);
  });

  it('sorts by text and by instant', async () => {
    const byCamera = await ids({ order: { fieldId: camera, direction: 'DESC' } });
    expect(byCamera[2]).toBe(0);
    expect(await ids({ order: { fieldId: shotAt, direction: 'ASC' } })).toEqual([2, 0, 1]);
  });

  it('filters by value, text whatever its case, numbers and days as compared', async () => {
    const filter = (fieldId: string, comparison: string, value: string) => ({
      filters: [{ fieldId, comparison, value }],
      order: { fieldId: rating, direction: 'ASC' },
    });
    expect(await ids(filter(camera, 'EQUALS', 'b'))).toEqual([2, 1]);
    expect(await ids(filter(rating, 'GREATER_THAN', '3'))).toEqual([0]);
    expect(await ids(filter(rating, 'LESS_OR_EQUAL', '5'))).toEqual([1, 0]);
    // 23:30 at −01:00 on the 12th is the 13th in UTC
    expect(await ids(filter(shotAt, 'EQUALS', '2026-12-13'))).toEqual([1, 0]);
    expect(await ids(filter(shotAt, 'LESS_THAN', '2026-12-13T08:00Z'))).toEqual([0]);
    const both = {
      filters: [
        { fieldId: camera, value: 'B' },
        { fieldId: rating, comparison: 'GREATER_OR_EQUAL', value: '1' },
      ],
    };
    expect(await ids(both)).toEqual([1]);
  });

  it('refuses a filter value its field cannot read, and a field of no such workspace', async () => {
    const bad = await list({ filters: [{ fieldId: rating, value: 'lots' }] });
    expect(firstError(bad)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'fieldFilters', rule: 'value', type: 'NUMBER' },
    });
    const other = await world.bff.gql(world.admin, createWorkspace, { input: { name: 'Other' } });
    const lens = await world.bff.gql(world.admin, defineCustomField, {
      input: { workspaceId: other.data?.createWorkspace.workspace.id, name: 'Lens', type: 'TEXT' },
    });
    const fieldId = lens.data?.defineCustomField.customField.id;
    const elsewhere = await list({ order: { fieldId, direction: 'ASC' } });
    expect(firstError(elsewhere)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'fieldId', entity: 'customField' },
    });
  });

  it('lists copies with the values of what they copy', async () => {
    const answer = await world.bff.gql(world.admin, copyItems, {
      input: { targetId: world.folders.day2, folderIds: [], assetIds: [clips[0]] },
    });
    expect(answer.errors).toBeUndefined();
    const copies = await world.bff.gql(world.tokens.eddie, listed, {
      id: world.folders.day2,
      filters: [{ fieldId: rating, value: '5' }],
    });
    expect(copies.data?.folder.assets.edges).toHaveLength(1);
  });
});
