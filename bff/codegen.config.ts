import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typescript from '@graphql-codegen/typescript';
import { type GraphQLSchema, parse, printSchema } from 'graphql';
import { buildMergedSchema } from './src/graphql/schema.ts';

/**
 * The TypeScript types of the BFF's GraphQL schema (inputs, enums, the arguments of every field,
 * payloads), made by GraphQL Code Generator's `typescript` plugin from the slices' merged SDL.
 * `npm run codegen -w @rushes/bff` writes them; a unit test fails while the file is stale.
 */
export const schemaTypesFile = fileURLToPath(
  new URL('./src/graphql/schema-types.generated.ts', import.meta.url),
);

const config: typescript.TypeScriptPluginConfig = {
  // Enums as the strings Mercurius hands resolvers (no enum value is remapped).
  enumsAsTypes: true,
  // `DateTime` as `dateTimeScalar` parses it (a Date) and serialises it (a Date or an ISO string).
  scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
  strictScalars: true,
  skipTypename: true,
  useTypeImports: true,
};

const header = `// Generated from the slices' GraphQL SDL by \`npm run codegen -w @rushes/bff\`. Do not edit.\n\n`;

/** The text of `schema-types.generated.ts` for the schema, by default the BFF's. */
export async function printSchemaTypes(
  schema: GraphQLSchema = buildMergedSchema(),
): Promise<string> {
  const types = await codegen({
    filename: schemaTypesFile,
    schema: parse(printSchema(schema)),
    documents: [],
    plugins: [{ typescript: {} }],
    pluginMap: { typescript },
    config,
  });
  return `${header}${types}`;
}
