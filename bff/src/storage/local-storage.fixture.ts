import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDiskStorage, type LocalDiskStorage } from '@rushes/storage';
import Fastify, { type FastifyInstance } from 'fastify';
import { installRestErrorHandler } from '../http/error-handler.ts';
import { localStorageRoutes } from './local-storage.routes.ts';

export const storageSecret = 'a-storage-test-secret-that-is-long-enough';

export interface LocalStorageServer {
  root: string;
  storage: LocalDiskStorage;
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Files under `multipart/` and `tmp/`: what unfinished uploads leave. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

const filesUnder = async (folder: string) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Local-disk storage in a temp folder behind just its routes, listening on loopback. */
export async function startLocalStorageServer(): Promise<LocalStorageServer> {
  const root = await mkdtemp(join(tmpdir(), 'rushes-storage-'));
  const storage = createLocalDiskStorage({ root, publicBaseUrl: '', signingSecret: storageSecret });
  const app = Fastify();
  installRestErrorHandler(app);
  await app.register(localStorageRoutes, { prefix: '/v2/storage', storage });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    root,
    storage,
    app,
    origin,
    leftovers: async () => [
      ...(await filesUnder(join(root, 'multipart'))),
      ...(await filesUnder(join(root, 'tmp'))),
    ],
    async close() {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
