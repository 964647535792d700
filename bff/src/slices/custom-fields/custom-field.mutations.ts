import { newId } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationChangeCustomFieldArgs,
  MutationDefineCustomFieldArgs,
  MutationRemoveCustomFieldArgs,
  MutationReorderCustomFieldsArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { signedIn, written } from '../access.ts';
import { writtenWorkspace } from '../workspaces/workspace.access.ts';
import { definedField, definingWorkspace } from './custom-field.access.ts';
import { customFieldCommands } from './custom-field.binding.ts';
import { distinctValuesOf } from './custom-field.queries.ts';

type Ctx = MercuriusContext;

const fieldIdOf = (globalId: string) =>
  fromGlobalId(globalId, { type: 'CustomField', field: 'fieldIds' }).id;

async function defineCustomField(
  _root: unknown,
  { input }: MutationDefineCustomFieldArgs,
  ctx: Ctx,
) {
  const viewer = signedIn(ctx);
  const { id: workspaceId } = await definingWorkspace(ctx, input.workspaceId);
  const fieldId = newId('custom-field', viewer.userId, input.clientMutationId);
  const field = {
    fieldId,
    name: input.name,
    fieldType: input.type,
    options: input.options ?? [],
    required: input.required ?? false,
    shownInList: input.shownInList ?? false,
  };
  const command = { type: 'DefineCustomField' as const, workspaceId, field };
  await decideFor(ctx, customFieldCommands, workspaceId, command, input.clientMutationId);
  return {
    customField: written(await ctx.loaders.customField.load(fieldId)),
    workspace: await writtenWorkspace(ctx, workspaceId),
    clientMutationId: input.clientMutationId ?? null,
  };
}

/** A change of type or options is checked against every value the assets hold of the field. */
async function changeCustomField(
  _root: unknown,
  { input }: MutationChangeCustomFieldArgs,
  ctx: Ctx,
) {
  const { field, workspace } = await definedField(ctx, input.id);
  const reshapes = (input.type != null && input.type !== field.type) || input.options != null;
  const command = {
    type: 'ChangeCustomField' as const,
    workspaceId: workspace.id,
    fieldId: field.id,
    changes: {
      ...(input.name != null && { name: input.name }),
      ...(input.type != null && { fieldType: input.type }),
      ...(input.options != null && { options: input.options }),
      ...(input.required != null && { required: input.required }),
      ...(input.shownInList != null && { shownInList: input.shownInList }),
    },
    values: reshapes ? await distinctValuesOf(ctx.services.db, field) : [],
  };
  await decideFor(ctx, customFieldCommands, workspace.id, command, input.clientMutationId);
  return {
    customField: written(await ctx.loaders.customField.load(field.id)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function reorderCustomFields(
  _root: unknown,
  { input }: MutationReorderCustomFieldsArgs,
  ctx: Ctx,
) {
  const { id: workspaceId } = await definingWorkspace(ctx, input.workspaceId);
  const command = {
    type: 'ReorderCustomFields' as const,
    workspaceId,
    fieldIds: input.fieldIds.map(fieldIdOf),
  };
  await decideFor(ctx, customFieldCommands, workspaceId, command, input.clientMutationId);
  return {
    workspace: await writtenWorkspace(ctx, workspaceId),
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function removeCustomField(
  _root: unknown,
  { input }: MutationRemoveCustomFieldArgs,
  ctx: Ctx,
) {
  const { field, workspace } = await definedField(ctx, input.id);
  const command = {
    type: 'RemoveCustomField' as const,
    workspaceId: workspace.id,
    fieldId: field.id,
  };
  await decideFor(ctx, customFieldCommands, workspace.id, command, input.clientMutationId);
  return {
    removedCustomFieldId: toGlobalId('CustomField', field.id),
    workspace: await writtenWorkspace(ctx, workspace.id),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const customFieldMutations = {
  Mutation: { defineCustomField, changeCustomField, reorderCustomFields, removeCustomField },
} satisfies IResolvers;
