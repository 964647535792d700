import { type DestinationStream, type Logger, pino } from 'pino';
import { type PrettyOptions, build as prettyStream } from 'pino-pretty';
import type { LogLevel } from './env/env-schema.ts';
import { redactedPaths, redactSecrets } from './redact.ts';

export type { Logger };

/** `json` for the distributed processes (one object a line), `pretty` for `npm start`'s terminal. */
export type LogFormat = 'json' | 'pretty';

type Entry = Record<string, unknown>;

const field = (entry: Entry, name: string): Entry =>
  typeof entry[name] === 'object' && entry[name] !== null ? (entry[name] as Entry) : {};

/**
 * Fastify's request lines read as `GET /v2/graphql` and `200 in 4 ms`, an error's message follows
 * the line's unless the line says it already; the rest as written.
 */
function shortMessage(entry: Entry, messageKey: string): string {
  const message = String(entry[messageKey] ?? '');
  const err = field(entry, 'err');
  const said = typeof err.message === 'string' && message.includes(err.message);
  if (err.message && !said) return `${message}: ${err.message}`;
  const req = field(entry, 'req');
  if (req.method) return `${message} ${req.method} ${req.url}`;
  const res = field(entry, 'res');
  if (res.statusCode) {
    return `${message} ${res.statusCode} in ${Math.round(Number(entry.responseTime))} ms`;
  }
  return message;
}

/** Time, level, who and what: fields stay in the JSON logs, errors keep their stack. */
export const prettyOptions: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname',
  hideObject: true,
  messageFormat: shortMessage,
};

export interface LoggerOptions {
  format?: LogFormat;
  /** Names the process in every entry (`transcoder`, `transfer-stats`). */
  name?: string;
  /** Where JSON lines go: stdout, unless a test reads them. */
  destination?: DestinationStream;
  /**
   * Once aborted, only fatal lines are written. `npm start` aborts it on Ctrl+C: the terminal
   * stops its embedded database at the same moment, and what fails with it then is no news.
   */
  quietAfter?: AbortSignal;
}

const FATAL = 60;

/** Strings logged as they are, minus their secrets; objects go through the serializers. */
const withoutSecrets = (args: unknown[]) =>
  args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg));

/** An error's message and stack may quote a signed URL (a storage client's failure, say). */
function errWithoutSecrets(error: unknown) {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error);
  return {
    ...serialized,
    message: redactSecrets(serialized.message),
    ...(serialized.stack ? { stack: redactSecrets(serialized.stack) } : {}),
  };
}

/**
 * The logger of every Rushes process: pino at `LOG_LEVEL`. Distributed processes write JSON
 * lines on stdout for a log collector; `npm start` writes short lines a person reads. Neither
 * shows a secret: authorisation and cookie headers are blanked, and tokens and signatures in
 * messages and errors (URLs that grant access) are replaced by `[redacted]`.
 */
export function createLogger(config: { logLevel: LogLevel }, options: LoggerOptions = {}): Logger {
  const { quietAfter } = options;
  const settings = {
    level: config.logLevel,
    ...(options.name ? { name: options.name } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: errWithoutSecrets },
    hooks: {
      logMethod(
        this: Logger,
        args: Parameters<Logger['info']>,
        write: Logger['info'],
        level: number,
      ) {
        if (level < FATAL && quietAfter?.aborted) return;
        write.apply(this, withoutSecrets(args) as Parameters<Logger['info']>);
      },
    },
  };
  if (options.format === 'pretty') {
    return pino(settings, prettyStream({ ...prettyOptions, sync: true }));
  }
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
