import { isEmail } from '../email.ts';
import { isWebUrl } from '../web-url.ts';

/** What a custom field holds (media-handling §3); a choice list is TEXT with options. */
export const customFieldTypes = [
  'TEXT',
  'EMAIL',
  'URL',
  'NUMBER',
  'BOOLEAN',
  'DATE',
  'DATETIME',
  'TIME',
  'POSITION',
] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

export const isCustomFieldType = (value: string): value is CustomFieldType =>
  (customFieldTypes as readonly string[]).includes(value);

/** A place on Earth in decimal degrees (WGS 84): latitude −90..90, longitude −180..180. */
export interface GeoPosition {
  latitude: number;
  longitude: number;
}

/**
 * A value as Rushes keeps it: text for TEXT, EMAIL and URL; `YYYY-MM-DD` for DATE and
 * `HH:MM:SS` for TIME, local values without a time zone; an instant for DATETIME, as an ISO 8601
 * text in UTC (`2026-12-12T09:30:00.000Z`), whatever zone it was given in.
 */
export type CustomValue =
  | { type: 'TEXT' | 'EMAIL' | 'URL' | 'DATE' | 'DATETIME' | 'TIME'; value: string }
  | { type: 'NUMBER'; value: number }
  | { type: 'BOOLEAN'; value: boolean }
  | { type: 'POSITION'; value: GeoPosition };

/** What a value is checked against: its field's type, and a choice list's options. */
export interface CustomFieldShape {
  type: CustomFieldType;
  options: readonly string[];
}

/** The rule a text breaks as a value of its field (VALIDATION_FAILED's `rule`). */
export type CustomValueRule =
  | 'maxLength'
  | 'option'
  | 'email'
  | 'url'
  | 'number'
  | 'boolean'
  | 'date'
  | 'dateTime'
  | 'timeZone'
  | 'time'
  | 'position'
  | 'latitude'
  | 'longitude';

export type ParsedCustomValue =
  | { ok: true; value: CustomValue }
  | { ok: false; rule: CustomValueRule };

/** The longest text a TEXT, EMAIL or URL value holds. */
export const CUSTOM_TEXT_MAX = 1000;

const accepted = (value: CustomValue): ParsedCustomValue => ({ ok: true, value });
const broken = (rule: CustomValueRule): ParsedCustomValue => ({ ok: false, rule });

const numberText = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const dateText = /^(\d{4})-(\d{2})-(\d{2})$/;
const timeText = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const dateTimeText =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2}(?::\d{2})?)(\.\d{1,9})?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const positionText = /^([+-]?\d+(?:\.\d+)?)\s*[,;\s]\s*([+-]?\d+(?:\.\d+)?)$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar date that exists, `YYYY-MM-DD` (years 0001 to 9999); null otherwise. */
function calendarDate(text: string): string | null {
  const match = dateText.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = month === 2 && isLeap(year) ? 29 : (monthDays[month - 1] ?? 0);
  return year >= 1 && day >= 1 && day <= days ? text : null;
}

