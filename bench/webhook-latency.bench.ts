/**
 * Webhook delivery latency: from the moment a change is appended to the log until the receiver
 * has the signed delivery, p50 and p99 (the target: p99 under 1 s), beside a plain POST of the
 * same bodies to the same receiver from the same process (the loopback's floor).
 *
 *   npx tsx bench/webhook-latency.bench.ts [renames]   (DATABASE_URL; default the local server)
 *
 * One BFF as `npm start` runs it (the PostgreSQL log, its read models, its enqueuer and
 * dispatcher), a receiver on 127.0.0.1 (allowed by RUSHES_WEBHOOK_ALLOW_PRIVATE), and a webhook
 * for `io.rushes.workspace.renamed`. Each rename waits for its delivery before the next, so
 * each figure is one event's way through the log, the feed, the queue and the POST.
 */
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresLogEventStore } from '@rushes/events';
import { createLocalDiskStorage } from '@rushes/storage';
import { createTestDatabase } from '@rushes/testing';
import mqemitter from 'mqemitter';
import { signIn } from './support/bench-api.ts';
import { startBenchBff } from './support/bench-bff.ts';
import { percentile } from './support/stats.ts';
import { printTable } from './support/table.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const renames = Number(process.argv[2] ?? 300);

/** A receiver that notes when each body arrived, by the workspace name it carries. */
async function startReceiver() {
  const arrived = new Map<string, (at: number) => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { name: string } };
      response.writeHead(204).end();
      arrived.get(body.data.name)?.(at);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/rushes`,
    /** Settles with the arrival time of the body naming `name`. */
    arrival: (name: string) => new Promise<number>((resolve) => arrived.set(name, resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'rushes-webhook-bench-'));
  const database = await createTestDatabase(databaseUrl);
  const receiver = await startReceiver();
  const bff = await startBenchBff({
    databaseUrl: database.url,
    storage: createLocalDiskStorage({
      root: join(folder, 'storage'),
      publicBaseUrl: '',
      signingSecret: 'a-bench-secret-that-is-long-enough-0123456789',
    }),
    emitter: mqemitter(),
    openStore: (pool) => createPostgresLogEventStore({ pool }),
    env: { RUSHES_DATA_DIR: folder, RUSHES_WEBHOOK_ALLOW_PRIVATE: '127.0.0.1/32' },
  });
  const fromAppend: number[] = [];
  const fromAnswer: number[] = [];
  const plain: number[] = [];
  try {
    const { gql } = await signIn(bff.origin);
    const { workspaces } = await gql<{ workspaces: { id: string }[] }>('{ workspaces { id } }');
    const workspaceId = workspaces[0]?.id;
    await gql(
      `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }`,
      {
        input: { workspaceId, url: receiver.url, eventTypes: ['io.rushes.workspace.renamed'] },
      },
    );
    const rename = (name: string) =>
      gql(
        `mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { clientMutationId } }`,
        {
          input: { id: workspaceId, name },
        },
      );
    // The first delivery warms the connection pool and the code paths.
    const warm = receiver.arrival('Warm-up');
    await rename('Warm-up');
    await warm;
    for (let i = 0; i < renames; i++) {
      const name = `Studio ${i}`;
      const arrival = receiver.arrival(name);
      const sent = Date.now();
      await rename(name);
      const answered = Date.now();
      const at = await arrival;
      // The decision is appended while the mutation runs: between sending it and its answer.
      fromAppend.push(at - sent);
      fromAnswer.push(at - answered);
    }
    for (let i = 0; i < renames; i++) {
      const name = `Plain ${i}`;
      const arrival = receiver.arrival(name);
      const sent = Date.now();
      await fetch(receiver.url, {
        method: 'POST',
        headers: { 'content-type': 'application/cloudevents+json; charset=utf-8' },
        body: JSON.stringify({ type: 'io.rushes.workspace.renamed.v1', data: { name } }),
      });
      plain.push((await arrival) - sent);
    }
  } finally {
    await bff.close();
    await receiver.close();
    await database.drop();
  }
  console.log(
    `\nwebhook delivery latency, ${renames} renames one after another (target p99 < 1 s)`,
  );
  printTable(
    ['measured', 'p50', 'p99', 'max'],
    [
      [
        'mutation sent → receiver has it',
        ms(fromAppend, 50),
        ms(fromAppend, 99),
        ms(fromAppend, 100),
      ],
      [
        'mutation answered → receiver has it',
        ms(fromAnswer, 50),
        ms(fromAnswer, 99),
        ms(fromAnswer, 100),
      ],
      ['baseline: a plain POST → receiver has it', ms(plain, 50), ms(plain, 99), ms(plain, 100)],
    ],
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
