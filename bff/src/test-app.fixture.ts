import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue, createPostgresLogEventStore, type EventStore } from '@rushes/events';
import { createDb } from '@rushes/migrations';
import { storageSetupOf } from '@rushes/runtime';
import { createStorageFromConfig } from '@rushes/storage';
import { createTestDatabase } from '@rushes/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import mqemitter from 'mqemitter';
import pg from 'pg';
import { inject } from 'vitest';
import { REFRESH_GRACE_MS } from './auth/refresh-tokens.ts';
import { hashSecretToken } from './auth/secret-token.ts';
import { loadConfig } from './config.ts';
import { outboxMails, type ReceivedMail } from './mail/mail.fixture.ts';
import { createOutboxMailer } from './mail/outbox.mailer.ts';
import { type BffAdapters, runBff } from './run-bff.ts';
import { closeEmitter } from './shutdown.ts';
import type { Slice } from './slice.ts';
import { slices } from './slices/index.ts';
import { createOutboxSms } from './sms/outbox.sms.ts';
import { outboxTexts, type ReceivedSms } from './sms/sms.fixture.ts';

export const testSecret = 'a-test-secret-that-is-long-enough-0123456789';
export const admin = { name: 'Ada Admin', email: 'admin@rushes.test', password: 'admin-secret' };

/** A client address no other test uses, so per-IP rate limits stay apart. */
export const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;

export interface TestApp {
  app: FastifyInstance;
  setupToken: string | null;
  databaseUrl: string;
  /** The mail sent so far, oldest first, as a mail program reads it (the default outbox only). */
  mails(): Promise<ReceivedMail[]>;
  /** The text messages sent so far, oldest first (the default outbox only). */
  texts(): Promise<ReceivedSms[]>;
  close(): Promise<void>;
}

/**
 * The real BFF over its own database with the PostgreSQL log store and an in-memory emitter:
 * every domain slice, run as `npm start` runs them but without listening. `env` adds environment
 * variables.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  adapters: Partial<
    Pick<
      BffAdapters,
      'store' | 'emitter' | 'rateLimitRedis' | 'webDist' | 'storage' | 'mailer' | 'sms' | 'logger'
    >
  > & {
    /** Share this database (another test app made it) instead of making one. */
    databaseUrl?: string;
    /** Run these slices instead of every domain slice (one's background replaced, say). */
    slices?: readonly Slice[];
  } = {},
): Promise<TestApp> {
  const database = adapters.databaseUrl
    ? null
    : await createTestDatabase(inject('services').databaseUrl);
  const url = adapters.databaseUrl ?? database?.url ?? '';
  const pool = new pg.Pool({ connectionString: url, max: 12 });
  const db = createDb(pool);
  const store: EventStore = adapters.store ?? (await createPostgresLogEventStore({ pool }));
  const emitter = adapters.emitter ?? mqemitter();
  const storageRoot = await mkdtemp(join(tmpdir(), 'rushes-test-storage-'));
  // Rushes Transfer's server beside the local disk leaves files whole here (a folder it made).
  const stagingDir = join(storageRoot, 'transfer-staging');
  await mkdir(stagingDir);
  const config = loadConfig({
    RUSHES_JWT_SECRET: testSecret,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RUSHES_TRANSFER_STAGING_DIR: stagingDir,
    ...env,
  });
  // As `npm start` has them: local disk, and RUSHES_STORAGES' root folders when `env` sets some.
  const storageSetup = storageSetupOf(config, { embedded: true });
  const storage =
    adapters.storage ??
    createStorageFromConfig(config, storageSetup.storages, {
      dataDir: storageRoot,
      signingSecret: testSecret,
    });
  // Unless the test brings one (an SMTP server it reads), mail goes to an outbox `mails()` reads.
  const outbox = join(storageRoot, 'outbox');
  const mailer =
    adapters.mailer ?? createOutboxMailer({ folder: outbox, from: config.mailFrom, log() {} });
  const sms = adapters.sms ?? createOutboxSms({ folder: outbox, from: config.smsFrom, log() {} });
  const bff = await runBff(
    { ...config, jwtSecret: testSecret, secretsKey: testSecret, storageSetup },
    {
      pool,
      db,
      store,
      catalogue,
      emitter,
      storage,
      mailer,
      sms,
      rateLimitRedis: adapters.rateLimitRedis,
      webDist: adapters.webDist ?? null,
      logger: adapters.logger,
    },
    adapters.slices ?? slices,
  );
  return {
    app: bff.app,
    setupToken: bff.setupToken,
    databaseUrl: url,
    mails: () => outboxMails(outbox),
    texts: () => outboxTexts(outbox),
    async close() {
      await bff.close();
      mailer.close();
      if (!adapters.store) await store.close();
      if (!adapters.emitter) await closeEmitter(emitter);
      await db.destroy();
      await database?.drop();
      await rm(storageRoot, { recursive: true, force: true });
    },
  };
}

export const login = (app: FastifyInstance, email: string, password: string, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/v2/login', payload: { email, password }, remoteAddress: ip });

/** The refresh token a response set in its cookie (undefined when it set none). */
export const refreshCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'rushes_refresh');

export const refresh = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/v2/refresh', cookies: { rushes_refresh: token } });

export const graphql = (app: FastifyInstance, query: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/v2/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query },
  });

/** Moves a refresh token's exchange back past the grace period, as if it was spent long ago. */
export async function spentLongAgo(app: FastifyInstance, token: string): Promise<void> {
  const seconds = REFRESH_GRACE_MS / 1000 + 1;
  await app.services.db
    .updateTable('refreshToken')
    .set({ usedAt: sql<Date>`used_at - make_interval(secs => ${seconds})` })
    .where('tokenHash', '=', hashSecretToken(token))
    .execute();
}
