import { type CustomFieldType, isCustomFieldType, parseCustomValue } from '@rushes/rules';
import { formatDateTime } from '../format/date.ts';
import { messages } from '../messages/messages.ts';

/** A field as a value's input and its text need it. */
export interface FieldShape {
  name: string;
  type: CustomFieldType;
  options: readonly string[];
  required: boolean;
}

/** An asset's value as GraphQL gives it: its text, and the parts some types show otherwise. */
export interface ValueParts {
  text: string | null | undefined;
  dateTime?: string | null;
  boolean?: boolean | null;
}

const text = messages.customFields;

/** A field as GraphQL gives it, its type one the app knows (a newer one reads as text). */
export const fieldShape = (field: {
  name: string;
  type: string;
  options: readonly string[];
  required: boolean;
}): FieldShape => ({ ...field, type: isCustomFieldType(field.type) ? field.type : 'TEXT' });

/** What a list or the inspector shows of a value: an instant in the viewer's zone, Yes or No. */
export function shownValue(type: CustomFieldType, value: ValueParts): string {
  if (value.text === null || value.text === undefined) return '';
  if (type === 'DATETIME' && value.dateTime) return formatDateTime(value.dateTime);
  if (type === 'BOOLEAN') return value.boolean ? text.yes : text.no;
  if (type === 'TIME') return value.text.replace(/:00$/, '');
  return value.text;
}

/**
 * What is wrong with a value typed for the field, in words; null when it is fine. Empty is fine
 * (it clears the value) unless the field is required. The same rules the server applies.
 */
export function valueProblem(field: FieldShape, typed: string): string | null {
  if (typed.trim() === '') return field.required ? text.valueErrors.required : null;
  const parsed = parseCustomValue(field, typed);
  return parsed.ok ? null : text.valueErrors[parsed.rule];
}

/** The words for a rule the server named for a value; a general refusal for one it did not. */
export const ruleMessage = (rule: unknown): string =>
  typeof rule === 'string' && Object.hasOwn(text.valueErrors, rule)
    ? text.valueErrors[rule as keyof typeof text.valueErrors]
    : text.valueRefused;

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input holds it: the viewer's local time, to the second. */
export function localInputOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${day}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** A `datetime-local` input's text as the instant it names in the viewer's zone; '' for none. */
export function instantOfLocal(local: string): string {
  if (!local) return '';
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** The viewer's time zone, as the DATETIME input says it reads in it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
