import { DomainError } from '@rushes/events';
import { type CustomValue, parseCustomValue } from '@rushes/rules';
import { invalid } from '../validation.ts';
import type { CustomFieldRow } from './custom-field.queries.ts';

/** A value as a client sends it: text, read by the field's type; null or empty clears it. */
export interface ValueInput {
  fieldId: string;
  value: string | null | undefined;
}

const fieldError = (field: CustomFieldRow, rule: string, extra: Record<string, unknown> = {}) =>
  new DomainError('VALIDATION_FAILED', { field: field.name, rule, fieldId: field.id, ...extra });

/**
 * The values to set, each read by its field's type, or the first that fails as VALIDATION_FAILED
 * naming the field (its name, and its id) and the rule: `required` for a required field left
 * empty, else what `parseCustomValue` says (`email`, `timeZone`, `latitude`…). `fields` are those
 * of the assets' workspace: a field of another is NOT_FOUND.
 */
export function valuesToSet(
  fields: readonly CustomFieldRow[],
  inputs: readonly ValueInput[],
): { fieldId: string; value: CustomValue | null }[] | DomainError {
  if (inputs.length === 0) return invalid('values', 'required');
  if (new Set(inputs.map((input) => input.fieldId)).size !== inputs.length) {
    return invalid('values', 'unique');
  }
  const values: { fieldId: string; value: CustomValue | null }[] = [];
  for (const input of inputs) {
    const field = fields.find((known) => known.id === input.fieldId);
    if (!field) return new DomainError('NOT_FOUND', { field: 'fieldId', entity: 'customField' });
    const text = input.value?.trim() ?? '';
    if (text === '') {
      if (field.required) return fieldError(field, 'required');
      values.push({ fieldId: field.id, value: null });
      continue;
    }
    const parsed = parseCustomValue(field, text);
    if (!parsed.ok) return fieldError(field, parsed.rule);
    values.push({ fieldId: field.id, value: parsed.value });
  }
  return values;
}
