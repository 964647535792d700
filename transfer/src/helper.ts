import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import manifest from '../package.json' with { type: 'json' };
import type { TransferEngine } from './engines/engine.ts';
import { httpEngine } from './engines/http/http-engine.ts';
import { uftpEngine } from './engines/uftp/uftp-engine.ts';
import { hasUftp } from './engines/uftp/uftp-sender.ts';
import { helperHandler } from './http/server.ts';
import { createLog } from './log.ts';
import { defaultNearMs, type HelperOptions } from './options.ts';
import { createPairings } from './pairing.ts';
import { createStateStore } from './state/state-store.ts';
import { createTransfers } from './transfers.ts';

export interface Helper {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Stops listening and stops the transfers as they are: the next start resumes them. */
  close(): Promise<void>;
}

/** The engines this helper moves bytes with, best first: UFTP where this machine has it. */
const enginesOf = (nearMs: number): readonly TransferEngine[] =>
  hasUftp() ? [uftpEngine(nearMs), httpEngine] : [httpEngine];

/**
 * Rushes Transfer: the state folder opened, the pairings read, the unfinished transfers resumed
 * and the API listening on 127.0.0.1 only.
 */
export async function startHelper(
  options: HelperOptions,
  print: (line: string) => void = (line) => console.log(line),
): Promise<Helper> {
  const store = createStateStore(options.home);
  await store.open();
  const log = createLog(options.home, print);
  const pairings = createPairings({
    origin: options.origin,
    stored: await store.readPairings(),
    save: store.writePairings,
  });
  const engines = enginesOf(options.nearMs ?? defaultNearMs);
  const transfers = createTransfers({ store, engines, log });
  let port = options.port;
  const server = createServer(
    helperHandler({
      ...{ origin: options.origin, version: manifest.version, port: () => port },
      ...{ pairings, transfers, engines, log },
      showCode: (code) =>
        log(`Pairing code for ${options.origin}: ${code.slice(0, 3)} ${code.slice(3)}`),
    }),
  );
  server.listen(options.port, '127.0.0.1');
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      throw taken
        ? new Error(`port ${options.port} is taken: is Rushes Transfer running already?`)
        : error;
    }),
  ]);
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  log(`Rushes Transfer ${manifest.version} listens at ${url} for ${options.origin}`);
  await transfers.load();
  return {
    url,
    port,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await transfers.close();
      await closed;
    },
  };
}
