import { annotationLimits, CUSTOM_TEXT_MAX } from '@rushes/rules';
import type {
  DocumentNode,
  FieldNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import {
  DEFAULT_TEXT_MAX,
  type InputProblem,
  LIST_MAX,
  LONG_TEXT_MAX,
  plainInputProblem,
  textProblem,
} from '../input-text.ts';
import type { SchemaLike } from './operation-limits.ts';

/**
 * Where a text may be longer than DEFAULT_TEXT_MAX, by schema coordinate (`Input.field` or
 * `Type.field(argument:)`). A unit test holds every coordinate to the schema.
 */
export const longTextCoordinates: Readonly<Record<string, number>> = {
  'AddCommentInput.text': LONG_TEXT_MAX,
  'UpdateCommentInput.text': LONG_TEXT_MAX,
  'SendLinkInput.message': LONG_TEXT_MAX,
  'UpdateUserInput.password': 1024,
  'UpdateLinkInput.password': 1024,
  'AnnotationInput.scene': annotationLimits.sceneChars,
  'CustomFieldValueInput.value': CUSTOM_TEXT_MAX,
  // an edit suite's marker file: thousands of markers, and under the request's 1 MiB in UTF-8
  'ImportMarkersInput.content': 300_000,
};

const maxOf = (coordinate: string) => longTextCoordinates[coordinate] ?? DEFAULT_TEXT_MAX;

// Duck-typed like operation-limits.ts: the schema may come from graphql's other build.
interface ArgDef {
  name: string;
  type: unknown;
  defaultValue?: unknown;
}
interface InputField {
  name: string;
  type: unknown;
}
interface TypeLike {
  name: string;
  getFields?: () => Record<string, { args?: readonly ArgDef[] } & InputField>;
}

const tagOf = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);

function namedOf(type: unknown): { named: TypeLike | null; list: boolean } {
  let current = type;
  let list = false;
  while (typeof current === 'object' && current !== null && 'ofType' in current) {
    if (tagOf(current) === 'GraphQLList') list = true;
    current = current.ofType;
  }
  return { named: typeof current === 'object' && current ? (current as TypeLike) : null, list };
}

class Refused extends Error {
  constructor(readonly problem: InputProblem) {
    super(`input refused: ${problem.field} ${problem.rule}`);
  }
}

/** Checks a value against its input type; `coordinate` names where a text goes. */
function checkValue(value: unknown, type: unknown, coordinate: string, field: string): void {
  if (value === null || value === undefined) return;
  const { named, list } = namedOf(type);
  if (Array.isArray(value)) {
    if (value.length > LIST_MAX) throw new Refused({ field, rule: 'maxItems', max: LIST_MAX });
    for (const item of value) checkValue(item, named, coordinate, field);
    return;
  }
  if (list) {
    checkValue([value], named, coordinate, field);
    return;
  }
  if (typeof value === 'string') {
    const max = maxOf(coordinate);
    const rule = textProblem(value, max);
    if (rule) throw new Refused({ field, rule, ...(rule === 'maxLength' ? { max } : {}) });
    return;
  }
  if (typeof value !== 'object' || tagOf(named) !== 'GraphQLInputObjectType') return;
  const fields = named?.getFields?.() ?? {};
  for (const [key, item] of Object.entries(value)) {
    // An unknown field is graphql's to refuse; its text is still checked.
    checkValue(item, fields[key]?.type, `${named?.name}.${key}`, key);
  }
}

/** A literal as the value it stands for, variables put in (what graphql would coerce). */
function plainValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case 'Variable':
      return variables[node.name.value];
    case 'ListValue':
      return node.values.map((item) => plainValue(item, variables));
    case 'ObjectValue':
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, plainValue(field.value, variables)]),
      );
    case 'StringValue':
    case 'EnumValue':
      return node.value;
    default:
      return null;
  }
}

function checkField(
  node: FieldNode,
  parent: TypeLike | null,
  variables: Record<string, unknown>,
): TypeLike | null {
  const def = parent?.getFields?.()[node.name.value];
  for (const argument of node.arguments ?? []) {
    const arg = def?.args?.find((candidate) => candidate.name === argument.name.value);
    const name = argument.name.value;
    const coordinate = `${parent?.name}.${node.name.value}(${name}:)`;
    checkValue(plainValue(argument.value, variables), arg?.type, coordinate, name);
  }
  return namedOf(def?.type).named;
}

function checkSelections(
  schema: SchemaLike,
  selectionSet: SelectionSetNode | undefined,
  parent: TypeLike | null,
  variables: Record<string, unknown>,
): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') {
      const type = checkField(selection, parent, variables);
      checkSelections(schema, selection.selectionSet, type, variables);
    } else if (selection.kind === 'InlineFragment') {
      const condition = selection.typeCondition?.name.value;
      const type = condition ? (schema.getType(condition) as TypeLike | null) : parent;
      checkSelections(schema, selection.selectionSet, type, variables);
    }
  }
}

const rootOf = (schema: SchemaLike, operation: OperationDefinitionNode) =>
  (operation.operation === 'query'
    ? schema.getQueryType()
    : operation.operation === 'mutation'
      ? schema.getMutationType()
      : schema.getSubscriptionType()) as TypeLike | null;

/**
 * The first text or list in a request's arguments that breaks the rules of `input-text.ts`, with
 * the field it came in, or null. Each fragment is read once, where it is defined; variables
 * nobody uses are checked as plain values, at the longest any text may be.
 */
export function inputProblem(
  schema: SchemaLike,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): InputProblem | null {
  try {
    for (const definition of document.definitions) {
      if (definition.kind === 'OperationDefinition') {
        checkSelections(schema, definition.selectionSet, rootOf(schema, definition), variables);
      } else if (definition.kind === 'FragmentDefinition') {
        const type = schema.getType(definition.typeCondition.name.value) as TypeLike | null;
        checkSelections(schema, definition.selectionSet, type, variables);
      }
    }
    for (const [name, value] of Object.entries(variables)) {
      const problem = plainInputProblem(value, LONG_TEXT_MAX, name);
      if (problem) return problem;
    }
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.problem;
    throw error;
  }
}
