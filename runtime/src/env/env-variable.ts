import type { TObject, TSchema } from '@sinclair/typebox';

/** What a setting carries beside its type: its variable, the rule a wrong value breaks, its use. */
export const variable = (name: string, rule: string, description: string, shownDefault?: string) =>
  ({ env: name, rule, description, ...(shownDefault ? { shownDefault } : {}) }) as const;

export interface EnvVariable {
  key: string;
  name: string;
  rule: string;
  description: string;
  /** The default as the README shows it; undefined when the variable has none. */
  shownDefault: string | undefined;
  integer: boolean;
  boolean: boolean;
}

const variableOf = (key: string, schema: TSchema): EnvVariable => ({
  key,
  name: String(schema.env),
  rule: String(schema.rule),
  description: String(schema.description),
  shownDefault:
    schema.shownDefault === undefined && schema.default === undefined
      ? undefined
      : String(schema.shownDefault ?? schema.default),
  integer: schema.type === 'integer',
  boolean: schema.type === 'boolean',
});

/** Every variable of `schema` with its rule, default and use, in schema order. */
export const describeEnv = (schema: TObject): EnvVariable[] =>
  Object.entries(schema.properties).map(([key, property]) => variableOf(key, property));
