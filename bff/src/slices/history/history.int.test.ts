import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { makeApiToken } from '../api-tokens/api-token.fixture.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import {
  type AccessWorld,
  removeProjectUser,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';

const rename = `mutation ($input: RenameAssetInput!) { renameAsset(input: $input) { asset { id } } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const updateComment = `mutation ($input: UpdateCommentInput!) {
  updateComment(input: $input) { comment { id } } }`;
const removeComment = `mutation ($input: RemoveCommentInput!) {
  removeComment(input: $input) { clientMutationId } }`;
const setStatus = `mutation ($input: SetReviewStatusInput!) {
  setReviewStatus(input: $input) { clientMutationId } }`;

/** The asset now, in the shape its past takes. */
const present = `query ($id: ID!) { node(id: $id) { ... on Asset {
  name
  versions { number reviewStatus { status } comments(first: 100) { edges { node {
    id text isDeleted replies { id text isDeleted } } } } }
} } }`;
const past = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Asset {
  asOf(at: $at) {
    name
    versions { number reviewStatus comments { commentId text isDeleted replies { commentId text isDeleted } } }
  }
} } }`;
const history = `query ($id: ID!) { node(id: $id) { ... on Asset {
  history { at actorName change versionNumber detail } } } }`;

interface Shown {
  id: string;
  text: string;
  deleted: boolean;
  replies?: Shown[];
}
interface Seen {
  name: string;
  versions: { number: number; status: string | null; comments: Shown[] }[];
}

// biome-ignore lint/suspicious/noExplicitAny: answers are walked freely; the outcome is checked
type Raw = any;
const byId = (a: Shown, b: Shown) => a.id.localeCompare(b.id);

function seenNow(asset: Raw): Seen {
  const comment = (node: Raw): Shown => ({ id: node.id, text: node.text, deleted: node.isDeleted });
  return {
    name: asset.name,
    versions: asset.versions
      .map((version: Raw) => ({
        number: version.number,
        status: version.reviewStatus?.status ?? null,
        comments: version.comments.edges
          .map(({ node }: Raw) => ({ ...comment(node), replies: node.replies.map(comment) }))
          .sort(byId),
      }))
      .sort((a: Seen['versions'][number], b: Seen['versions'][number]) => b.number - a.number),
  };
}

function seenThen(asset: Raw): Seen {
  const comment = (node: Raw): Shown => ({
    id: node.commentId,
    text: node.text,
    deleted: node.isDeleted,
  });
  return {
    name: asset.name,
    versions: asset.versions.map((version: Raw) => ({
      number: version.number,
      status: version.reviewStatus ?? null,
      comments: version.comments
        .map((node: Raw) => ({ ...comment(node), replies: node.replies.map(comment) }))
        .sort(byId),
    })),
  };
}

