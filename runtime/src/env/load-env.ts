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
type Names = Record<string, string>;

/** Each value that breaks its variable's rule. */
function schemaProblems(schema: TObject, candidate: unknown, names: Names): Problem[] {
  const rules: Names = Object.fromEntries(describeEnv(schema).map((v) => [v.key, v.rule]));
  return [...Value.Errors(schema, candidate)].flatMap((error) => {
    const key = error.path.split('/')[1] ?? '';
    return key in rules ? [{ key, message: `${names[key]} must be ${rules[key]}` }] : [];
  });
}

/** A setting the process cannot run without, unset: its variable and why it is needed. */
const missing = (candidate: Record<string, unknown>, names: Names, required: Names): Problem[] =>
  Object.entries(required)
    .filter(([key]) => candidate[key] === undefined)
    .map(([key, why]) => ({ key, message: `${names[key]} is required ${why}` }));

/** One of two settings that go together, set without the other. */
const halfPairs = (candidate: Record<string, unknown>, names: Names): Problem[] =>
  envPairs.flatMap(([a, b]) => {
    const [setA, setB] = [candidate[a] !== undefined, candidate[b] !== undefined];
    if (!(a in names && b in names) || setA === setB) return [];
    const [set, unset] = setA ? [a, b] : [b, a];
    return [{ key: unset, message: `${names[unset]} is required when ${names[set]} is set` }];
  });

/** A process's settings with the ones it cannot run without made non-optional. */
export type Settings<T extends TObject, R extends keyof Static<T>> = Static<T> & {
  [K in R]-?: NonNullable<Static<T>[K]>;
};

/**
 * Reads `schema`'s variables from the environment (an empty value counts as unset), fills in
 * defaults and checks every rule; throws one `ConfigError` naming each variable at fault, in
 * the table's order. `required` gives, for each setting the process cannot run without, why
 * (`NATS_URL is required (the event log)`).
 */
export function loadEnv<T extends TObject, R extends keyof Static<T> & string = never>(
  schema: T,
  environment: NodeJS.ProcessEnv,
  required: Record<R, string> = {} as Record<R, string>,
): Settings<T, R> {
  const variables = describeEnv(schema);
  const names: Names = Object.fromEntries(variables.map((v) => [v.key, v.name]));
  const raw: Record<string, unknown> = {};
  for (const variable of variables) {
    const value = environment[variable.name]?.trim();
    if (value) raw[variable.key] = typed(variable, value);
  }
  const candidate = Value.Default(schema, raw) as Record<string, unknown>;
  const problems = [
    ...schemaProblems(schema, candidate, names),
    ...missing(candidate, names, required),
    ...halfPairs(candidate, names),
  ];
  if (problems.length === 0 && Value.Check(schema, candidate)) return candidate as Settings<T, R>;
  const order = Object.keys(envSchema.properties);
  const sorted = problems.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  throw new ConfigError([...new Set(sorted.map((problem) => problem.message))]);
}
