import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';
import {
  assetValues,
  changeCustomField,
  defineCustomField,
  defineField,
  removeCustomField,
  reorderCustomFields,
  setValues,
  withClips,
} from './custom-field.fixture.ts';

const deleteItems = `mutation ($input: DeleteItemsInput!) {
  deleteItems(input: $input) { clientMutationId } }`;
const workspaceFields = `query ($id: ID!) {
  node(id: $id) { ... on Workspace { customFields { name type options required shownInList } } } }`;

/** The values an asset shows, by field name; null where it has none. */
async function shown(world: AccessWorld, token: string, assetId: string) {
  const answer = await world.bff.gql(token, assetValues, { id: assetId });
  const entries: { field: { name: string }; text: string | null }[] =
    answer.data?.asset.customFields ?? [];
  return Object.fromEntries(entries.map((entry) => [entry.field.name, entry.text]));
}

describe('custom fields', () => {
  let world: AccessWorld;
  let clips: string[];
  let camera: string;
  let rating: string;
  afterAll(() => world?.bff.close());
  beforeAll(async () => {
    world = await startAccessWorld();
    clips = await withClips(world);
    camera = await defineField(world, {
      name: 'Camera',
      type: 'TEXT',
      options: ['A', 'B', 'C'],
      shownInList: true,
    });
    rating = await defineField(world, { name: 'Rating', type: 'NUMBER' });
  });

  it('are defined by the workspace admin, in order, as events', async () => {
    const answer = await world.bff.gql(world.tokens.wanda, workspaceFields, {
      id: world.workspaceId,
    });
    expect(answer.data?.node.customFields).toEqual([
      {
        name: 'Camera',
        type: 'TEXT',
        options: ['A', 'B', 'C'],
        required: false,
        shownInList: true,
      },
      { name: 'Rating', type: 'NUMBER', options: [], required: false, shownInList: false },
    ]);
  });

  it('are defined by no one who only works in a project, and a refusal appends nothing', async () => {
    const input = { workspaceId: world.workspaceId, name: 'Lens', type: 'TEXT' };
    for (const token of [world.tokens.mia, world.tokens.eddie]) {
      const { answer, appended } = await world.appended(() =>
        world.bff.gql(token, defineCustomField, { input }),
      );
      expect(firstError(answer).code).toMatch(/FORBIDDEN|NOT_FOUND/);
      expect(appended).toBe(false);
    }
  });

  it('keep their names unique in the workspace', async () => {
    const answer = await world.bff.gql(world.tokens.wanda, defineCustomField, {
      input: { workspaceId: world.workspaceId, name: 'camera', type: 'TEXT' },
    });
    expect(firstError(answer)).toEqual({
      code: 'NAME_CONFLICT',
      data: { field: 'name', entity: 'customField' },
    });
  });

  it('take values on a selection from an editor, shown to whoever sees the clips', async () => {
    const [first = '', second = ''] = clips;
    const answer = await setValues(
      world,
      world.tokens.eddie,
      [first, second],
      [
        { fieldId: camera, value: 'b' },
        { fieldId: rating, value: '4' },
      ],
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.setCustomFieldValues.assets).toHaveLength(2);
    expect(await shown(world, world.tokens.vic, second)).toEqual({ Camera: 'B', Rating: '4' });
    const link = await openLink(world.bff, world.admin, {
      projectId: world.projectId,
      name: 'Dailies',
      folderIds: [world.folders.day1],
    });
    const visitor = (await visit(world.bff, { token: link.token })).json().token;
    expect(await shown(world, visitor, first)).toEqual({ Camera: 'B', Rating: '4' });
    const refused = await world.appended(() =>
      setValues(world, visitor, [first], [{ fieldId: rating, value: '5' }]),
    );
    expect(firstError(refused.answer).code).toBe('FORBIDDEN');
    expect(refused.appended).toBe(false);
  });

  it('take none from a viewer: the selection is refused whole, nothing appended', async () => {
    const { answer, appended } = await world.appended(() =>
      setValues(world, world.tokens.vic, clips, [{ fieldId: rating, value: '1' }]),
    );
    expect(firstError(answer).code).toBe('FORBIDDEN');
    expect(appended).toBe(false);
  });

  it('are checked by type before any asset changes, naming the field', async () => {
    const email = await defineField(world, { name: 'Contact', type: 'EMAIL' });
    const when = await defineField(world, { name: 'Shot at', type: 'DATETIME' });
    const where = await defineField(world, { name: 'Location', type: 'POSITION' });
    const cases = [
      [email, 'dit at rushes', 'Contact', 'email'],
      [when, '2026-12-12T10:30', 'Shot at', 'timeZone'],
      [where, '48.85, 200', 'Location', 'longitude'],
      [camera, 'D', 'Camera', 'option'],
    ] as const;
    for (const [fieldId, value, field, rule] of cases) {
      const { answer, appended } = await world.appended(() =>
        setValues(world, world.tokens.eddie, clips, [
          { fieldId: rating, value: '2' },
          { fieldId, value },
        ]),
      );
      expect(firstError(answer)).toMatchObject({
        code: 'VALIDATION_FAILED',
        data: { field, rule },
      });
      expect(appended).toBe(false);
    }
    const third = clips[2] ?? '';
    const answer = await setValues(
      world,
      world.tokens.eddie,
      [third],
      [
        { fieldId: when, value: '2026-12-12T10:30+01:00' },
        { fieldId: where, value: '48.8584, 2.2945' },
      ],
    );
    const values = answer.data?.setCustomFieldValues.assets[0].customFields;
    expect(values).toContainEqual(
      expect.objectContaining({ field: { name: 'Shot at' }, dateTime: '2026-12-12T09:30:00.000Z' }),
    );
    expect(values).toContainEqual(
      expect.objectContaining({ position: { latitude: 48.8584, longitude: 2.2945 } }),
    );
  });

  it('keep a required field from being cleared where values are set', async () => {
    await world.bff.gql(world.tokens.wanda, changeCustomField, {
      input: { id: rating, required: true },
    });
    const answer = await setValues(
      world,
      world.tokens.eddie,
      [clips[0] ?? ''],
      [{ fieldId: rating, value: '' }],
    );
    expect(firstError(answer)).toMatchObject({ data: { field: 'Rating', rule: 'required' } });
  });

  it('change type only where every value converts', async () => {
    const refused = await world.bff.gql(world.tokens.wanda, changeCustomField, {
      input: { id: camera, type: 'NUMBER' },
    });
    expect(firstError(refused)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'type', rule: 'convert', value: 'B' },
    });
    const answer = await world.bff.gql(world.tokens.wanda, changeCustomField, {
      input: { id: rating, type: 'TEXT', name: 'Stars' },
    });
    expect(answer.data?.changeCustomField.customField).toMatchObject({
      name: 'Stars',
      type: 'TEXT',
    });
    expect(await shown(world, world.tokens.eddie, clips[0] ?? '')).toMatchObject({ Stars: '4' });
  });

  it('are reordered and removed, their values going with them', async () => {
    const names = async () => {
      const answer = await world.bff.gql(world.tokens.wanda, workspaceFields, {
        id: world.workspaceId,
      });
      return answer.data?.node.customFields.map((field: { name: string }) => field.name);
    };
    expect(await names()).toEqual(['Camera', 'Stars', 'Contact', 'Shot at', 'Location']);
    const partial = await world.bff.gql(world.tokens.wanda, reorderCustomFields, {
      input: { workspaceId: world.workspaceId, fieldIds: [rating, camera] },
    });
    expect(firstError(partial).code).toBe('STATE_CONFLICT');
    const ids = await fieldIds(world);
    const reordered = await world.bff.gql(world.tokens.wanda, reorderCustomFields, {
      input: { workspaceId: world.workspaceId, fieldIds: [...ids].reverse() },
    });
    expect(reordered.errors).toBeUndefined();
    expect(await names()).toEqual(['Location', 'Shot at', 'Contact', 'Stars', 'Camera']);
    const removed = await world.bff.gql(world.tokens.wanda, removeCustomField, {
      input: { id: camera },
    });
    expect(removed.data?.removeCustomField.workspace.customFields).toHaveLength(4);
    expect(await shown(world, world.tokens.eddie, clips[0] ?? '')).not.toHaveProperty('Camera');
    const rows = await world.bff.services.db
      .selectFrom('customFieldValue')
      .select('assetId')
      .where('fieldId', '=', fromGlobalId(camera).id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('change type whatever the assets of a deleted folder held', async () => {
    const notes = await defineField(world, { name: 'Notes', type: 'TEXT' });
    await setValues(world, world.tokens.eddie, clips, [{ fieldId: notes, value: 'abc' }]);
    const deleted = await world.bff.gql(world.admin, deleteItems, {
      input: { folderIds: [world.folders.day1], assetIds: [] },
    });
    expect(deleted.errors).toBeUndefined();
    const answer = await world.bff.gql(world.tokens.wanda, changeCustomField, {
      input: { id: notes, type: 'NUMBER' },
    });
    expect(answer.data?.changeCustomField.customField.type).toBe('NUMBER');
  });
});

/** The global ids of the workspace's fields, in their order. */
async function fieldIds(world: AccessWorld): Promise<string[]> {
  const query = `query ($id: ID!) { node(id: $id) { ... on Workspace { customFields { id } } } }`;
  const answer = await world.bff.gql(world.tokens.wanda, query, { id: world.workspaceId });
  return answer.data?.node.customFields.map((field: { id: string }) => field.id);
}
