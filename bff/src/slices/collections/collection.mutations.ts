import { newId } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationCreateCollectionArgs,
  MutationDeleteCollectionArgs,
  MutationUpdateCollectionArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { signedIn, written } from '../access.ts';
import { collectionToChange, projectForCollections } from './collection.access.ts';
import { collectionCommands } from './collection.binding.ts';

type Ctx = MercuriusContext;

async function createCollection(_root: unknown, { input }: MutationCreateCollectionArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const project = await projectForCollections(ctx, input.projectId);
  const collectionId = newId('collection', viewer.userId, input.clientMutationId);
  const command = {
    type: 'CreateCollection' as const,
    collectionId,
    projectId: project.id,
    name: input.name,
    definition: input.definition,
  };
  await decideFor(ctx, collectionCommands, collectionId, command, input.clientMutationId);
  return {
    collection: written(await ctx.loaders.collection.load(collectionId)),
    project,
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function updateCollection(_root: unknown, { input }: MutationUpdateCollectionArgs, ctx: Ctx) {
  const { collection } = await collectionToChange(ctx, input.id);
  const command = {
    type: 'UpdateCollection' as const,
    collectionId: collection.id,
    ...(input.name != null && { name: input.name }),
    ...(input.definition != null && { definition: input.definition }),
  };
  await decideFor(ctx, collectionCommands, collection.id, command, input.clientMutationId);
  return {
    collection: written(await ctx.loaders.collection.load(collection.id)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function deleteCollection(_root: unknown, { input }: MutationDeleteCollectionArgs, ctx: Ctx) {
  const { collection, project } = await collectionToChange(ctx, input.id);
  const command = { type: 'DeleteCollection' as const, collectionId: collection.id };
  await decideFor(ctx, collectionCommands, collection.id, command, input.clientMutationId);
  return {
    deletedId: toGlobalId('Collection', collection.id),
    project,
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const collectionMutations = {
  Mutation: { createCollection, updateCollection, deleteCollection },
} satisfies IResolvers;
