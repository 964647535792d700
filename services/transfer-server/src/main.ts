import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  closeOnSignal,
  createLogger,
  exitOnStartFailure,
  loadEnv,
  processEnv,
} from '@rushes/runtime';
import { stagedUploads } from './staged-uploads.ts';
import { transferServerApp } from './transfer-server.ts';
import { startUftpd } from './uftpd.ts';

/** How long a file that arrived stays when nobody asks for its parts: a session given up. */
const KEEP_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

/** `npm run start:transfer-server`: Rushes Transfer's server, beside a transfer server's storage. */
async function main(): Promise<void> {
  const config = loadEnv(processEnv.transferServer, process.env, {
    transferStorageOrigins: '(where parts may be sent)',
  });
  const logger = createLogger(config, { name: 'transfer-server' });
  const [stagingDir, tempDir] = [join(config.uftpDir, 'staging'), join(config.uftpDir, 'arriving')];
  await Promise.all([stagingDir, tempDir].map((dir) => mkdir(dir, { recursive: true })));
  const statusFile = join(config.uftpDir, 'received.log');
  const staged = stagedUploads(stagingDir, tempDir, statusFile);
  const uftp = { port: config.uftpPort, uid: config.uftpId.toUpperCase() };
  const uftpd = await startUftpd({ ...uftp, stagingDir, tempDir, statusFile, logger });
  const storageOrigins = config.transferStorageOrigins
    .split(',')
    .map((origin) => new URL(origin.trim()).origin);
  const app = transferServerApp({ staged, storageOrigins, uftp, logger });
  const sweep = setInterval(() => {
    staged.sweep(KEEP_MS).then(
      (removed) => removed > 0 && logger.info({ removed }, 'files given up removed'),
      (error: unknown) => logger.warn({ err: error }, 'sweep failed'),
    );
  }, SWEEP_EVERY_MS);
  await app.listen({ port: config.port, host: config.host });
  logger.info({ uftpPort: uftp.port }, 'transfer server running');
  closeOnSignal(
    async () => {
      clearInterval(sweep);
      await app.close();
      await uftpd.stop();
    },
    (message) => logger.info(message),
  );
}

main().catch(exitOnStartFailure);
