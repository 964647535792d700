import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSubscriptions } from '../../live/subscription.fixture.ts';
import { type AccessWorld, createProject, startAccessWorld } from '../members/member.fixture.ts';
import {
  changeCustomField,
  defineField,
  removeCustomField,
  withClips,
} from './custom-field.fixture.ts';

const folderChanged = `subscription ($id: ID!) {
  folderChanged(folderId: $id) { name customFields { name } } }`;
const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;

describe('custom fields, live', () => {
  let world: AccessWorld;
  afterAll(() => world?.bff.close());
  beforeAll(async () => {
    world = await startAccessWorld();
    await withClips(world);
  });

  it('tell the subscribers of every folder of the workspace of each definition', async () => {
    const { bff, admin, tokens, folders } = world;
    const other = await bff.gql(admin, createWorkspace, { input: { name: 'Elsewhere' } });
    const input = { workspaceId: other.data?.createWorkspace.workspace.id, name: 'Doc' };
    const project = await bff.gql(admin, createProject, {
      input: { ...input, managerId: world.users.otto },
    });
    const vic = await openSubscriptions(bff.app, tokens.vic);
    const otto = await openSubscriptions(bff.app, tokens.otto);
    const day1 = vic.subscribe(folderChanged, { id: folders.day1 });
    const elsewhere = otto.subscribe(folderChanged, {
      id: project.data?.createProject.project.rootFolder.id,
    });
    /** The names of the fields the next message of Day 1 that `holds` shows. */
    const heardUntil = async (holds: (names: string[]) => boolean) => {
      for (;;) {
        const message = await vic.next(day1);
        const folder = message.payload?.data?.folderChanged;
        expect(folder.name).toBe('Day 1');
        const names = folder.customFields.map((field: { name: string }) => field.name);
        if (holds(names)) return names;
      }
    };
    // The subscription starts asynchronously: define fields until one is heard.
    const ids: string[] = [];
    for (let count = 0; !vic.hasNext(day1) && count < 20; count++) {
      ids.push(await defineField(world, { name: `Lens ${count}`, type: 'TEXT' }));
    }
    expect(await heardUntil((names) => names.includes('Lens 0'))).toContain('Lens 0');
    const [lens = ''] = ids;
    const renamed = await bff.gql(tokens.wanda, changeCustomField, {
      input: { id: lens, name: 'Focal Length', shownInList: true },
    });
    expect(renamed.errors).toBeUndefined();
    expect(await heardUntil((names) => names.includes('Focal Length'))).not.toContain('Lens 0');
    await bff.gql(tokens.wanda, removeCustomField, { input: { id: lens } });
    expect(await heardUntil((names) => !names.includes('Focal Length'))).toHaveLength(
      ids.length - 1,
    );
    // a folder of another workspace hears nothing of these
    expect(otto.hasNext(elsewhere)).toBe(false);
    vic.close();
    otto.close();
  });
});
