import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeApiToken, revokeApiTokenMutation } from '../api-tokens/api-token.fixture.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const consumer = join(repository, 'deploy/examples/audit-consumer.ts');
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;

/**
 * The example audit consumer in deploy/examples, run as an operator would: it copies the feed
 * into a JSON Lines file, keeps following, and after a kill (even one that cut a line in half)
 * goes on where it stopped, with every event once; a revoked token stops it.
 */
describe('the example audit consumer', () => {
  let world: AccessWorld;
  let origin: string;
  let versionId: string;
  let token: { secret: string; id: string };
  let file: string;
  let running: ChildProcess | null = null;

  const start = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', consumer, file], {
      cwd: repository,
      env: { ...process.env, RUSHES_URL: origin, RUSHES_TOKEN: token.secret },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    running = child;
    return { child, output: () => output };
  };

  const lines = async () => {
    const text = await readFile(file, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; data: { text?: string } });
  };

  /** The feed's whole content for the token, as one page. */
  const feed = async () =>
    (
      await world.bff.app.inject({
        method: 'GET',
        url: '/v2/events?limit=1000',
        headers: { authorization: `Bearer ${token.secret}` },
      })
    ).json<{ id: string }[]>();

  const until = (done: () => Promise<boolean>) =>
    vi.waitUntil(done, { timeout: 10_000, interval: 50 });

  const comment = async (text: string) => {
    await world.bff.gql(world.admin, addComment, { input: { versionId, text } });
    const { services } = world.bff;
    await services.checkpoints.waitFor(['event-scopes'], await services.store.headSeq());
  };

  beforeAll(async () => {
    world = await startAccessWorld();
    await world.bff.app.listen({ port: 0, host: '127.0.0.1' });
    const address = world.bff.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    versionId = (
      await uploadFile(world.bff, world.admin, world.folders.day1, {
        filename: 'A001_C001.mov',
        bytes: Buffer.from('not really a film'),
      })
    ).version.id;
    token = await makeApiToken(world.bff, world.admin, {
      workspaceId: world.workspaceId,
      scopes: ['events:read'],
    });
    file = join(await mkdtemp(join(tmpdir(), 'rushes-audit-')), 'audit.jsonl');
    await comment('Before the consumer');
  });
  afterAll(async () => {
    running?.kill('SIGKILL');
    await world?.bff.close();
  });

  it('copies the feed, follows it, and resumes after a kill with every event once', async () => {
    const first = start();
    // The consumer's reads are themselves recorded (the token's use), so the feed grows as it
    // reads: it has all once its file holds what the feed holds now.
    const holdsTheFeed = async () => {
      const ids = (await feed()).map((event) => event.id);
      return JSON.stringify((await lines()).map((event) => event.id)) === JSON.stringify(ids);
    };
    await until(async () => first.output().includes('following'));
    await until(holdsTheFeed);
    await comment('While it follows');
    await until(async () => (await lines()).at(-1)?.data.text === 'While it follows');

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    await comment('While it is down');
    await appendFile(file, '{"id":"9999-0","type":"io.rushes.comment.ad');

    const second = start();
    await until(
      async () => (await lines().catch(() => [])).at(-1)?.data.text === 'While it is down',
    );
    expect(second.output()).toMatch(/resuming after \d+-\d+/);
    await until(holdsTheFeed);
  });

  it('stops when its token is revoked', async () => {
    const child = running;
    if (!child) throw new Error('not running');
    const exited = once(child, 'exit');
    await world.bff.gql(world.admin, revokeApiTokenMutation, { input: { id: token.id } });
    const [code] = await exited;
    expect(code).toBe(1);
  });
});