/** A small, seeded generator: the same run for the same seed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // the high bits: an LCG's low ones repeat in short cycles
    return Math.floor((state / 2 ** 31) * below);
  };
}

describe('an asset at a past moment', () => {
  let world: AccessWorld;
  let assetId: string;
  let versionIds: string[];

  const caughtUp = async () => {
    const { services } = world.bff;
    await services.checkpoints.waitFor(
      ['asset-history', 'comments', 'assets'],
      await services.store.headSeq(),
      10_000,
    );
  };
  const asOf = async (token: string, at: string) =>
    (await world.bff.gql(token, past, { id: assetId, at })).data?.node?.asOf;
  const gql = async (query: string, input: Record<string, unknown>, token = world.admin) => {
    const answer = await world.bff.gql(token, query, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };

  beforeAll(async () => {
    world = await startAccessWorld();
    const { users, folders, bff } = world;
    const userId = fromGlobalId(users.mia).id;
    const place = { projectId: world.projectId, folderId: folders.day1, userId };
    ({ assetId, versionIds } = await appendTestAsset(bff.services, place, 2));
    await caughtUp();
  });

  afterAll(() => world?.bff.close());

  it('folds to what the live read models showed at every moment (a property over seeded runs)', async () => {
    const kinds = new Set<number>();
    for (const seed of [7, 42]) {
      const next = random(seed);
      const recorded: { at: string; seen: Seen }[] = [];
      const live: { id: string; versionId: string; parent: string | null }[] = [];
      for (let step = 0; step < 14; step++) {
        const versionId = versionIds[next(versionIds.length)] ?? '';
        const tops = live.filter((comment) => !comment.parent);
        const choice = live.length === 0 ? 1 : next(6);
        kinds.add(choice);
        if (choice === 0) {
          await gql(rename, { id: assetId, name: `Shot ${seed}-${step}` });
        } else if (choice === 1 || (choice === 2 && tops.length === 0)) {
          const added = await gql(addComment, { versionId, text: `Note ${seed}-${step}` });
          live.push({ id: added?.addComment.comment.id, versionId, parent: null });
        } else if (choice === 2) {
          const parent = tops[next(tops.length)];
          const input = {
            versionId: parent?.versionId,
            text: `Reply ${step}`,
            replyTo: parent?.id,
          };
          const added = await gql(addComment, input);
          live.push({ id: added?.addComment.comment.id, versionId, parent: parent?.id ?? null });
        } else if (choice === 3) {
          const comment = live[next(live.length)];
          await gql(updateComment, { id: comment?.id, text: `Edited ${seed}-${step}` });
        } else if (choice === 4) {
          const [comment] = live.splice(next(live.length), 1);
          await gql(removeComment, { id: comment?.id });
        } else {
          const status = ['NEEDS_REVIEW', 'APPROVED', null][next(3)];
          await gql(setStatus, { versionId, status });
        }
        await caughtUp();
        const now = await world.bff.gql(world.admin, present, { id: assetId });
        expect(now.errors).toBeUndefined();
        recorded.push({ at: new Date().toISOString(), seen: seenNow(now.data?.node) });
        // the next decision's time is after the moment recorded
        await sleep(3);
      }
      for (const { at, seen } of recorded) {
        expect(seenThen(await asOf(world.admin, at)), `seed ${seed} at ${at}`).toEqual(seen);
      }
    }
    // every kind of change was folded
    expect([...kinds].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('lists its moments with who did what, the newest first', async () => {
    const answer = await world.bff.gql(world.admin, history, { id: assetId });
    const moments = answer.data?.node.history;
    expect(moments.at(-1)).toMatchObject({ change: 'CREATED', detail: 'A001.mov' });
    expect(moments.at(-2)).toMatchObject({ change: 'VERSION_ADDED', versionNumber: 1 });
    expect(moments[0].actorName).toBe('Admin');
    const times = moments.map((moment: { at: string }) => Date.parse(moment.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows a past only to whoever could see the asset then and can now', async () => {
    const { bff, admin, tokens, users, projectId } = world;
    const before = new Date().toISOString();
    await sleep(3);
    await gql(saveProjectUser, { projectId, userId: users.vic, roleId: 'viewer' });
    await caughtUp();
    const after = new Date().toISOString();
    // Vic sees it now; then, before he joined, he could not
    expect(await asOf(tokens.vic, after)).toMatchObject({ name: expect.any(String) });
    expect(await asOf(tokens.vic, before)).toBeNull();
    // Otto sees nothing of it, now or then
    expect((await bff.gql(tokens.otto, past, { id: assetId, at: after })).data?.node).toBeNull();
    // a share link's visitor and an API token see only the present
    const link = await openLink(bff, admin, { projectId, name: 'Client', assetIds: [assetId] });
    const visitor = (await visit(bff, { token: link.token })).json<{ token: string }>().token;
    expect(await asOf(visitor, after)).toBeNull();
    const machine = await makeApiToken(bff, admin, { workspaceId: world.workspaceId });
    expect(await asOf(machine.secret, after)).toBeNull();
    // before it was made there is nothing to show
    expect(await asOf(admin, '2020-01-01T00:00:00Z')).toBeNull();
  });

  it('tells those who edit the project who could see the asset and its folder then', async () => {
    const { admin, tokens, users, projectId, folders } = world;
    const readers = `query ($id: ID!, $folderId: ID!, $at: DateTime!) {
      asset: node(id: $id) { ... on Asset { asOf(at: $at) { readers { userName role { name } isManager } } } }
      folder: node(id: $folderId) { ... on Folder { asOf(at: $at) { readers { userName } } } } }`;
    const readersAt = async (at: string, token = admin) => {
      const answer = await world.bff.gql(token, readers, {
        id: assetId,
        folderId: folders.day1,
        at,
      });
      expect(answer.errors).toBeUndefined();
      const names = (list: { userName: string }[] | null) => list?.map((r) => r.userName) ?? null;
      return {
        asset: answer.data?.asset?.asOf?.readers,
        folder: names(answer.data?.folder?.asOf?.readers),
      };
    };
    const moment = async () => {
      await caughtUp();
      const at = new Date().toISOString();
      await sleep(3);
      return at;
    };
    const eddie = { userId: users.eddie };
    // Eddie joins with an entry on Day 2 alone, then gets one on Day 1, then leaves
    await gql(saveFolderUser, { ...eddie, folderId: folders.day2, allowedTo: { view: true } });
    const onDay2 = await moment();
    await gql(saveFolderUser, { ...eddie, folderId: folders.day1, allowedTo: { view: true } });
    const onDay1 = await moment();
    await gql(removeProjectUser, { ...eddie, projectId });
    const gone = await moment();

    const then = await readersAt(onDay1);
    expect(then.asset?.slice(0, 2)).toEqual([
      { userName: 'Wanda Admin', role: { name: 'Admin' }, isManager: false },
      { userName: 'Mia Manager', role: null, isManager: true },
    ]);
    expect(then.asset).toContainEqual({
      userName: 'Eddie Editor',
      role: { name: 'Viewer' },
      isManager: false,
    });
    expect(then.folder).toContain('Eddie Editor');
    for (const at of [onDay2, gone]) {
      const seen = await readersAt(at);
      expect(seen.asset?.map((reader: { userName: string }) => reader.userName)).not.toContain(
        'Eddie Editor',
      );
      expect(seen.folder).toEqual(expect.arrayContaining(['Wanda Admin']));
      expect(seen.folder).not.toContain('Eddie Editor');
    }
    // the manager sees it as the users list shows it; Vic, a Viewer, sees the past without it
    expect((await readersAt(onDay1, tokens.mia)).asset).toEqual(then.asset);
    await gql(saveProjectUser, { projectId, userId: users.vic, roleId: 'viewer' });
    const seenByVic = await readersAt(await moment(), tokens.vic);
    expect(seenByVic).toEqual({ asset: null, folder: null });
  });

  it('gives the version it had then by number, the newest then without one', async () => {
    const at = new Date().toISOString();
    const versions = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Asset { asOf(at: $at) {
      newest: version { number } first: version(number: 1) { number } none: version(number: 9) { number }
    } } } }`;
    const answer = await world.bff.gql(world.admin, versions, { id: assetId, at });
    expect(answer.data?.node.asOf).toEqual({
      newest: { number: 2 },
      first: { number: 1 },
      none: null,
    });
  });

  it("draws a comment's drawing as it was then, and none where it was deleted by then", async () => {
    const drawing = { width: 960, height: 540, scene: '{"objects":[{"type":"Rect","left":10}]}' };
    const versionId = versionIds.at(-1);
    const added = await gql(addComment, {
      versionId,
      text: 'Crop here',
      position: { start: 4 },
      annotation: drawing,
    });
    const id = added?.addComment.comment.id;
    // a reply keeps the thread listed once its first comment is deleted
    await gql(addComment, { versionId, text: 'Agreed', replyTo: id });
    await caughtUp();
    const drawn = new Date().toISOString();
    await sleep(5);
    await gql(removeComment, { id });
    await caughtUp();
    const drawings = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Asset { asOf(at: $at) {
      version { comments(first: 1000) { commentId isDeleted hasAnnotation annotation { width height scene } } }
    } } } }`;
    const commentThen = async (at: string) => {
      const answer = await world.bff.gql(world.admin, drawings, { id: assetId, at });
      const comment = answer.data?.node.asOf.version.comments.find((c: Raw) => c.commentId === id);
      // the scene as objects: its keys come back in the order the database keeps them
      const { annotation } = comment;
      return {
        ...comment,
        annotation: annotation && { ...annotation, scene: JSON.parse(annotation.scene) },
      };
    };
    expect(await commentThen(drawn)).toEqual({
      commentId: id,
      isDeleted: false,
      hasAnnotation: true,
      annotation: { ...drawing, scene: JSON.parse(drawing.scene) },
    });
    expect(await commentThen(new Date().toISOString())).toEqual({
      commentId: id,
      isDeleted: true,
      hasAnnotation: true,
      annotation: null,
    });
  });

  it('refuses a moment still to come, a history longer than 500 and over 1,000 threads', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const answer = await world.bff.gql(world.admin, past, { id: assetId, at: future });
    expect(firstError(answer)).toMatchObject({ code: 'VALIDATION_FAILED', data: { rule: 'past' } });
    const long = `query ($id: ID!) { node(id: $id) { ... on Asset { history(first: 501) { at } } } }`;
    const refused = await world.bff.gql(world.admin, long, { id: assetId });
    expect(firstError(refused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { rule: 'range' },
    });
    const many = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Asset {
      asOf(at: $at) { version { comments(first: 1001) { commentId } } } } } }`;
    const at = new Date().toISOString();
    const tooMany = await world.bff.gql(world.admin, many, { id: assetId, at });
    expect(firstError(tooMany)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { rule: 'range' },
    });
  });
});
