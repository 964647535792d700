import { messages } from '../../../messages/messages.ts';
import type { CommitResult } from '../../../relay/commit-result.ts';

/** What the field's form says under each input the server refused. */
export interface FieldFormErrors {
  name?: string;
  type?: string;
  options?: string;
}

const detail = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data ? Reflect.get(data, key) : undefined;

const text = messages.customFields;

const typeLabel = (type: string) =>
  Object.hasOwn(text.types, type) ? text.types[type as keyof typeof text.types] : type;

/**
 * The inline errors of a refused definition or change, by what the server named: a name taken
 * (NAME_CONFLICT) or broken, options refused, a type or options some value cannot take (with
 * that value); null for any other failure, which a toast tells instead.
 */
export function fieldFormErrorsOf(
  result: CommitResult<unknown>,
  type: string,
): FieldFormErrors | null {
  if (result.ok) return null;
  if (result.code === 'NAME_CONFLICT') return { name: text.nameConflict };
  if (result.code !== 'VALIDATION_FAILED') return null;
  const field = detail(result.data, 'field');
  const rule = detail(result.data, 'rule');
  const value = String(detail(result.data, 'value') ?? '');
  if (rule === 'convert') {
    return field === 'type'
      ? { type: text.cannotConvert(value, typeLabel(type)) }
      : { options: text.cannotDropOption(value) };
  }
  if (field === 'name') {
    if (rule === 'required') return { name: text.nameRequired };
    return { name: rule === 'maxLength' ? text.nameTooLong : text.nameRules };
  }
  if (field === 'options') return { options: text.optionsRefused };
  if (field === 'workspaceId') return { name: text.tooMany };
  return null;
}
