import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  parse,
  print,
  printSchema,
} from 'graphql';
import { vocabularyTypeDefs } from './vocabularies.ts';

/** What every slice builds on: Relay's `Node` and `PageInfo`, the `DateTime` scalar. */
export const baseTypeDefs = /* GraphQL */ `
  "An instant in ISO-8601 form, e.g. 2026-11-23T09:10:00.000Z."
  scalar DateTime

  interface Node {
    id: ID!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Query {
    node(id: ID!): Node
  }
`;

export const slicesDir = fileURLToPath(new URL('../slices', import.meta.url));
export const schemaFile = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

const header = `# The merged GraphQL schema of the BFF, printed from the slices' SDL (npm run schema -w @rushes/bff).
# The Relay compiler in web/ reads this file. Do not edit: change the slices' .graphql files.
`;

/** Every `.graphql` file under the slices folder, in a stable order. */
export function readSliceTypeDefs(dir: string = slicesDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Merges SDL sources into one document. Slices add to the root types with `extend type`; a root
 * type that only extensions mention becomes a definition, so no slice has to own it.
 */
export function mergeTypeDefs(sources: readonly string[]): DocumentNode {
  const definitions = sources.flatMap((source) => parse(source).definitions);
  const defined = new Set(
    definitions.flatMap((d) => (d.kind === Kind.OBJECT_TYPE_DEFINITION ? [d.name.value] : [])),
  );
  const merged: DefinitionNode[] = definitions.map((d) => {
    if (d.kind !== Kind.OBJECT_TYPE_EXTENSION || !rootTypes.has(d.name.value)) return d;
    if (defined.has(d.name.value)) return d;
    defined.add(d.name.value);
    return { ...d, kind: Kind.OBJECT_TYPE_DEFINITION };
  });
  return { kind: Kind.DOCUMENT, definitions: merged };
}

/** The merged SDL as text: Mercurius builds its schema from it with its own graphql module. */
export const mergedTypeDefs = (sliceTypeDefs: readonly string[] = readSliceTypeDefs()): string =>
  print(mergeTypeDefs([baseTypeDefs, vocabularyTypeDefs, ...sliceTypeDefs]));

/** The BFF's schema: the base SDL, the rules' vocabularies and every slice's SDL. */
export const buildMergedSchema = (
  sliceTypeDefs: readonly string[] = readSliceTypeDefs(),
): GraphQLSchema =>
  buildASTSchema(mergeTypeDefs([baseTypeDefs, vocabularyTypeDefs, ...sliceTypeDefs]));

/** The text of `bff/schema.graphql`. */
export const printMergedSchema = (schema: GraphQLSchema = buildMergedSchema()): string =>
  `${header}\n${printSchema(schema)}\n`;
