import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';

/**
 * How much one GraphQL request may ask for. The web app's largest operation stays well under each
 * (`operation-limits.int.test.ts` runs every one of them through these).
 */
export const operationLimits = {
  /** Fields in the operation once its fragments are spread, aliases included. */
  fields: 600,
  /** Fields asked for under another name (`a: me { id }`). */
  aliases: 50,
  /** Root fields of a mutation: each is a command. */
  mutations: 5,
  /** The values the answer may hold, as estimated before running it (`estimateCost`). */
  cost: 250_000,
};

export type OperationLimits = typeof operationLimits;

/** The size of a list the schema does not bound with `first`. */
const LIST_ESTIMATE = 20;
/** A connection's page when nothing says (the largest any connection takes). */
const PAGE_ESTIMATE = 1_000;

/** Which limit an operation goes over, and what the limit is. */
export interface LimitProblem {
  rule: 'fields' | 'aliases' | 'mutations' | 'cost';
  max: number;
}

// Duck-typed schema reads: Mercurius may hold graphql's other build (ESM vs CommonJS), whose
// classes `instanceof` and graphql's own predicates do not recognise.
interface FieldDef {
  type: unknown;
  args: readonly { name: string; defaultValue?: unknown }[];
}
export interface CompositeType {
  name: string;
  getFields?: () => Record<string, FieldDef>;
}
export interface SchemaLike {
  getType(name: string): unknown;
  getQueryType(): unknown;
  getMutationType(): unknown;
  getSubscriptionType(): unknown;
}

const tagOf = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);

/** The named type under a field's wrappers, and whether a list is among them. */
export function unwrap(type: unknown): { named: CompositeType | null; list: boolean } {
  let current = type;
  let list = false;
  while (typeof current === 'object' && current !== null && 'ofType' in current) {
    if (tagOf(current) === 'GraphQLList') list = true;
    current = current.ofType;
  }
  const named = typeof current === 'object' && current !== null ? (current as CompositeType) : null;
  return { named, list };
}

export const fieldsOf = (type: CompositeType | null): Record<string, FieldDef> =>
  typeof type?.getFields === 'function' ? type.getFields() : {};

class OverLimit extends Error {
  constructor(readonly problem: LimitProblem) {
    super(`over the ${problem.rule} limit`);
  }
}

interface Walk {
  schema: SchemaLike;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  defaults: Map<string, ValueNode>;
  limits: OperationLimits;
  fields: number;
  aliases: number;
}

function intOf(walk: Walk, node: ValueNode | undefined): number | null {
  if (!node) return null;
  if (node.kind === 'IntValue') return Number(node.value);
  if (node.kind !== 'Variable') return null;
  const given = walk.variables[node.name.value];
  if (typeof given === 'number') return given;
  if (given === undefined) return intOf(walk, walk.defaults.get(node.name.value));
  return null;
}

/** How many items a list under this field holds: its `first`, else its default, else a guess. */
function pageOf(walk: Walk, node: FieldNode, def: FieldDef | undefined): number | null {
  const arg = def?.args.find((candidate) => candidate.name === 'first');
  if (!arg) return null;
  const given = intOf(walk, node.arguments?.find((a) => a.name.value === 'first')?.value);
  if (given !== null) return Math.max(0, given);
  return typeof arg.defaultValue === 'number' ? arg.defaultValue : PAGE_ESTIMATE;
}

function countField(walk: Walk, node: FieldNode): void {
  walk.fields += 1;
  if (node.alias) walk.aliases += 1;
  if (walk.fields > walk.limits.fields) {
    throw new OverLimit({ rule: 'fields', max: walk.limits.fields });
  }
}

/**
 * The values a selection answers: one per field, a list's items times its size (a connection's
 * `first`, passed down to its `edges`; other lists LIST_ESTIMATE). Fragments count where spread.
 */
function costOf(
  walk: Walk,
  selectionSet: SelectionSetNode | undefined,
  type: CompositeType | null,
  page: number | null,
): number {
  let cost = 0;
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') {
      countField(walk, selection);
      const def = fieldsOf(type)[selection.name.value];
      const { named, list } = unwrap(def?.type);
      const ownPage = pageOf(walk, selection, def);
      const size = list ? (page ?? LIST_ESTIMATE) : 1;
      cost += 1 + size * costOf(walk, selection.selectionSet, named, ownPage);
    } else {
      const fragment =
        selection.kind === 'FragmentSpread' ? walk.fragments.get(selection.name.value) : selection;
      const condition = fragment?.typeCondition?.name.value;
      const inner = condition ? (walk.schema.getType(condition) as CompositeType | null) : type;
      cost += costOf(walk, fragment?.selectionSet, inner, page);
    }
  }
  return cost;
}

/** The root fields of an operation, those in its fragments too (the walk has bounded them). */
const rootFieldCount = (
  fragments: Map<string, FragmentDefinitionNode>,
  selectionSet: SelectionSetNode | undefined,
): number =>
  (selectionSet?.selections ?? []).reduce((count, selection) => {
    if (selection.kind === 'Field') return count + 1;
    const inner =
      selection.kind === 'FragmentSpread'
        ? fragments.get(selection.name.value)?.selectionSet
        : selection.selectionSet;
    return count + rootFieldCount(fragments, inner);
  }, 0);

export const rootOf = (schema: SchemaLike, operation: OperationDefinitionNode) =>
  (operation.operation === 'query'
    ? schema.getQueryType()
    : operation.operation === 'mutation'
      ? schema.getMutationType()
      : schema.getSubscriptionType()) as CompositeType | null;

interface Request {
  variables?: Record<string, unknown> | null;
}

/** What an operation asks for: its fields, aliases, root mutations and estimated cost. */
export function measureOperation(
  schema: SchemaLike,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  { variables }: Request = {},
  limits: OperationLimits = operationLimits,
): { fields: number; aliases: number; mutations: number; cost: number } | LimitProblem {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const defaults = new Map<string, ValueNode>();
  for (const variable of operation.variableDefinitions ?? []) {
    if (variable.defaultValue) defaults.set(variable.variable.name.value, variable.defaultValue);
  }
  const walk: Walk = {
    schema,
    fragments,
    variables: variables ?? {},
    defaults,
    limits,
    fields: 0,
    aliases: 0,
  };
  try {
    const cost = costOf(walk, operation.selectionSet, rootOf(schema, operation), null);
    const mutations =
      operation.operation === 'mutation' ? rootFieldCount(fragments, operation.selectionSet) : 0;
    return { fields: walk.fields, aliases: walk.aliases, mutations, cost };
  } catch (error) {
    if (error instanceof OverLimit) return error.problem;
    throw error;
  }
}

/**
 * The first limit an operation of the document goes over, or null when they all keep to them.
 * Every operation counts, not only the one named: a small one cannot hide a large one.
 */
export function limitProblem(
  schema: SchemaLike,
  document: DocumentNode,
  request: Request = {},
  limits: OperationLimits = operationLimits,
): LimitProblem | null {
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    const measured = measureOperation(schema, document, definition, request, limits);
    if ('rule' in measured) return measured;
    if (measured.mutations > limits.mutations) return { rule: 'mutations', max: limits.mutations };
    if (measured.aliases > limits.aliases) return { rule: 'aliases', max: limits.aliases };
    if (measured.cost > limits.cost) return { rule: 'cost', max: limits.cost };
  }
  return null;
}
