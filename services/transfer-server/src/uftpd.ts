import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Logger } from '@rushes/runtime';

export interface UftpdOptions {
  /** The UDP port it receives on. */
  port: number;
  /** Its client id, 8 hex digits: senders name it in their closed group (`uftp -H 0x…`). */
  uid: string;
  /** Where whole files land, each named as its sender named it (the upload's id). */
  stagingDir: string;
  /** Where files are written while they arrive (`_group_<session>/<name>`). */
  tempDir: string;
  /** Where it writes a line for each file received (`stagedUploads` reads it). */
  statusFile: string;
  logger: Logger;
  /** The `uftpd` to run: Debian's `uftp` package installs it on the PATH. */
  command?: string;
}

export interface Uftpd {
  stop(): Promise<void>;
}

/**
 * Runs UFTP's receiver in the foreground (`-d`) for as long as the transfer server runs: it takes
 * only encrypted sessions (`-E`), agrees a key per session by ECDH (`-K ec:prime256v1`), writes
 * each file in the temp folder as it arrives (where a failed session's state is kept for the
 * sender's next) and moves it to staging at the session's end.
 */
export async function startUftpd(options: UftpdOptions): Promise<Uftpd> {
  const { port, uid, stagingDir, tempDir, statusFile, logger } = options;
  const child = spawn(
    options.command ?? 'uftpd',
    [
      ...['-d', '-E', '-U', `0x${uid}`, '-K', 'ec:prime256v1'],
      ...['-T', tempDir, '-D', stagingDir, '-F', statusFile, '-p', String(port), '-x', '1'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stopping = false;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => logger.debug({ uftpd: line }));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) logger.error({ code, signal }, 'uftpd stopped: fast uploads by UFTP fail');
  });
  await Promise.race([
    once(child, 'spawn'),
    once(child, 'error').then(([error]) => {
      throw new Error(`uftpd could not start (install Debian's uftp package): ${error}`);
    }),
  ]);
  return {
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
