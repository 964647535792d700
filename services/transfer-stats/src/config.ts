import { ConfigError } from '@rushes/runtime';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const schema = Type.Object({
  DATABASE_URL: Type.String({ pattern: '^postgres(ql)?://\\S+$' }),
  NATS_URL: Type.String({ pattern: '^\\S+$' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) =>
      Type.Literal(level),
    ),
    { default: 'info' },
  ),
});

const rules: Record<keyof Static<typeof schema>, string> = {
  DATABASE_URL: 'a postgres:// URL',
  NATS_URL: 'a NATS server list',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
};

export type TransferStatsConfig = Static<typeof schema>;

/** The service's settings from the environment: DATABASE_URL, NATS_URL, LOG_LEVEL. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): TransferStatsConfig {
  const raw = Object.fromEntries(
    Object.keys(rules).flatMap((name) => {
      const value = environment[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const candidate = Value.Default(schema, raw);
  if (Value.Check(schema, candidate)) return candidate;
  const wrong = new Set([...Value.Errors(schema, candidate)].map((error) => error.path.slice(1)));
  throw new ConfigError(
    Object.entries(rules)
      .filter(([name]) => wrong.has(name))
      .map(([name, rule]) => `${name} must be ${rule}`),
  );
}
