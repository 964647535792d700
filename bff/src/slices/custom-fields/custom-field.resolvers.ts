import { type CustomValue, customValueText } from '@rushes/rules';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { AssetRow } from '../assets/asset.queries.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import type { WorkspaceRow } from '../workspaces/workspace.queries.ts';
import { fieldsOfProject } from './custom-field.access.ts';
import type { CustomFieldRow } from './custom-field.queries.ts';
import { valueOfRow } from './custom-value-columns.ts';

type Ctx = MercuriusContext;

/** A field of an asset with the asset's value of it (null for none). */
interface FieldValue {
  field: CustomFieldRow;
  value: CustomValue | null;
}

/** The asset's value of each field of its workspace, in the fields' order. */
async function assetValues(asset: AssetRow, _: unknown, ctx: Ctx): Promise<FieldValue[]> {
  const [fields, rows] = await Promise.all([
    fieldsOfProject(ctx, asset.projectId),
    ctx.loaders.customValuesOf.load(asset.id),
  ]);
  const byField = new Map(rows.map((row) => [row.fieldId, row]));
  return fields.map((field) => {
    const row = byField.get(field.id);
    return { field, value: row ? valueOfRow(field.type, row) : null };
  });
}

/** The part of a value of one type; null for a value of another, or none. */
const part =
  <T extends CustomValue['type']>(type: T) =>
  ({ value }: FieldValue) =>
    value?.type === type ? (value.value as Extract<CustomValue, { type: T }>['value']) : null;

export const customFieldResolvers = {
  Workspace: {
    customFields: (workspace: WorkspaceRow, _: unknown, ctx: Ctx) =>
      ctx.loaders.customFieldsOf.load(workspace.id),
  },
  Folder: {
    customFields: (folder: FolderRow, _: unknown, ctx: Ctx) =>
      fieldsOfProject(ctx, folder.projectId),
  },
  Asset: { customFields: assetValues },
  CustomField: {
    id: (field: CustomFieldRow) => toGlobalId('CustomField', field.id),
  },
  CustomFieldValue: {
    text: ({ value }: FieldValue) => (value === null ? null : customValueText(value)),
    number: part('NUMBER'),
    boolean: part('BOOLEAN'),
    dateTime: part('DATETIME'),
    position: part('POSITION'),
  },
} satisfies IResolvers;
