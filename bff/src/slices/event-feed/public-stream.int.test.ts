import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { connectJetStreamPublicStream, type PublicStream } from '@rushes/events';
import { freeLoopbackPort } from '@rushes/runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { createFeedReader } from './feed-reader.ts';
import { startPublicStreamPublisher } from './public-stream-publisher.ts';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const passwords = { RUSHES_NATS_PASSWORD: 'rushes-secret', AUDIT_NATS_PASSWORD: 'audit-secret' };
const feed = { streamName: 'RUSHES_PUBLIC_FEED', subjectPrefix: 'ev_public' };

/**
 * The public feed's own JetStream stream, on a NATS server configured as deploy/nats-audit.conf
 * says: the BFFs copy the feed there in log order, two of them without doubling an event, and an
 * auditor with credentials of its own mirrors it and can read nothing else of the deployment.
 */
describe('the public feed stream', () => {
  let world: AccessWorld;
  let server: ChildProcess;
  let url: string;
  const connections: NatsConnection[] = [];
  const streams: PublicStream[] = [];

  const as = async (user: 'rushes' | 'audit') => {
    const nc = await connect({
      servers: url,
      user,
      pass: user === 'rushes' ? passwords.RUSHES_NATS_PASSWORD : passwords.AUDIT_NATS_PASSWORD,
    });
    connections.push(nc);
    return nc;
  };

  const publisher = () => {
    const reader = createFeedReader({
      store: world.bff.services.store,
      db: world.bff.services.db,
      source: 'https://rushes.example.com',
    });
    return startPublicStreamPublisher({
      connect: async () => {
        const stream = await connectJetStreamPublicStream({
          servers: `nats://rushes:${passwords.RUSHES_NATS_PASSWORD}@${url.slice('nats://'.length)}`,
          ...feed,
        });
        streams.push(stream);
        return stream;
      },
      reader,
      newEvents: (seq, timeoutMs) =>
        world.bff.services.checkpoints.waitFor(['event-scopes'], seq, timeoutMs),
      logger: world.bff.services.logger,
    });
  };

  /** The whole deployment's feed, as the HTTP feed gives it. */
  const wholeFeed = async () => {
    const reader = createFeedReader({
      store: world.bff.services.store,
      db: world.bff.services.db,
      source: 'https://rushes.example.com',
    });
    const { events } = await reader.readPage({
      after: { seq: 0, index: 0 },
      limit: 1000,
      types: null,
      reach: { workspaceId: null },
    });
    return events;
  };

  /** Waits for `done`, an error counting as not yet (a stream not made yet, a server starting). */
  const until = (done: () => Promise<boolean>) =>
    vi.waitUntil(() => done().catch(() => false), { timeout: 10_000, interval: 50 });

  beforeAll(async () => {
    world = await startAccessWorld();
    const folder = await mkdtemp(join(tmpdir(), 'rushes-nats-'));
    const port = await freeLoopbackPort();
    const conf = (await readFile(join(repository, 'deploy/nats-audit.conf'), 'utf8'))
      .replace('port: 4222', `port: ${port}`)
      .replace('store_dir: /data', `store_dir: "${folder}"`)
      // Debian's nats-server (2.9) predates the setting; the deployed image has it.
      .replace(/^\s*sync_interval: always\n/m, '');
    await writeFile(join(folder, 'nats.conf'), conf);
    server = spawn('nats-server', ['-c', join(folder, 'nats.conf'), '-a', '127.0.0.1'], {
      env: { ...process.env, ...passwords },
      stdio: 'ignore',
    });
    url = `nats://127.0.0.1:${port}`;
    await until(async () => Boolean(await as('rushes')));
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await Promise.all(connections.map((nc) => nc.close()));
    server?.kill();
    await world?.bff.close();
  });

  it('holds every public event once, in log order, though two BFFs publish', async () => {
    const stops = [publisher(), publisher()];
    const events = await wholeFeed();
    const jsm = await jetstreamManager(await as('rushes'));
    await until(
      async () => (await jsm.streams.info(feed.streamName)).state.messages === events.length,
    );
    await Promise.all(stops.map((stop) => stop()));

    const stored = [];
    for (let seq = 1; seq <= events.length; seq++) {
      const message = await jsm.streams.getMessage(feed.streamName, { seq });
      stored.push({ subject: message?.subject, event: message?.json() });
    }
    expect(stored.map(({ event }) => event)).toEqual(events);
    const comment = stored.find(({ event }) =>
      (event as { type: string }).type.includes('project.created'),
    );
    expect(comment?.subject).toMatch(/^ev_public\.[0-9a-f-]{36}\.project\.created\.v1$/);
  });

  it('is mirrored by an auditor with credentials of its own, who reaches nothing else', async () => {
    const auditor = await as('audit');
    const jsm = await jetstreamManager(auditor);
    const mirror = JSON.parse(await readFile(join(repository, 'deploy/audit-mirror.json'), 'utf8'));
    await jsm.streams.add(mirror);
    const events = await wholeFeed();
    await until(
      async () => (await jsm.streams.info('RUSHES_AUDIT')).state.messages === events.length,
    );
    const first = await jsm.streams.getMessage('RUSHES_AUDIT', { seq: 1 });
    expect(first?.json()).toEqual(events[0]);
    expect(first?.header.get('content-type')).toBe('application/cloudevents+json; charset=utf-8');

    // The log itself stays out of reach: no route to its stream from the auditor's account.
    for (const subject of ['STREAM.INFO.RUSHES_EVENTS', 'CONSUMER.CREATE.RUSHES_EVENTS']) {
      await expect(
        auditor.request(`$JS.rushes.API.${subject}`, '{}', { timeout: 1000 }),
      ).rejects.toThrow();
    }
    await expect(jetstream(auditor).publish('ev_public.x.y', 'forged')).rejects.toThrow();
  });
});
