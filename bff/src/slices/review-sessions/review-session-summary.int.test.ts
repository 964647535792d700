import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import { type AccessWorld, saveProjectUser, startAccessWorld } from '../members/member.fixture.ts';
import { firstError, type GraphQLAnswer } from '../test-bff.fixture.ts';
import { mailSessionSummaries } from './review-session.summary-mailer.ts';

const start = `mutation ($input: StartReviewSessionInput!) {
  startReviewSession(input: $input) { session { id } } }`;
const join = `mutation ($input: JoinReviewSessionInput!) {
  joinReviewSession(input: $input) { session { id } } }`;
const leave = `mutation ($input: LeaveReviewSessionInput!) {
  leaveReviewSession(input: $input) { session { id } } }`;
const end = `mutation ($input: EndReviewSessionInput!) {
  endReviewSession(input: $input) { session { endedAt } } }`;
const show = `mutation ($input: ShowInReviewSessionInput!) {
  showInReviewSession(input: $input) { session { id } } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id text reviewSession { name } } } }`;
const summary = `query ($id: ID!) { node(id: $id) { ... on ReviewSession {
  attendees { name leftAt } shownVersions { asset { name } version { number } firstShownAt }
  notes { text } } } }`;
const exportNotes = `mutation ($input: RequestCommentsExportInput!) {
  requestCommentsExport(input: $input) { url filename commentCount } }`;

