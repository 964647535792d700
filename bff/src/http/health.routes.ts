import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../errors.ts';

const READY_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `/healthz`: the process is alive. `/readyz`: PostgreSQL and the event log answer. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { db, store } = app.services;

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request) => {
    try {
      await within(Promise.all([sql`SELECT 1`.execute(db), store.headSeq()]), READY_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      throw new AppError('SERVICE_UNAVAILABLE', null, 'database or event log not answering');
    }
  });
};
