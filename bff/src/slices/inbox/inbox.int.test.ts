import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import { type AccessWorld, saveProjectUser, startAccessWorld } from '../members/member.fixture.ts';
import { mailInboxes } from './inbox-mailer.ts';

const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const removeComment = `mutation ($input: RemoveCommentInput!) {
  removeComment(input: $input) { clientMutationId } }`;
const inbox = `{ inbox { unreadCount items { id kind read actor { name } comment { text } asset { id } } } }`;
const markItems = `mutation ($input: MarkInboxItemsReadInput!) {
  markInboxItemsRead(input: $input) { inbox { unreadCount } } }`;
const markAll = `mutation { markInboxRead { inbox { unreadCount items { read } } } }`;
const mentionable = `query ($id: ID!) { asset(id: $id) { mentionable { name } } }`;

interface Item {
  id: string;
  kind: string;
  read: boolean;
  actor: { name: string } | null;
  comment: { text: string };
}

describe('mentions and the inbox', () => {
  let world: AccessWorld;
  let take: { assetId: string; versionIds: string[] };

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const answer = await world.bff.gql(token, query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
  const comment = async (token: string, text: string, replyTo?: string) =>
    (
      await gql(token, addComment, {
        input: { versionId: take.versionIds[0], text, ...(replyTo ? { replyTo } : {}) },
      })
    )?.addComment.comment.id as string;
  /** The inbox once the projection has caught up with the log. */
  const inboxOf = async (token: string) => {
    const { services } = world.bff;
    await services.checkpoints.waitFor(['inbox'], await services.store.headSeq(), 10_000);
    return (await gql(token, inbox))?.inbox as { unreadCount: number; items: Item[] };
  };

  beforeAll(async () => {
    world = await startAccessWorld();
    const { users, folders, bff, projectId } = world;
    await gql(world.admin, saveProjectUser, {
      input: { projectId, userId: users.eddie, roleId: 'editor' },
    });
    await gql(world.admin, saveProjectUser, {
      input: { projectId, userId: users.vic, roleId: 'viewer' },
    });
    const userId = fromGlobalId(users.mia).id;
    take = await appendTestAsset(bff.services, { projectId, folderId: folders.root, userId });
  });
  afterAll(async () => {
    await world?.bff.close();
  });

  it("offers as mentionable the project's people who may read the asset's comments", async () => {
    const people = (await gql(world.tokens.eddie, mentionable, { id: take.assetId }))?.asset;
    expect(people.mentionable.map((user: { name: string }) => user.name)).toEqual([
      'Eddie Editor',
      'Mia Manager',
      'Vic Viewer',
    ]);
  });

  it('puts a mention in the inbox of the person named, never of the writer or an outsider', async () => {
    const { tokens } = world;
    await comment(tokens.eddie, '@vic viewer have a look at the wide. @Eddie Editor @Otto Other');
    const vic = await inboxOf(tokens.vic);
    expect(vic.unreadCount).toBe(1);
    expect(vic.items).toMatchObject([
      { kind: 'MENTION', read: false, actor: { name: 'Eddie Editor' } },
    ]);
    expect((await inboxOf(tokens.eddie)).items).toEqual([]);
    expect((await inboxOf(tokens.otto)).items).toEqual([]);
  });

  it("puts a reply in the inbox of the comment's writer, and a removed one takes it out", async () => {
    const { tokens } = world;
    const asked = await comment(tokens.eddie, 'Is the grade right?');
    const reply = await comment(tokens.vic, 'A touch warm.', asked);
    const eddie = await inboxOf(tokens.eddie);
    expect(eddie.items).toMatchObject([
      { kind: 'REPLY', actor: { name: 'Vic Viewer' }, comment: { text: 'A touch warm.' } },
    ]);
    await gql(tokens.vic, removeComment, { input: { id: reply } });
    expect((await inboxOf(tokens.eddie)).items).toEqual([]);
  });

  it('marks items read for the person on every device, and leaves others alone', async () => {
    const { tokens, bff } = world;
    const [item] = (await inboxOf(tokens.vic)).items;
    const marked = await world.appended(() =>
      bff.gql(tokens.eddie, markItems, { input: { itemIds: [item?.id] } }),
    );
    expect(marked.appended).toBe(false); // not Eddie's to mark
    await gql(tokens.vic, markItems, { input: { itemIds: [item?.id] } });
    // another device of Vic's, signed in afresh
    const other = await bff.tokenFor({
      userId: fromGlobalId(world.users.vic).id,
      isSuperuser: false,
    });
    expect(await inboxOf(other)).toMatchObject({ unreadCount: 0, items: [{ read: true }] });
    const again = await world.appended(() =>
      bff.gql(tokens.vic, markItems, { input: { itemIds: [item?.id] } }),
    );
    expect(again.appended).toBe(false);
  });

  it('marks everything read at once', async () => {
    const { tokens } = world;
    await comment(tokens.eddie, '@Vic Viewer and the close-up?');
    await comment(tokens.eddie, '@Vic Viewer and the sound?');
    expect((await inboxOf(tokens.vic)).unreadCount).toBe(2);
    const all = await gql(tokens.vic, markAll);
    expect(all?.markInboxRead.inbox.unreadCount).toBe(0);
    expect((await inboxOf(tokens.vic)).items.every((item) => item.read)).toBe(true);
  });

  it("mails an inbox's news by each person's rhythm, each item once", async () => {
    const { tokens, bff, users } = world;
    const loaders = (await import('../index.ts')).slices.flatMap((slice) => slice.loaders ?? []);
    const later = (ms: number) => new Date(Date.now() + ms);
    const mailNow = async (ms: number) => {
      await bff.services.checkpoints.waitFor(['inbox'], await bff.services.store.headSeq(), 10_000);
      return mailInboxes(bff.services, loaders, later(ms));
    };
    const settings = `mutation ($input: UpdateUserSettingsInput!) {
      updateUserSettings(input: $input) { user { settings { inboxMail } } } }`;
    const rhythm = (userId: string, inboxMail: string) =>
      gql(world.admin, settings, { input: { userId, settings: { inboxMail } } });
    await rhythm(users.eddie, 'DAILY');
    await mailNow(48 * 3_600_000); // whatever earlier tests left
    const before = (await bff.mails()).length;
    await comment(tokens.vic, '@Eddie Editor one for you');
    await comment(tokens.eddie, '@Vic Viewer one for you');
    // just written: a burst settles for half a minute before it goes
    expect(await mailNow(0)).toBe(0);
    expect(await mailNow(60_000)).toBe(2);
    const mails = (await bff.mails()).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['eddie@rushes.test', 'Vic Viewer mentioned you on A001.mov'],
      ['vic@rushes.test', 'Eddie Editor mentioned you on A001.mov'],
    ]);
    expect(mails[0]?.text).toContain('?comment=');
    expect(await mailNow(60_000)).toBe(0);
    // Eddie's are daily: the next waits a day after the last; Vic's, at once
    await comment(tokens.vic, '@Eddie Editor and another');
    expect(await mailNow(60_000)).toBe(0);
    expect(await mailNow(25 * 3_600_000)).toBe(1);
    // never: the inbox alone
    await rhythm(users.vic, 'NEVER');
    await comment(tokens.eddie, '@Vic Viewer quiet now');
    expect(await mailNow(60_000)).toBe(0);
    expect((await inboxOf(tokens.vic)).unreadCount).toBeGreaterThan(0);
  });
});
