import type { Static, TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ConfigError } from '../config-error.ts';
import { envPairs, envSchema } from './env-schema.ts';
import { describeEnv, type EnvVariable } from './env-variable.ts';

/** An integer or boolean variable's text as its type; anything else stays text (and fails). */
function typed(variable: EnvVariable, value: string): string | number | boolean {
  if (variable.integer && /^\d+$/.test(value)) return Number(value);
  if (variable.boolean && /^(true|false)$/.test(value)) return value === 'true';
  return value;
}

type Problem = { key: string; message: string };

function schemaProblems(schema: TObject, candidate: unknown, names: Record<string, string>) {
  const problems: Problem[] = [];
  for (const error of Value.Errors(schema, candidate)) {
    const key = error.path.split('/')[1] ?? '';
    const found = describeEnv(schema).find((v) => v.key === key);
    if (found) problems.push({ key, message: `${names[key]} must be ${found.rule}` });
  }
  return problems;
}

/** A process's settings with the ones it cannot run without made non-optional. */
export type Settings<T extends TObject, R extends keyof Static<T>> = Static<T> & {
  [K in R]-?: NonNullable<Static<T>[K]>;
};

/**
 * Reads `schema`'s variables from the environment (an empty value counts as unset), fills in
 * defaults and checks every rule; throws one `ConfigError` naming each variable at fault, in
 * schema order. `required` gives, for a setting the process cannot run without, why (`NATS_URL is
 * required (the event log)`).
 */
export function loadEnv<T extends TObject, R extends keyof Static<T> & string = never>(
  schema: T,
  environment: NodeJS.ProcessEnv,
  required: Record<R, string> = {} as Record<R, string>,
): Settings<T, R> {
  const variables = describeEnv(schema);
  const names = Object.fromEntries(variables.map((v) => [v.key, v.name]));
  const raw: Record<string, unknown> = {};
  for (const variable of variables) {
    const value = environment[variable.name]?.trim();
    if (value) raw[variable.key] = typed(variable, value);
  }
  const candidate = Value.Default(schema, raw) as Record<string, unknown>;
  const problems = schemaProblems(schema, candidate, names);
  for (const [key, why] of Object.entries<string>(required)) {
    if (candidate[key] === undefined)
      problems.push({ key, message: `${names[key]} is required ${why}` });
  }
  for (const [a, b] of envPairs) {
    if (
      !(a in names && b in names) ||
      (candidate[a] === undefined) === (candidate[b] === undefined)
    )
      continue;
    const [set, unset] = candidate[a] === undefined ? [b, a] : [a, b];
    problems.push({ key: unset, message: `${names[unset]} is required when ${names[set]} is set` });
  }
  if (problems.length === 0 && Value.Check(schema, candidate)) return candidate as Settings<T, R>;
  const order = Object.keys(envSchema.properties);
  const sorted = problems.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  throw new ConfigError([...new Set(sorted.map((problem) => problem.message))]);
}
