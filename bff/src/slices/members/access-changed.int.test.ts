import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '../comments/comment.fixture.ts';
import {
  type AccessWorld,
  removeProjectUser,
  saveProjectUser,
  startAccessWorld,
} from './member.fixture.ts';

const accessChanged = 'subscription { accessChanged { name } }';

describe('accessChanged', () => {
  let world: AccessWorld;
  beforeAll(async () => {
    world = await startAccessWorld();
  });
  afterAll(() => world?.bff.close());

  it('tells a person, and only them, when they are made a member and when they are removed', async () => {
    const { bff, tokens, users, projectId } = world;
    const vic = await subscribe(bff.app, tokens.vic, accessChanged, {});
    const eddie = await subscribe(bff.app, tokens.eddie, accessChanged, {});
    try {
      const input = { projectId, userId: users.vic, roleId: 'viewer' };
      await bff.gql(world.admin, saveProjectUser, { input });
      expect((await vic.next()).payload?.data).toEqual({ accessChanged: { name: 'Vic Viewer' } });
      await bff.gql(world.admin, removeProjectUser, { input: { projectId, userId: users.vic } });
      expect((await vic.next()).payload?.data).toEqual({ accessChanged: { name: 'Vic Viewer' } });
      expect(eddie.has()).toBe(false);
    } finally {
      vic.close();
      eddie.close();
    }
  });
});
