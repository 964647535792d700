import { type CustomFieldEvent, type Decider, DomainError } from '@rushes/events';
import {
  type CustomFieldType,
  type CustomValue,
  convertCustomValue,
  customValueText,
} from '@rushes/rules';
import { invalid } from '../validation.ts';

/** A custom field as its workspace defines it; a choice list is TEXT with `options`. */
export interface CustomFieldDefinition {
  fieldId: string;
  name: string;
  fieldType: CustomFieldType;
  options: readonly string[];
  required: boolean;
  shownInList: boolean;
}

export interface DefineCustomField {
  type: 'DefineCustomField';
  workspaceId: string;
  field: CustomFieldDefinition;
}

/**
 * Changes what `changes` names of the field. `values` are the field's values as the assets hold
 * them (each once): a new type or new options must take every one of them.
 */
export interface ChangeCustomField {
  type: 'ChangeCustomField';
  workspaceId: string;
  fieldId: string;
  changes: Partial<Omit<CustomFieldDefinition, 'fieldId'>>;
  values: readonly CustomValue[];
}

/** Puts the workspace's fields in this order: every one of them, each once. */
export interface ReorderCustomFields {
  type: 'ReorderCustomFields';
  workspaceId: string;
  fieldIds: readonly string[];
}

export interface RemoveCustomField {
  type: 'RemoveCustomField';
  workspaceId: string;
  fieldId: string;
}

export type CustomFieldCommand =
  | DefineCustomField
  | ChangeCustomField
  | ReorderCustomFields
  | RemoveCustomField;

export interface CustomFieldsState {
  /** The workspace's fields, in their order. */
  fields: readonly CustomFieldDefinition[];
}

/** The most fields a workspace defines: each is a column, a filter and a search key. */
export const MAX_FIELDS = 100;
export const NAME_MAX = 64;
export const MAX_OPTIONS = 200;
export const OPTION_MAX = 100;

const noField = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'customField' });

/**
 * A field's name, or the rule it breaks: trimmed, not empty, on one line (it heads an ALE
 * column) and without a colon (search reads `name:value`).
 */
function nameProblem(name: string): DomainError | null {
  if (name.length === 0) return invalid('name', 'required');
  if (name.length > NAME_MAX) {
    return new DomainError('VALIDATION_FAILED', {
      field: 'name',
      rule: 'maxLength',
      max: NAME_MAX,
    });
  }
  if (/[:\t\r\n]/.test(name)) return invalid('name', 'fieldName');
  return null;
}

const nameTaken = (state: CustomFieldsState, name: string, fieldId: string) =>
  state.fields.some(
    (field) => field.fieldId !== fieldId && field.name.toLowerCase() === name.toLowerCase(),
  );

/** A choice list's options trimmed, or the rule they break; only TEXT has them. */
function cleanOptions(
  fieldType: CustomFieldType,
  options: readonly string[],
): string[] | DomainError {
  const cleaned = options.map((option) => option.trim());
  if (cleaned.length === 0) return [];
  if (fieldType !== 'TEXT') return invalid('options', 'textOnly');
  if (cleaned.length > MAX_OPTIONS) {
    return new DomainError('VALIDATION_FAILED', {
      field: 'options',
      rule: 'maxItems',
      max: MAX_OPTIONS,
    });
  }
  if (cleaned.some((option) => option.length === 0)) return invalid('options', 'required');
  if (cleaned.some((option) => option.length > OPTION_MAX)) {
    return new DomainError('VALIDATION_FAILED', {
      field: 'options',
      rule: 'maxLength',
      max: OPTION_MAX,
    });
  }
  const keys = new Set(cleaned.map((option) => option.toLowerCase()));
  return keys.size === cleaned.length ? cleaned : invalid('options', 'unique');
}

/** The definition with a clean name and options, or the rule it breaks. */
function cleanDefinition(
  state: CustomFieldsState,
  field: CustomFieldDefinition,
): CustomFieldDefinition | DomainError {
  const name = field.name.trim();
  const problem = nameProblem(name);
  if (problem) return problem;
  if (nameTaken(state, name, field.fieldId)) {
    return new DomainError('NAME_CONFLICT', { field: 'name', entity: 'customField' });
  }
  const options = cleanOptions(field.fieldType, field.options);
  if (options instanceof DomainError) return options;
  return { ...field, name, options };
}

const dataOf = (workspaceId: string, field: CustomFieldDefinition) => ({
  workspaceId,
  fieldId: field.fieldId,
  name: field.name,
  type: field.fieldType,
  options: [...field.options],
  required: field.required,
  shownInList: field.shownInList,
});

