import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { FileFailure } from '../engine.ts';
import type { UftpReceiver } from './transfer-server-api.ts';

/** Whether this machine has UFTP's sender (Debian's `uftp` package, or UFTP's own builds). */
export const hasUftp = (): boolean => spawnSync('uftp', ['-?']).error === undefined;

export interface UftpSend {
  path: string;
  /** The name the file gets at the receiver: the Rushes upload it belongs to. */
  name: string;
  receiver: UftpReceiver;
  rateKbps: number;
  signal: AbortSignal;
}

/**
 * Sends one file with UFTP: rate-controlled UDP at the token's rate, encrypted (AES-256-GCM, a
 * key agreed by ECDH each session), to the receiver alone (a closed group of its id), quitting
 * when it drops out. Resolves when the receiver has it whole. A session that stops is sent
 * again whole: UFTP's restart files are not used yet (decision 0132).
 */
export async function sendByUftp(send: UftpSend): Promise<void> {
  const { receiver, signal } = send;
  const args = [
    ...['-M', receiver.host, '-p', String(receiver.port), '-R', String(send.rateKbps)],
    ...['-Y', 'aes256-gcm', '-h', 'sha256', '-e', 'ecdh_ecdsa', '-K', 'prime256v1'],
    ...['-q', '-x', '0', '-H', `0x${receiver.uid}`, '-D', send.name, send.path],
  ];
  const sender = spawn('uftp', args, { stdio: 'ignore', signal, killSignal: 'SIGINT' });
  const [code] = (await once(sender, 'exit').catch((error: unknown) => {
    if (signal.aborted) throw signal.reason;
    throw error;
  })) as [number | null];
  if (code !== 0) throw new FileFailure(`UFTP stopped (exit ${code})`);
}
