import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessWorld,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from './member.fixture.ts';

const folderUsers = `query ($id: ID!) { folderUsers(folderId: $id) {
  isInherited allowedTo {
    view { value locked } edit { value locked } download { value locked } comment { value locked }
  } } }`;

const flag = (value: boolean, locked: boolean) => ({ value, locked });

let world: AccessWorld;
beforeAll(async () => {
  world = await startAccessWorld();
});
afterAll(() => world?.bff.close());

describe('an inherited row in the folder users list (§6)', () => {
  beforeAll(async () => {
    // Vic joins the whole project as Viewer who may download: an entry on the root.
    const input = {
      projectId: world.projectId,
      userId: world.users.vic,
      roleId: 'viewer',
      permissions: { download: true },
    };
    await world.bff.gql(world.admin, saveProjectUser, { input });
  });

  const listed = async (folderId: string) =>
    (await world.bff.gql(world.tokens.mia, folderUsers, { id: folderId })).data?.folderUsers;

  it('locks on a top-level folder only what it inherits set; below, everything', async () => {
    expect(await listed(world.folders.day2)).toEqual([
      {
        isInherited: true,
        allowedTo: {
          view: flag(true, true),
          edit: flag(false, false),
          download: flag(true, true),
          comment: flag(true, true),
        },
      },
    ]);
    expect(await listed(world.folders.cameraA)).toEqual([
      {
        isInherited: true,
        allowedTo: {
          view: flag(true, true),
          edit: flag(false, true),
          download: flag(true, true),
          comment: flag(true, true),
        },
      },
    ]);
  });

  it('adds a permission on a top-level folder, keeping what the root gives', async () => {
    // What the screen sends: the permissions not locked.
    const allowedTo = { edit: true, share: false };
    const input = { folderId: world.folders.day1, userId: world.users.vic, allowedTo };
    const answer = await world.bff.gql(world.tokens.mia, saveFolderUser, { input });
    expect(answer.data?.saveFolderUser.folderUser).toMatchObject({
      isInherited: false,
      allowedTo: { view: flag(true, true), edit: flag(true, false), comment: flag(true, false) },
    });
    const own = await listed(world.folders.day1);
    expect(own?.[0]?.allowedTo.download).toEqual(flag(true, false));
  });
});
