import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/**
 * A custom field's types as the published events hold them (`custom_field.defined` v1,
 * `custom_field.changed` v1, `asset.custom_values_set` v1). Frozen, as the watermark's are
 * (decision 0112): the living list is `@rushes/rules`', and a type it gains reaches the log only
 * through new versions of these events.
 */
export const publishedCustomFieldTypes = [
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
export type PublishedCustomFieldType = (typeof publishedCustomFieldTypes)[number];

const fieldType = Type.Union(publishedCustomFieldTypes.map((type) => Type.Literal(type)));

/** A field as its workspace defines it: a choice list is TEXT with `options`. */
const definition = {
  workspaceId: id,
  fieldId: id,
  name: Type.String({ minLength: 1 }),
  type: fieldType,
  options: Type.Array(Type.String({ minLength: 1 })),
  required: Type.Boolean(),
  shownInList: Type.Boolean(),
};

/**
 * A custom field value as an asset keeps it: text for TEXT, EMAIL and URL; `YYYY-MM-DD` for a
 * DATE and `HH:MM:SS` for a TIME (local values); an ISO 8601 instant in UTC for a DATETIME; a
 * number, a boolean, or a latitude and longitude in decimal degrees.
 */
export const CustomValueSchema = Type.Union([
  Type.Object({
    type: Type.Union(
      (['TEXT', 'EMAIL', 'URL', 'DATE', 'DATETIME', 'TIME'] as const).map((type) =>
        Type.Literal(type),
      ),
    ),
    value: Type.String(),
  }),
  Type.Object({ type: Type.Literal('NUMBER'), value: Type.Number() }),
  Type.Object({ type: Type.Literal('BOOLEAN'), value: Type.Boolean() }),
  Type.Object({
    type: Type.Literal('POSITION'),
    value: Type.Object({
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
    }),
  }),
]);

/** A workspace's new custom field, last in its order (stream `custom_fields.<workspaceId>`). */
export const customFieldDefined = defineEvent('custom_field.defined', {
  versions: { 1: Type.Object(definition) },
});

/**
 * A custom field as it is now: renamed, of another type (its values converted to it, as their
 * text reads), with other options, required or not, shown in the folder list or not.
 */
export const customFieldChanged = defineEvent('custom_field.changed', {
  versions: { 1: Type.Object(definition) },
});

/** The workspace's custom fields in their new order: every one of them, each once. */
export const customFieldsReordered = defineEvent('custom_fields.reordered', {
  versions: { 1: Type.Object({ workspaceId: id, fieldIds: Type.Array(id) }) },
});

/** The custom field goes, and every value of it with it. */
export const customFieldRemoved = defineEvent('custom_field.removed', {
  versions: {
    1: Type.Object({ workspaceId: id, fieldId: id, name: Type.String({ minLength: 1 }) }),
  },
});

export type CustomFieldDefined = EventOf<typeof customFieldDefined>;
export type CustomFieldChanged = EventOf<typeof customFieldChanged>;
export type CustomFieldsReordered = EventOf<typeof customFieldsReordered>;
export type CustomFieldRemoved = EventOf<typeof customFieldRemoved>;
export type CustomFieldEvent =
  | CustomFieldDefined
  | CustomFieldChanged
  | CustomFieldsReordered
  | CustomFieldRemoved;
