/**
 * Review session latency (decision 0146): from the presenter sending `showInReviewSession` over
 * HTTP to BFF A until a participant's `reviewSessionChanged` message arrives over graphql-ws from
 * BFF B (target p99 < 150 ms), beside the comment path's figure measured the same way in the same
 * run (`addComment` on A → `commentChanged` on B), with 50 subscribers following the session.
 *
 *   npx tsx bench/session-latency.bench.ts    (DATABASE_URL, NATS_URL, REDIS_URL; defaults: the
 *                                              local servers)
 *
 * Two BFFs as in deploy/ (bench/support/two-bffs.ts). The admin uploads a tiny file through A and
 * starts a session on it; 50 subscribers follow it, half on A and half on B, with the
 * `graphql-ws` client as the web app does (the admin's 50 screens: each costs the server what a
 * person's would, a check of the session and a read of it). Then the presenter shows 300
 * positions one at a time on A, each after every participant heard the previous one: the time
 * to the participant on B measured first, and to the last of the 50. Then 300 comments the same
 * way, heard by one subscriber on B. Prints p50, p95, p99 and max of each.
 */
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type Client, createClient } from 'graphql-ws';
import { createBenchProject, signIn } from './support/bench-api.ts';
import type { BenchBff } from './support/bench-bff.ts';
import { arrivals } from './support/live-arrivals.ts';
import { percentile } from './support/stats.ts';
import { uploadTinyFile, withTwoBffs } from './support/two-bffs.ts';

const participants = Number(process.env.SESSION_BENCH_SUBSCRIBERS ?? 50);
const actions = Number(process.env.SESSION_BENCH_ACTIONS ?? 300);
const warmups = 20;
const arrivalTimeoutMs = 5_000;
// `ws` ships no types here; graphql-ws takes any WebSocket implementation.
const WebSocket: unknown = createRequire(import.meta.url)('ws');

const startSession = `mutation ($input: StartReviewSessionInput!) {
  startReviewSession(input: $input) { session { id } } }`;
const joinSession = `mutation ($input: JoinReviewSessionInput!) {
  joinReviewSession(input: $input) { session { id } } }`;
const show = `mutation ($input: ShowInReviewSessionInput!) {
  showInReviewSession(input: $input) { session { id } } }`;
const sessionChanged = `subscription ($id: ID!) {
  reviewSessionChanged(sessionId: $id) { change session { shown { position } } } }`;
type SessionChanged = { reviewSessionChanged: { session: { shown: { position: number } | null } } };
const addComment = `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`;
const commentChanged = `subscription ($id: ID!) { commentChanged(assetId: $id) { comment { text } } }`;
type CommentChanged = { commentChanged: { comment: { text: string } } };

const clientOf = (app: BenchBff, token: string): Client =>
  createClient({
    url: `${app.origin.replace(/^http/, 'ws')}/ws`,
    connectionParams: { token },
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });

const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (values: number[]) =>
  [50, 95, 99, 100]
    .map((p) => `${p === 100 ? 'max' : `p${p}`} ${ms(percentile(values, p))}`)
    .join('  ');

async function measure(a: BenchBff, b: BenchBff) {
  const admin = await signIn(a.origin);
  const { rootFolderId } = await createBenchProject(admin.gql, 'Session latency');
  const { assetId, versionId } = await uploadTinyFile(admin.gql, a.origin, rootFolderId);
  // one person's 50 screens: each subscriber costs the server what a person's would
  const tokens = Array.from({ length: participants }, () => admin.token);
  const { startReviewSession } = await admin.gql<{
    startReviewSession: { session: { id: string } };
  }>(startSession, { input: { assetIds: [assetId] } });
  const sessionId = startReviewSession.session.id;
  const clients: Client[] = [];
  try {
    const feeds = [];
    await admin.gql(joinSession, { input: { sessionId } });
    for (const [n, token] of tokens.entries()) {
      const app = n % 2 === 0 ? b : a;
      const client = clientOf(app, token);
      clients.push(client);
      feeds.push(
        arrivals<SessionChanged>(
          client,
          { query: sessionChanged, variables: { id: sessionId } },
          (data) => String(data.reviewSessionChanged.session.shown?.position ?? -1),
          arrivalTimeoutMs,
        ),
      );
    }
    const showAt = (position: number) =>
      admin.gql(show, {
        input: { sessionId, assetId, versionId, position, playing: false, rate: 1 },
      });
    // The subscriptions start asynchronously: show until every one has heard something.
    for (let attempt = 0; !feeds.every((feed) => feed.hasAny()) && attempt < 100; attempt++) {
      await showAt(1_000_000 + attempt);
    }
    if (!feeds.every((feed) => feed.hasAny())) throw new Error('a participant never heard a thing');
    const first: number[] = [];
    const last: number[] = [];
    let lost = 0;
    const [measured = feeds[0]] = feeds;
    for (let n = 0; n < warmups + actions; n++) {
      const heard = feeds.map((feed) => feed.arrival(String(n)));
      const sent = performance.now();
      await showAt(n);
      const at = await Promise.all(heard);
      if (n < warmups) continue;
      const onB = await measured?.arrival(String(n));
      if (at.some((one) => one === null) || onB == null) {
        lost++;
        continue;
      }
      first.push(onB - sent);
      last.push(Math.max(...(at as number[])) - sent);
    }
    // the comment path, the same way, in the same run
    const comments = arrivals<CommentChanged>(
      clients[0] as Client,
      { query: commentChanged, variables: { id: assetId } },
      (data) => data.commentChanged.comment.text,
      arrivalTimeoutMs,
    );
    const post = (text: string) => admin.gql(addComment, { input: { versionId, text } });
    for (let attempt = 0; !comments.hasAny() && attempt < 50; attempt++)
      await post(`Hi ${attempt}`);
    const commentLatencies: number[] = [];
    for (let n = 0; n < warmups + actions; n++) {
      const text = `Comment ${n}`;
      const arrived = comments.arrival(text);
      const sent = performance.now();
      await post(text);
      const at = await arrived;
      if (n >= warmups && at !== null) commentLatencies.push(at - sent);
    }
    return { first, last, lost, commentLatencies };
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
}

console.log(`${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`);
await withTwoBffs(async (a, b) => {
  const { first, last, lost, commentLatencies } = await measure(a, b);
  console.log(
    `Two BFFs (JetStream, Redis): ${participants} subscribers (half on each BFF), ` +
      `${actions} positions after ${warmups} warm-ups; load ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(`  shown on A → a participant on B   ${summary(first)}  (target p99 < 150 ms)`);
  console.log(`  shown on A → the last of the ${participants}   ${summary(last)}`);
  console.log(`  addComment on A → commentChanged on B   ${summary(commentLatencies)}`);
  if (lost > 0)
    console.log(`  ${lost} positions did not reach everyone within ${arrivalTimeoutMs} ms`);
});
