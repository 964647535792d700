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
  type StringValueNode,
} from 'graphql';
import { vocabularyTypeDefs } from './vocabularies.ts';

/** What every slice builds on: Relay's `Node` and `PageInfo`, the `DateTime` scalar. */
export const baseTypeDefs = /* GraphQL */ `
  "An instant in ISO-8601 form, e.g. 2026-11-23T09:10:00.000Z."
  scalar DateTime

  "An object with a global id, which \`node(id:)\` fetches again (Relay's object identification)."
  interface Node {
    "Its global id: opaque, stable, and unique across every type; keep it to fetch the object again."
    id: ID!
  }

  "Where a page of a connection sits in the whole list (Relay's cursor connections)."
  type PageInfo {
    "Whether more edges follow this page: ask again with \`after: endCursor\`."
    hasNextPage: Boolean!
    "Whether this page started after a cursor, so edges come before it."
    hasPreviousPage: Boolean!
    "The first edge's cursor; null on an empty page."
    startCursor: String
    "The last edge's cursor, to pass as \`after\` for the next page; null on an empty page."
    endCursor: String
  }

  "What may be read: each field answers only what the caller may see."
  type Query {
    """
    Any object by its global id; null when nothing has that id or the caller may not see it (the
    two are never told apart).
    """
    node(
      "A global id as an object's \`id\` gives it; anything else is VALIDATION_FAILED."
      id: ID!
    ): Node
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

/** The descriptions of the root types only slices' extensions make (an extension has none). */
const rootDescriptions: Readonly<Record<string, string>> = {
  Mutation: 'What may be changed: one `input`, one payload (Relay), answered once it reads back.',
  Subscription: 'What may be followed live over graphql-ws at /ws, as far as the subscriber sees.',
};

/**
 * Merges SDL sources into one document. Slices add to the root types with `extend type`; a root
 * type that only extensions mention becomes a definition, so no slice has to own it, with its
 * description from `descriptions` when it has one there.
 */
export function mergeTypeDefs(
  sources: readonly string[],
  descriptions: Readonly<Record<string, string>> = {},
): DocumentNode {
  const definitions = sources.flatMap((source) => parse(source).definitions);
  const defined = new Set(
    definitions.flatMap((d) => (d.kind === Kind.OBJECT_TYPE_DEFINITION ? [d.name.value] : [])),
  );
  const merged: DefinitionNode[] = definitions.map((d) => {
    if (d.kind !== Kind.OBJECT_TYPE_EXTENSION || !rootTypes.has(d.name.value)) return d;
    if (defined.has(d.name.value)) return d;
    defined.add(d.name.value);
    const text = descriptions[d.name.value];
    const description: StringValueNode | undefined =
      text === undefined ? undefined : { kind: Kind.STRING, value: text };
    return { ...d, kind: Kind.OBJECT_TYPE_DEFINITION, description };
  });
  return { kind: Kind.DOCUMENT, definitions: merged };
}

/** The merged SDL as text: Mercurius builds its schema from it with its own graphql module. */
export const mergedTypeDefs = (sliceTypeDefs: readonly string[] = readSliceTypeDefs()): string =>
  print(mergeTypeDefs([baseTypeDefs, vocabularyTypeDefs, ...sliceTypeDefs], rootDescriptions));

/** The BFF's schema: the base SDL, the rules' vocabularies and every slice's SDL. */
export const buildMergedSchema = (
  sliceTypeDefs: readonly string[] = readSliceTypeDefs(),
): GraphQLSchema =>
  buildASTSchema(
    mergeTypeDefs([baseTypeDefs, vocabularyTypeDefs, ...sliceTypeDefs], rootDescriptions),
  );

/** The text of `bff/schema.graphql`. */
export const printMergedSchema = (schema: GraphQLSchema = buildMergedSchema()): string =>
  `${header}\n${printSchema(schema)}\n`;
