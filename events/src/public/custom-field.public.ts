import { Type } from '@sinclair/typebox';
import { assetCustomValuesSet } from '../catalogue/asset.events.ts';
import {
  customFieldChanged,
  customFieldDefined,
  customFieldRemoved,
  customFieldsReordered,
  publishedCustomFieldTypes,
} from '../catalogue/custom-field.events.ts';
import { publicEvent } from './public-event.ts';
import { id, ids, oneOf, orNull, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const workspaceId = id('The workspace whose assets carry the field.');
const fieldId = id('The custom field.');
const name = Type.String({ minLength: 1 });

const definition = (description: string) =>
  shape(description, {
    workspaceId,
    fieldId,
    name,
    type: oneOf(publishedCustomFieldTypes, 'What its values are; a choice list is TEXT.'),
    options: Type.Array(Type.String({ minLength: 1 }), {
      description: "A choice list's options, in order; empty for any other field.",
    }),
    required: Type.Boolean({ description: 'Whether a value set on an asset may be empty.' }),
    shownInList: Type.Boolean({ description: 'Whether the folder list shows it as a column.' }),
  });

const value = shape('A value and its type.', {
  type: oneOf(publishedCustomFieldTypes, "The field's type when it was set."),
  value: Type.Union(
    [
      Type.String(),
      Type.Number(),
      Type.Boolean(),
      shape('A position in decimal degrees (WGS 84).', {
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
      }),
    ],
    {
      description:
        'Text (TEXT, EMAIL, URL); YYYY-MM-DD (DATE) or HH:MM:SS (TIME), local values; an ISO 8601 instant in UTC (DATETIME); a number, a boolean, or a position.',
    },
  ),
});

/** A workspace's custom fields, and the values its assets carry. */
export const customFieldDecisions = [
  publicEvent(customFieldDefined, {
    name: 'workspace.custom_field_defined',
    summary: 'A workspace has a new custom field for its assets.',
    versions: { 1: definition('The new field, last in the workspace’s order.') },
    data: (data) => ({ ...data, options: [...data.options] }),
    subject: ({ workspaceId }) => subjects.workspace(workspaceId),
    owner: ({ workspaceId }) => ({ workspace: workspaceId }),
  }),
  publicEvent(customFieldChanged, {
    name: 'workspace.custom_field_changed',
    summary: "A custom field's name, type, options or settings changed.",
    versions: { 1: definition('The field as it is now; its values were converted to its type.') },
    data: (data) => ({ ...data, options: [...data.options] }),
    subject: ({ workspaceId }) => subjects.workspace(workspaceId),
    owner: ({ workspaceId }) => ({ workspace: workspaceId }),
  }),
  publicEvent(customFieldsReordered, {
    name: 'workspace.custom_fields_reordered',
    summary: "A workspace's custom fields are in a new order.",
    versions: {
      1: shape('Every field of the workspace, in its new order.', {
        workspaceId,
        fieldIds: ids('The fields, first to last.'),
      }),
    },
    data: ({ workspaceId, fieldIds }) => ({ workspaceId, fieldIds: [...fieldIds] }),
    subject: ({ workspaceId }) => subjects.workspace(workspaceId),
    owner: ({ workspaceId }) => ({ workspace: workspaceId }),
  }),
  publicEvent(customFieldRemoved, {
    name: 'workspace.custom_field_removed',
    summary: 'A custom field was removed, with every value of it.',
    versions: { 1: shape('The field that went.', { workspaceId, fieldId, name }) },
    data: ({ workspaceId, fieldId, name }) => ({ workspaceId, fieldId, name }),
    subject: ({ workspaceId }) => subjects.workspace(workspaceId),
    owner: ({ workspaceId }) => ({ workspace: workspaceId }),
  }),
  publicEvent(assetCustomValuesSet, {
    name: 'asset.custom_values_set',
    summary: "An asset's values of custom fields were set or cleared.",
    versions: {
      1: shape('The fields named and their values now.', {
        assetId: id('The asset.'),
        values: Type.Array(shape("One field's value.", { fieldId, value: orNull(value) }), {
          description: 'Each field set, with its value; null where it was cleared.',
        }),
      }),
    },
    data: ({ assetId, values }) => ({
      assetId,
      values: values.map(({ fieldId, value }) => ({
        fieldId,
        value:
          value === null
            ? null
            : {
                type: value.type,
                value: typeof value.value === 'object' ? { ...value.value } : value.value,
              },
      })),
    }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: () => 'subject',
  }),
];
