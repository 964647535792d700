import { GraphQLError, Kind, type ValueNode } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type { NodeLoader } from '../slice.ts';
import { fromGlobalId } from './global-id.ts';
import type { QueryNodeArgs } from './schema-types.generated.ts';

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function toInstant(value: unknown): Date {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && isoInstant.test(value)
        ? new Date(value)
        : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime must be an ISO-8601 date and time');
  }
  return date;
}

export const dateTimeScalar = {
  serialize: (value: unknown): string => toInstant(value).toISOString(),
  parseValue: (value: unknown): Date => toInstant(value),
  parseLiteral: (ast: ValueNode): Date => toInstant(ast.kind === Kind.STRING ? ast.value : null),
};

const typeNameOf = (value: unknown): string | undefined =>
  typeof value === 'object' &&
  value !== null &&
  '__typename' in value &&
  typeof value.__typename === 'string'
    ? value.__typename
    : undefined;

/** Resolvers of the base SDL: `DateTime`, `Node` and `Query.node`. */
export function baseResolvers(nodes: Readonly<Record<string, NodeLoader>>): IResolvers {
  return {
    DateTime: dateTimeScalar,
    Node: { resolveType: typeNameOf },
    Query: {
      async node(_root: unknown, args: QueryNodeArgs, ctx: MercuriusContext) {
        const { type, id } = fromGlobalId(args.id);
        const load = Object.hasOwn(nodes, type) ? nodes[type] : undefined;
        const node = load ? await load(ctx, id) : null;
        return node ? { ...node, __typename: type } : null;
      },
    },
  };
}