function define({ workspaceId, field }: DefineCustomField, state: CustomFieldsState) {
  if (state.fields.some((known) => known.fieldId === field.fieldId)) return [];
  if (state.fields.length >= MAX_FIELDS) {
    return new DomainError('VALIDATION_FAILED', {
      field: 'workspaceId',
      rule: 'maxItems',
      max: MAX_FIELDS,
    });
  }
  const clean = cleanDefinition(state, field);
  if (clean instanceof DomainError) return clean;
  return [{ type: 'custom_field.defined' as const, data: dataOf(workspaceId, clean) }];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The first value a changed field cannot hold: VALIDATION_FAILED naming what changed (its type,
 * else its options) with the rule `convert` and the value's text.
 */
function unconverted(
  before: CustomFieldDefinition,
  after: CustomFieldDefinition,
  values: readonly CustomValue[],
): DomainError | null {
  const shape = { type: after.fieldType, options: after.options };
  const stuck = values.find((value) => convertCustomValue(value, shape) === null);
  if (!stuck) return null;
  return new DomainError('VALIDATION_FAILED', {
    field: before.fieldType === after.fieldType ? 'options' : 'type',
    rule: 'convert',
    value: customValueText(stuck),
  });
}

function change(command: ChangeCustomField, state: CustomFieldsState) {
  const before = state.fields.find((field) => field.fieldId === command.fieldId);
  if (!before) return noField();
  const fieldType = command.changes.fieldType ?? before.fieldType;
  // Only a choice list has options: a field that is no longer TEXT leaves its options behind.
  const options = command.changes.options ?? (fieldType === 'TEXT' ? before.options : []);
  const clean = cleanDefinition(state, { ...before, ...command.changes, fieldType, options });
  if (clean instanceof DomainError) return clean;
  const reshaped = clean.fieldType !== before.fieldType || !sameList(clean.options, before.options);
  const problem = reshaped ? unconverted(before, clean, command.values) : null;
  if (problem) return problem;
  const same =
    !reshaped &&
    clean.name === before.name &&
    clean.required === before.required &&
    clean.shownInList === before.shownInList;
  if (same) return [];
  return [{ type: 'custom_field.changed' as const, data: dataOf(command.workspaceId, clean) }];
}

function reorder({ workspaceId, fieldIds }: ReorderCustomFields, state: CustomFieldsState) {
  const current = state.fields.map((field) => field.fieldId);
  const everyOnce =
    fieldIds.length === current.length &&
    new Set(fieldIds).size === fieldIds.length &&
    fieldIds.every((id) => current.includes(id));
  if (!everyOnce) {
    return new DomainError('STATE_CONFLICT', { field: 'fieldIds', entity: 'customField' });
  }
  if (sameList(fieldIds, current)) return [];
  return [
    { type: 'custom_fields.reordered' as const, data: { workspaceId, fieldIds: [...fieldIds] } },
  ];
}

function remove({ workspaceId, fieldId }: RemoveCustomField, state: CustomFieldsState) {
  const field = state.fields.find((known) => known.fieldId === fieldId);
  if (!field) return noField();
  return [
    { type: 'custom_field.removed' as const, data: { workspaceId, fieldId, name: field.name } },
  ];
}

const definitionOf = (data: ReturnType<typeof dataOf>): CustomFieldDefinition => ({
  fieldId: data.fieldId,
  name: data.name,
  fieldType: data.type,
  options: data.options,
  required: data.required,
  shownInList: data.shownInList,
});

/**
 * A workspace's custom fields (stream `custom_fields.<workspaceId>`): one stream for them all, so
 * their names stay unique in the workspace and their order whole. Who may define them and
 * whether the workspace exists is the caller's to check.
 */
export const customFieldDecider: Decider<CustomFieldCommand, CustomFieldsState, CustomFieldEvent> =
  {
    initialState: { fields: [] },
    decide(command, state) {
      switch (command.type) {
        case 'DefineCustomField':
          return define(command, state);
        case 'ChangeCustomField':
          return change(command, state);
        case 'ReorderCustomFields':
          return reorder(command, state);
        case 'RemoveCustomField':
          return remove(command, state);
      }
    },
    evolve(state, event) {
      switch (event.type) {
        case 'custom_field.defined':
          return { fields: [...state.fields, definitionOf(event.data)] };
        case 'custom_field.changed':
          return {
            fields: state.fields.map((field) =>
              field.fieldId === event.data.fieldId ? definitionOf(event.data) : field,
            ),
          };
        case 'custom_fields.reordered': {
          const byId = new Map(state.fields.map((field) => [field.fieldId, field]));
          return { fields: event.data.fieldIds.flatMap((id) => byId.get(id) ?? []) };
        }
        case 'custom_field.removed':
          return { fields: state.fields.filter((field) => field.fieldId !== event.data.fieldId) };
      }
    },
  };