describe('a review session’s notes and summary', () => {
  let world: AccessWorld;
  let assetId: string;
  let versionId: string;
  const loaders = async () =>
    (await import('../index.ts')).slices.flatMap((slice) => slice.loaders ?? []);

  const call = (token: string, query: string, input: Record<string, unknown>) =>
    world.bff.gql(token, query, { input });
  const ok = async (answer: Promise<GraphQLAnswer>) => {
    const { data, errors } = await answer;
    expect(errors).toBeUndefined();
    return data ?? {};
  };
  const comment = (token: string, text: string, reviewSessionId?: string) =>
    call(token, addComment, { versionId, text, position: { start: 12 }, reviewSessionId });

  beforeAll(async () => {
    world = await startAccessWorld();
    const { projectId, folders, users } = world;
    const userId = fromGlobalId(users.mia).id;
    ({
      assetId,
      versionIds: [versionId = ''],
    } = await appendTestAsset(world.bff.services, { projectId, folderId: folders.day1, userId }));
    for (const [person, roleId] of [
      [users.eddie, 'editor'],
      [users.vic, 'viewer'],
    ] as const) {
      await ok(call(world.admin, saveProjectUser, { projectId, userId: person, roleId }));
    }
  });

  afterAll(async () => {
    await world?.bff.close();
  });

  it('tags the comments made in it, sums it up, mails the summary once and exports it', async () => {
    const { tokens, bff } = world;
    const started = await ok(call(tokens.mia, start, { assetIds: [assetId], name: 'Reel 3' }));
    const sessionId: string = started.startReviewSession.session.id;
    await ok(call(tokens.eddie, join, { sessionId }));
    await ok(call(tokens.vic, join, { sessionId }));
    const at = { sessionId, assetId, versionId, playing: false, rate: 1 };
    await ok(call(tokens.mia, show, { ...at, position: 12 }));
    await ok(call(tokens.mia, show, { ...at, position: 40 }));

    // Eddie's note in the session carries it; Mia's outside it does not
    const noted = await ok(comment(tokens.eddie, 'Warmer here', sessionId));
    expect(noted.addComment.comment).toMatchObject({ reviewSession: { name: 'Reel 3' } });
    const outside = await ok(comment(tokens.mia, 'Not in the session'));
    expect(outside.addComment.comment.reviewSession).toBeNull();

    // only someone in it, on one of its assets, takes notes in it; a refusal appends nothing
    const other = await appendTestAsset(bff.services, {
      projectId: world.projectId,
      folderId: world.folders.day1,
      userId: fromGlobalId(world.users.mia).id,
    });
    const head = await bff.services.store.headSeq();
    const elsewhere = await call(tokens.mia, addComment, {
      versionId: other.versionIds[0],
      text: 'Wrong asset',
      reviewSessionId: sessionId,
    });
    const inSession = {
      code: 'VALIDATION_FAILED',
      data: { field: 'reviewSessionId', rule: 'inSession' },
    };
    expect(firstError(elsewhere)).toMatchObject(inSession);
    expect(await bff.services.store.headSeq()).toBe(head);
    await ok(call(tokens.vic, leave, { sessionId }));
    await ok(call(tokens.eddie, leave, { sessionId }));
    const afterLeaving = await bff.services.store.headSeq();
    expect(firstError(await comment(tokens.eddie, 'After leaving', sessionId))).toMatchObject(
      inSession,
    );
    expect(firstError(await comment(tokens.otto, 'A stranger', sessionId))).toMatchObject({
      code: expect.stringMatching(/^(NOT_FOUND|FORBIDDEN)$/),
    });
    expect(await bff.services.store.headSeq()).toBe(afterLeaving);

    await ok(call(tokens.mia, end, { sessionId }));
    const read = await ok(bff.gql(tokens.mia, summary, { id: sessionId }));
    expect(read.node.attendees.map((one: { name: string }) => one.name)).toEqual([
      'Mia Manager',
      'Eddie Editor',
      'Vic Viewer',
    ]);
    expect(read.node.attendees.every((one: { leftAt: string }) => one.leftAt)).toBe(true);
    expect(read.node.shownVersions).toEqual([
      { asset: { name: 'A001.mov' }, version: { number: 1 }, firstShownAt: expect.any(String) },
    ]);
    expect(read.node.notes).toEqual([{ text: 'Warmer here' }]);
    // Otto, outside the project, reads nothing of it
    expect((await bff.gql(tokens.otto, summary, { id: sessionId })).data?.node).toBeNull();

    // the summary goes to those who took part, once
    const before = (await bff.mails()).length;
    expect(await mailSessionSummaries(bff.services, await loaders())).toBe(3);
    const mails = (await bff.mails()).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'eddie@rushes.test',
      'mia@rushes.test',
      'vic@rushes.test',
    ]);
    const toMia = mails.find((mail) => mail.to === 'mia@rushes.test');
    expect(toMia?.subject).toBe('Summary of the review session “Reel 3”');
    expect(toMia?.text).toContain('Took part: Mia Manager, Eddie Editor, Vic Viewer.');
    expect(toMia?.text).toContain('Shown: A001.mov v1.');
    expect(toMia?.text).toContain('A001.mov, Eddie Editor: “Warmer here”');
    expect(toMia?.text).toContain('session=');
    expect(await mailSessionSummaries(bff.services, await loaders())).toBe(0);

    // downloaded as CSV: its minutes
    const exported = await ok(
      call(tokens.mia, exportNotes, { reviewSessionId: sessionId, format: 'CSV', timeZone: 'UTC' }),
    );
    const { url, filename, commentCount } = exported.requestCommentsExport;
    expect([filename, commentCount]).toEqual(['Reel 3 session notes.csv', 1]);
    const file = await bff.app.inject({ method: 'GET', url });
    const rows: string[][] = parse(file.body, { bom: true });
    expect(rows.slice(1).map((row) => [row[1], row[2], row[6]])).toEqual([
      ['Joined', 'Mia Manager', ''],
      ['Joined', 'Eddie Editor', ''],
      ['Joined', 'Vic Viewer', ''],
      ['Shown', '', ''],
      ['Comment', 'Eddie Editor', 'Warmer here'],
    ]);
  });

  it('invites people of the project who may see it, by mail and in their inbox', async () => {
    const { tokens, users, bff } = world;
    const invite = `mutation ($input: InviteToReviewSessionInput!) {
      inviteToReviewSession(input: $input) { invited { name } session { invitees { name } } } }`;
    const choices = `query ($id: ID!) { node(id: $id) { ... on ReviewSession {
      inviteChoices { name } } } }`;
    const invitations = '{ reviewSessionInvitations { name } }';
    const started = await ok(call(tokens.mia, start, { assetIds: [assetId], name: 'Dailies' }));
    const sessionId: string = started.startReviewSession.session.id;
    const offered = await ok(bff.gql(tokens.mia, choices, { id: sessionId }));
    expect(offered.node.inviteChoices.map((one: { name: string }) => one.name)).toEqual([
      'Eddie Editor',
      'Vic Viewer',
    ]);
    // nobody outside the project, and nobody who is not in it, invites or is invited
    const head = await bff.services.store.headSeq();
    expect(
      firstError(await call(tokens.mia, invite, { sessionId, userIds: [users.otto] })),
    ).toMatchObject({ code: 'VALIDATION_FAILED', data: { field: 'userIds', rule: 'mayJoin' } });
    expect(
      firstError(await call(tokens.eddie, invite, { sessionId, userIds: [users.vic] })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await bff.services.store.headSeq()).toBe(head);

    const before = (await bff.mails()).length;
    const invited = await ok(call(tokens.mia, invite, { sessionId, userIds: [users.eddie] }));
    expect(invited.inviteToReviewSession).toEqual({
      invited: [{ name: 'Eddie Editor' }],
      session: { invitees: [{ name: 'Eddie Editor' }] },
    });
    const [mail, ...more] = (await bff.mails()).slice(before);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'eddie@rushes.test',
      subject: 'Mia Manager invites you to the review session “Dailies”',
    });
    expect(mail?.text).toContain('session=');
    expect((await ok(bff.gql(tokens.eddie, invitations))).reviewSessionInvitations).toEqual([
      { name: 'Dailies' },
    ]);
    // invited again: nobody new, no mail; once he joined, the invitation is answered
    const again = await ok(call(tokens.mia, invite, { sessionId, userIds: [users.eddie] }));
    expect(again.inviteToReviewSession.invited).toEqual([]);
    expect((await bff.mails()).length).toBe(before + 1);
    await ok(call(tokens.eddie, join, { sessionId }));
    expect((await ok(bff.gql(tokens.eddie, invitations))).reviewSessionInvitations).toEqual([]);
  });
});
