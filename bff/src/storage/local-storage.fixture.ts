import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDiskStorage, type LocalDiskStorage, routeLocalDisks } from '@rushes/storage';
import Fastify, { type FastifyInstance } from 'fastify';
import { installRestErrorHandler } from '../http/error-handler.ts';
import { localStorageRoutes } from './local-storage.routes.ts';

export const storageSecret = 'a-storage-test-secret-that-is-long-enough';

export interface LocalStorageServer {
  /** The default storage's root folder. */
  root: string;
  /** The root folder of each storage by its prefix ('' for the default). */
  roots: Record<string, string>;
  storage: LocalDiskStorage;
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Files under `multipart/` and `tmp/` of every root: what unfinished uploads leave. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

const filesUnder = async (folder: string) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Local-disk storage in a temp folder behind just its routes, listening on loopback; with
 * `prefixes`, a router over a default storage and one root folder for each of them.
 */
export async function startLocalStorageServer(
  options: { prefixes?: string[] } = {},
): Promise<LocalStorageServer> {
  const top = await mkdtemp(join(tmpdir(), 'rushes-storage-'));
  const prefixes = ['', ...(options.prefixes ?? [])];
  const roots = Object.fromEntries(prefixes.map((prefix) => [prefix, join(top, prefix || 'main')]));
  const storage = routeLocalDisks(
    prefixes.map((prefix) => ({
      prefix,
      storage: createLocalDiskStorage({
        root: roots[prefix] ?? top,
        publicBaseUrl: '',
        signingSecret: storageSecret,
      }),
    })),
  );
  const root = roots[''] ?? top;
  const app = Fastify();
  installRestErrorHandler(app);
  await app.register(localStorageRoutes, { prefix: '/v2/storage', storage });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const leftoversIn = async (folder: string) => [
    ...(await filesUnder(join(folder, 'multipart'))),
    ...(await filesUnder(join(folder, 'tmp'))),
  ];
  return {
    root,
    roots,
    storage,
    app,
    origin,
    leftovers: async () => (await Promise.all(Object.values(roots).map(leftoversIn))).flat(),
    async close() {
      await app.close();
      await rm(top, { recursive: true, force: true });
    },
  };
}