/** A time of day, `HH:MM:SS` (24 hours); null otherwise. */
function timeOfDay(text: string): string | null {
  const match = timeText.exec(text);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** An instant given with its zone (`Z` or an offset) as ISO 8601 in UTC; the rule it breaks. */
function instant(text: string): ParsedCustomValue {
  const match = dateTimeText.exec(text);
  if (!match) return broken('dateTime');
  const [, day = '', time = '', fraction = '', zone] = match;
  const date = calendarDate(day);
  const clock = timeOfDay(time);
  if (!date || !clock) return broken('dateTime');
  if (!zone) return broken('timeZone');
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const millis = fraction ? fraction.slice(0, 4).padEnd(4, '0') : '.000';
  const at = Date.parse(`${date}T${clock}${millis}${offset}`);
  if (Number.isNaN(at)) return broken('dateTime');
  return accepted({ type: 'DATETIME', value: new Date(at).toISOString() });
}

function position(text: string): ParsedCustomValue {
  const match = positionText.exec(text);
  if (!match) return broken('position');
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (!(Math.abs(latitude) <= 90)) return broken('latitude');
  if (!(Math.abs(longitude) <= 180)) return broken('longitude');
  return accepted({ type: 'POSITION', value: { latitude, longitude } });
}

function text(field: CustomFieldShape, trimmed: string): ParsedCustomValue {
  if (trimmed.length > CUSTOM_TEXT_MAX) return broken('maxLength');
  if (field.options.length === 0) return accepted({ type: 'TEXT', value: trimmed });
  const key = trimmed.toLowerCase();
  const option = field.options.find((choice) => choice.toLowerCase() === key);
  return option === undefined ? broken('option') : accepted({ type: 'TEXT', value: option });
}

const booleanWords: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

/**
 * A non-empty text as a value of the field, or the rule it breaks. E-mail and URL follow the
 * rules Rushes has for them; a number is decimal (`3`, `-1.5`, `2e3`); a boolean true, false, yes,
 * no, 1 or 0; a date `YYYY-MM-DD`; a time `HH:MM` or `HH:MM:SS`; a date and time needs its zone
 * (`2026-12-12T10:30+01:00`, `…Z`) and is kept as the instant; a position is latitude then
 * longitude (`48.8584, 2.2945`); a choice list's value one of its options, whatever its case.
 */
export function parseCustomValue(field: CustomFieldShape, input: string): ParsedCustomValue {
  const trimmed = input.trim();
  switch (field.type) {
    case 'TEXT':
      return text(field, trimmed);
    case 'EMAIL':
      return isEmail(trimmed) && trimmed.length <= CUSTOM_TEXT_MAX
        ? accepted({ type: 'EMAIL', value: trimmed })
        : broken('email');
    case 'URL':
      return isWebUrl(trimmed) && trimmed.length <= CUSTOM_TEXT_MAX
        ? accepted({ type: 'URL', value: trimmed })
        : broken('url');
    case 'NUMBER': {
      const value = Number(trimmed);
      return numberText.test(trimmed) && Number.isFinite(value)
        ? accepted({ type: 'NUMBER', value })
        : broken('number');
    }
    case 'BOOLEAN': {
      const value = booleanWords[trimmed.toLowerCase()];
      return value === undefined ? broken('boolean') : accepted({ type: 'BOOLEAN', value });
    }
    case 'DATE': {
      const value = calendarDate(trimmed);
      return value ? accepted({ type: 'DATE', value }) : broken('date');
    }
    case 'DATETIME':
      return instant(trimmed);
    case 'TIME': {
      const value = timeOfDay(trimmed);
      return value ? accepted({ type: 'TIME', value }) : broken('time');
    }
    case 'POSITION':
      return position(trimmed);
  }
}

/** A value as text, as `parseCustomValue` reads it back: the form clients send and search shows. */
export function customValueText(value: CustomValue): string {
  switch (value.type) {
    case 'NUMBER':
      return String(value.value);
    case 'BOOLEAN':
      return value.value ? 'true' : 'false';
    case 'POSITION':
      return `${value.value.latitude}, ${value.value.longitude}`;
    default:
      return value.value;
  }
}

/**
 * The value as one of a changed field, or null when it is none: a value converts when its text
 * is a value of the new type (anything becomes TEXT; "3" becomes a NUMBER, "abc" does not; a
 * DATE never becomes a DATETIME, which needs a zone it never had).
 */
export function convertCustomValue(value: CustomValue, to: CustomFieldShape): CustomValue | null {
  const parsed = parseCustomValue(to, customValueText(value));
  return parsed.ok ? parsed.value : null;
}

/** Whether two values are the same value. */
export const sameCustomValue = (a: CustomValue | null, b: CustomValue | null): boolean =>
  a === null || b === null
    ? a === b
    : a.type === b.type && customValueText(a) === customValueText(b);
