import type { MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { closeEmitter } from '../../shutdown.ts';
import { admin, startTestApp, type TestApp } from '../../test-app.fixture.ts';
import { makeApiToken } from '../api-tokens/api-token.fixture.ts';
import { appendTestAsset, subscribe } from '../comments/comment.fixture.ts';
import { type AccessWorld, saveProjectUser, startAccessWorld } from '../members/member.fixture.ts';
import { firstError, type GraphQLAnswer } from '../test-bff.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';

// Two BFFs sharing one PostgreSQL (read models and log) and a Redis emitter, as in deploy/.
const { redisUrl } = inject('services');
const emitters: MQEmitter[] = [];
const redisEmitter = () => {
  const emitter = mqemitterRedis({ connectionString: redisUrl });
  emitters.push(emitter);
  return emitter;
};

const session = `id name isPresenter canEnd presenter { name }
  participants { name isPresenter }
  shown { asset { id } version { id } position playing rate }`;
const start = `mutation ($input: StartReviewSessionInput!) {
  startReviewSession(input: $input) { session { ${session} } } }`;
const join = `mutation ($input: JoinReviewSessionInput!) {
  joinReviewSession(input: $input) { session { ${session} } } }`;
const leave = `mutation ($input: LeaveReviewSessionInput!) {
  leaveReviewSession(input: $input) { session { ${session} } } }`;
const show = `mutation ($input: ShowInReviewSessionInput!) {
  showInReviewSession(input: $input) { session { ${session} } } }`;
const pass = `mutation ($input: PassReviewSessionControlInput!) {
  passReviewSessionControl(input: $input) { session { ${session} } } }`;
const end = `mutation ($input: EndReviewSessionInput!) {
  endReviewSession(input: $input) { session { endedAt } } }`;
const changed = `subscription ($id: ID!) { reviewSessionChanged(sessionId: $id) {
  change session { presenter { name } shown { position playing rate } } } }`;

describe('review sessions across two BFFs', () => {
  let world: AccessWorld;
  let second: TestApp;
  let assetId: string;
  let versionId: string;

  /** A call on the other BFF, as the token's holder. */
  const onSecond = async (token: string, query: string, input: Record<string, unknown>) =>
    (
      await second.app.inject({
        method: 'POST',
        url: '/v2/graphql',
        headers: { authorization: `Bearer ${token}` },
        payload: { query, variables: { input } },
      })
    ).json<GraphQLAnswer>();
  const call = (token: string, query: string, input: Record<string, unknown>) =>
    world.bff.gql(token, query, { input });
  const ok = async (answer: Promise<GraphQLAnswer>) => {
    const { data, errors } = await answer;
    expect(errors).toBeUndefined();
    return data ?? {};
  };
  const startAsMia = async () =>
    (await ok(call(world.tokens.mia, start, { assetIds: [assetId], name: 'Reel 3' })))
      .startReviewSession.session.id as string;
  const showAt = (token: string, sessionId: string, position: number, more = {}) =>
    call(token, show, {
      sessionId,
      assetId,
      versionId,
      position,
      playing: false,
      rate: 1,
      ...more,
    });

  beforeAll(async () => {
    world = await startAccessWorld({ emitter: redisEmitter() });
    const env = { RUSHES_ADMIN_EMAIL: admin.email, RUSHES_ADMIN_PASSWORD: admin.password };
    second = await startTestApp(env, {
      emitter: redisEmitter(),
      databaseUrl: world.bff.databaseUrl,
    });
    const { projectId, folders, users } = world;
    const userId = fromGlobalId(users.mia).id;
    const place = { projectId, folderId: folders.day1, userId };
    ({
      assetId,
      versionIds: [versionId = ''],
    } = await appendTestAsset(world.bff.services, place));
    await ok(
      call(world.admin, saveProjectUser, { projectId, userId: users.vic, roleId: 'viewer' }),
    );
  });

  afterAll(async () => {
    await second?.close();
    await world?.bff.close();
    await Promise.all(emitters.map(closeEmitter));
  });

  it('a participant on one BFF follows what the presenter on the other shows', async () => {
    const sessionId = await startAsMia();
    const joined = await ok(onSecond(world.tokens.vic, join, { sessionId }));
    expect(joined.joinReviewSession.session).toMatchObject({
      name: 'Reel 3',
      isPresenter: false,
      canEnd: false,
      presenter: { name: 'Mia Manager' },
      participants: [
        { name: 'Mia Manager', isPresenter: true },
        { name: 'Vic Viewer', isPresenter: false },
      ],
      shown: null,
    });
    const followed = await subscribe(second.app, world.tokens.vic, changed, { id: sessionId });
    // The subscription starts asynchronously: show frames until one is heard.
    for (let frame = 1; !followed.has() && frame < 20; frame++) {
      await ok(showAt(world.tokens.mia, sessionId, frame));
    }
    // A subscriber may hear a change twice (the live publisher's batch published again), never
    // not at all: a frame heard before is a repeat, anything else is news.
    const shownBefore = new Set<number>();
    const news = async () => {
      for (;;) {
        const heard = (await followed.next()).payload?.data?.reviewSessionChanged;
        const position = heard?.change === 'SHOWN' ? heard.session.shown.position : null;
        if (position === null || !shownBefore.has(position)) {
          if (position !== null) shownBefore.add(position);
          return heard;
        }
      }
    };
    const first = await news();
    expect(first).toMatchObject({ change: 'SHOWN', session: { shown: { playing: false } } });
    // what follows is heard in order, each as the presenter showed it
    await ok(showAt(world.tokens.mia, sessionId, 120, { playing: true, rate: 2 }));
    let heard = first;
    while (heard?.session.shown.position !== 120) heard = await news();
    expect(heard).toEqual({
      change: 'SHOWN',
      session: {
        presenter: { name: 'Mia Manager' },
        shown: { position: 120, playing: true, rate: 2 },
      },
    });
    // her pointer over the picture reaches Vic too, and goes when she puts it away
    const point = `mutation ($input: PointInReviewSessionInput!) {
      pointInReviewSession(input: $input) { session { pointer { x y } } } }`;
    const pointed = await ok(call(world.tokens.mia, point, { sessionId, x: 0.25, y: 0.75 }));
    expect(pointed.pointInReviewSession.session.pointer).toEqual({ x: 0.25, y: 0.75 });
    expect(await news()).toMatchObject({ change: 'POINTED' });
    await ok(call(world.tokens.mia, point, { sessionId, x: null, y: null }));
    expect((await news())?.change).toBe('POINTED');
    // control passes to Vic, who shows from the other BFF; Mia no longer may
    await ok(call(world.tokens.mia, pass, { sessionId, userId: world.users.vic }));
    expect(await news()).toMatchObject({
      change: 'CONTROL_PASSED',
      session: { presenter: { name: 'Vic Viewer' } },
    });
    expect(
      (
        await ok(
          onSecond(world.tokens.vic, show, {
            sessionId,
            assetId,
            versionId,
            position: 7,
            playing: false,
            rate: 1,
          }),
        )
      ).showInReviewSession.session.shown.position,
    ).toBe(7);
    expect(firstError(await showAt(world.tokens.mia, sessionId, 8))).toMatchObject({
      code: 'FORBIDDEN',
    });
    followed.close();
  });

  it('is for those who see its assets; a refused call appends nothing', async () => {
    const { bff, admin: superuser, tokens, projectId } = world;
    const sessionId = await startAsMia();
    // Otto sees nothing of the project; a link's visitor and a machine are not in sessions
    const link = await openLink(bff, superuser, { projectId, name: 'Client', assetIds: [assetId] });
    const visitor = (await visit(bff, { token: link.token })).json<{ token: string }>().token;
    const machine = await makeApiToken(bff, superuser, { workspaceId: world.workspaceId });
    const head = await bff.services.store.headSeq();
    for (const token of [tokens.otto, visitor, machine.secret]) {
      expect(firstError(await call(token, join, { sessionId }))).toMatchObject({
        code: expect.stringMatching(/^(NOT_FOUND|UNAUTHENTICATED)$/),
      });
      expect(firstError(await call(token, start, { assetIds: [assetId] }))).toMatchObject({
        code: expect.stringMatching(/^(NOT_FOUND|FORBIDDEN|UNAUTHENTICATED)$/),
      });
    }
    const node = `query ($id: ID!) { node(id: $id) { ... on ReviewSession { name } } }`;
    expect((await bff.gql(tokens.otto, node, { id: sessionId })).data?.node).toBeNull();
    expect((await bff.gql(tokens.vic, node, { id: sessionId })).data?.node).toEqual({
      name: 'Reel 3',
    });
    expect(await bff.services.store.headSeq()).toBe(head);
    // Vic, in it, may neither show nor end it
    await ok(call(tokens.vic, join, { sessionId }));
    const afterJoin = await bff.services.store.headSeq();
    expect(afterJoin).toBe(head + 1);
    expect(firstError(await showAt(tokens.vic, sessionId, 3))).toMatchObject({ code: 'FORBIDDEN' });
    expect(firstError(await call(tokens.vic, end, { sessionId }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await bff.services.store.headSeq()).toBe(afterJoin);
    // what is shown must be a version of one of its assets
    const userId = fromGlobalId(world.users.mia).id;
    const place = { projectId, folderId: world.folders.day1, userId };
    const other = await appendTestAsset(bff.services, place);
    const elsewhere = { versionId: other.versionIds[0] };
    expect(firstError(await showAt(tokens.mia, sessionId, 3, elsewhere))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'versionId', rule: 'ofAsset' },
    });
    const otherAsset = { assetId: other.assetId, ...elsewhere };
    expect(firstError(await showAt(tokens.mia, sessionId, 3, otherAsset))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'assetId', rule: 'inSession' },
    });
    expect(firstError(await showAt(tokens.mia, sessionId, -1))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'position' },
    });
  });

  it('hands over when the presenter leaves, is listed on its asset, and ends', async () => {
    const { tokens } = world;
    const sessionId = await startAsMia();
    const onAsset = `query ($id: ID!) { node(id: $id) { ... on Asset { reviewSessions { id } } } }`;
    const listed = async () =>
      (await world.bff.gql(tokens.vic, onAsset, { id: assetId })).data?.node.reviewSessions.map(
        (one: { id: string }) => one.id,
      );
    expect(await listed()).toContain(sessionId);
    await ok(call(tokens.vic, join, { sessionId }));
    const left = await ok(call(tokens.mia, leave, { sessionId }));
    expect(left.leaveReviewSession.session).toMatchObject({
      presenter: { name: 'Vic Viewer' },
      participants: [{ name: 'Vic Viewer', isPresenter: true }],
    });
    // the presenter ends it; then nobody joins, and it is no longer listed
    await ok(call(tokens.vic, end, { sessionId }));
    expect(firstError(await call(tokens.mia, join, { sessionId }))).toMatchObject({
      code: 'STATE_CONFLICT',
    });
    expect(await listed()).not.toContain(sessionId);
  });
});
