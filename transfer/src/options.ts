import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { transferHelperDefaultUrl } from '@rushes/rules';

/** How one helper runs: the origin whose pages drive it, its port and its state folder. */
export interface HelperOptions {
  origin: string;
  port: number;
  home: string;
}

export const defaultPort = Number(new URL(transferHelperDefaultUrl).port);

export const usage = `Usage: rushes-transfer --origin <Rushes address> [--port <port>] [--home <folder>]

  --origin  the address you open Rushes at, e.g. https://rushes.example.com: only its pages may
            drive this helper
  --port    the port it listens on at 127.0.0.1 (default ${defaultPort})
  --home    where it keeps its pairings and transfers (default RUSHES_TRANSFER_HOME, else
            ~/.rushes-transfer)`;

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
  const home = values.home ?? env.RUSHES_TRANSFER_HOME ?? join(homedir(), '.rushes-transfer');
  return { origin, port, home: isAbsolute(home) ? home : resolve(home) };
}
