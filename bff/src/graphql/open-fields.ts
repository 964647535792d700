import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import {
  type CompositeType,
  fieldsOf,
  rootOf,
  type SchemaLike,
  unwrap,
} from './operation-limits.ts';

/** Whether a caller kept to part of the schema may ask for `Type.field`. */
export type OpenField = (type: string, field: string) => boolean;

/** The first field of the selection outside what is open, as `Type.field`; null for none. */
function closedIn(
  schema: SchemaLike,
  fragments: Map<string, FragmentDefinitionNode>,
  selectionSet: SelectionSetNode | undefined,
  type: CompositeType | null,
  isOpen: OpenField,
): string | null {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') {
      const name = selection.name.value;
      if (name === '__typename') continue;
      if (!type || !isOpen(type.name, name)) return `${type?.name ?? '?'}.${name}`;
      const { named } = unwrap(fieldsOf(type)[name]?.type);
      const inner = closedIn(schema, fragments, selection.selectionSet, named, isOpen);
      if (inner) return inner;
    } else {
      const fragment =
        selection.kind === 'FragmentSpread' ? fragments.get(selection.name.value) : selection;
      const condition = fragment?.typeCondition?.name.value;
      const inner = condition ? (schema.getType(condition) as CompositeType | null) : type;
      const closed = closedIn(schema, fragments, fragment?.selectionSet, inner, isOpen);
      if (closed) return closed;
    }
  }
  return null;
}

/**
 * The first field any operation of the document asks for that is not open, as `Type.field`
 * (fragments followed); null when it asks only for open fields.
 */
export function closedField(
  schema: SchemaLike,
  document: DocumentNode,
  isOpen: OpenField,
): string | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    const root = rootOf(schema, definition);
    const closed = closedIn(schema, fragments, definition.selectionSet, root, isOpen);
    if (closed) return closed;
  }
  return null;
}
