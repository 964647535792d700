import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { transferHelperDefaultUrl } from '@rushes/rules';

/**
 * How one helper runs: the origin whose pages drive it, its port, its state folder, and how
 * far (round trip, ms) a transfer server must be for UFTP to take an upload.
 */
export interface HelperOptions {
  origin: string;
  port: number;
  home: string;
  nearMs?: number;
}

export const defaultPort = Number(new URL(transferHelperDefaultUrl).port);
/**
 * Nearer than this, TCP fills the link: at 10 ms and 1 % loss one stream still carries about
 * 14 Mbit/s (Mathis), and the HTTP engine sends several parts at once.
 */
export const defaultNearMs = 10;

export const usage = `Usage: rushes-transfer --origin <Rushes address> [--port <port>] [--home <folder>]
                       [--near-ms <ms>]

  --origin  the address you open Rushes at, e.g. https://rushes.example.com: only its pages may
            drive this helper
  --port    the port it listens on at 127.0.0.1 (default ${defaultPort})
  --home    where it keeps its pairings and transfers (default RUSHES_TRANSFER_HOME, else
            ~/.rushes-transfer)
  --near-ms uploads go by UFTP only to a transfer server further than this round trip (default
            ${defaultNearMs}); nearer, by parallel HTTP parts straight to storage. 0: always UFTP`;

/** A wrong command line: its message, then the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** `https://host[:port]` as given, with nothing after it but an optional slash; else null. */
export function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return url.pathname === '/' ? url.origin : null;
}

/** The options of a command line and environment; `UsageError` when they are wrong. */
export function helperOptions(argv: readonly string[], env: NodeJS.ProcessEnv): HelperOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      origin: { type: 'string' },
      port: { type: 'string' },
      home: { type: 'string' },
      'near-ms': { type: 'string' },
    },
    strict: true,
  });
  if (!values.origin) throw new UsageError('--origin is required');
  const origin = originOf(values.origin);
  if (!origin) {
    throw new UsageError(
      `--origin must be an http:// or https:// address without a path, not ${values.origin}`,
    );
  }
  const port = values.port === undefined ? defaultPort : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not ${values.port}`);
  }
  const nearMs = values['near-ms'] === undefined ? defaultNearMs : Number(values['near-ms']);
  if (!Number.isFinite(nearMs) || nearMs < 0) {
    throw new UsageError(`--near-ms must be a number of ms from 0, not ${values['near-ms']}`);
  }
  const home = values.home ?? env.RUSHES_TRANSFER_HOME ?? join(homedir(), '.rushes-transfer');
  return { origin, port, home: isAbsolute(home) ? home : resolve(home), nearMs };
}
