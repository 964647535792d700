import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '../comments/comment.fixture.ts';
import {
  type AccessWorld,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';

const linkChanged = 'subscription { linkChanged { change deletedId link { id name } } }';
const updateLink = `mutation ($input: UpdateLinkInput!) { updateLink(input: $input) { link { id } } }`;
const deleteLink = `mutation ($input: DeleteLinkInput!) { deleteLink(input: $input) { deletedId } }`;

type Subscriber = Awaited<ReturnType<typeof subscribe>>;

/** The next change the subscriber hears of the link, past those of other links. */
async function heardOf(subscriber: Subscriber, linkId: string) {
  for (;;) {
    const changed = (await subscriber.next()).payload?.data?.linkChanged;
    if (changed?.link?.id === linkId || changed?.deletedId === linkId) return changed;
  }
}

describe('linkChanged', () => {
  let world: AccessWorld;
  const open = (token: string, name: string) =>
    openLink(world.bff, token, {
      projectId: world.projectId,
      name,
      folderIds: [world.folders.day1],
    });

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, users, projectId, folders } = world;
    // Vic may share Day 1; Eddie edits the folders but not the project, so sees no one's links.
    await bff.gql(admin, saveProjectUser, {
      input: { projectId, userId: users.vic, roleId: 'viewer' },
    });
    await bff.gql(admin, saveFolderUser, {
      input: { folderId: folders.day1, userId: users.vic, allowedTo: { share: true } },
    });
    await bff.gql(admin, saveProjectUser, {
      input: { projectId, userId: users.eddie, roleId: 'editor' },
    });
  }, 60_000);
  afterAll(() => world?.bff.close());

  it("tells a link's creator and the project's manager, and nobody else, of its creation, change and deletion", async () => {
    const { bff, tokens } = world;
    const follow = (token: string) => subscribe(bff.app, token, linkChanged, {});
    const vic = await follow(tokens.vic);
    const mia = await follow(tokens.mia);
    const eddie = await follow(tokens.eddie);
    const otto = await follow(tokens.otto);
    try {
      // The subscriptions start asynchronously: open links until both hear of one.
      for (let attempt = 0; !(vic.has() && mia.has()) && attempt < 20; attempt++) {
        await open(tokens.vic, `Warm-up ${attempt}`);
      }
      const { id } = await open(tokens.vic, 'Dailies');
      const created = { change: 'CREATED', deletedId: null, link: { id, name: 'Dailies' } };
      expect(await heardOf(vic, id)).toEqual(created);
      expect(await heardOf(mia, id)).toEqual(created);

      // a new name and a password are one decision, heard as one change
      const input = { id, name: 'Dailies v2', hasPassword: true, password: 'open sesame' };
      expect((await bff.gql(tokens.vic, updateLink, { input })).errors).toBeUndefined();
      const updated = { change: 'UPDATED', deletedId: null, link: { id, name: 'Dailies v2' } };
      expect(await heardOf(vic, id)).toEqual(updated);
      expect(await heardOf(mia, id)).toEqual(updated);

      await bff.gql(tokens.mia, deleteLink, { input: { id } });
      const deleted = { change: 'DELETED', deletedId: id, link: null };
      expect(await heardOf(vic, id)).toEqual(deleted);
      expect(await heardOf(mia, id)).toEqual(deleted);
      expect(eddie.has()).toBe(false);
      expect(otto.has()).toBe(false);
    } finally {
      for (const subscriber of [vic, mia, eddie, otto]) subscriber.close();
    }
  });

  it("refuses a share link's visitor", async () => {
    const { bff, admin } = world;
    const link = await open(admin, 'For the client');
    const signedIn = await visit(bff, { token: link.token });
    expect(signedIn.statusCode).toBe(200);
    const visitor = await subscribe(bff.app, signedIn.json().token, linkChanged, {});
    try {
      const refused = await visitor.next('error');
      expect(refused.payload).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    } finally {
      visitor.close();
    }
  });
});
