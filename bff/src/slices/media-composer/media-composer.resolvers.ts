import type { IntegrationType } from '@rushes/events';
import type { DeliveryFile, ProjectIntegration } from '@rushes/migrations';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationDisableProjectIntegrationArgs,
  MutationEnableProjectIntegrationArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { canManageIntegrations } from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { secondsLeft, urlsExpireAt } from '../signed-urls.ts';
import {
  type FolderDelivery,
  folderDeliveries,
  projectDeliveries,
} from './media-composer.access.ts';
import { projectIntegrationCommands } from './project-integration.binding.ts';

type Ctx = MercuriusContext;
type Input = MutationEnableProjectIntegrationArgs['input'];

/**
 * Turns an integration on or off for a project, for those who edit it (the policy's rule); the
 * answer reads the project's integrations as they are now.
 */
async function setIntegration(ctx: Ctx, input: Input, on: boolean) {
  signedIn(ctx);
  const { id } = fromGlobalId(input.projectId, { type: 'Project', field: 'projectId' });
  const { project, access } = found(await reachedProject(ctx, id), 'project', 'projectId');
  allow(canManageIntegrations(ctx.viewer, access));
  const integration: IntegrationType = input.type;
  const type = on ? ('EnableIntegration' as const) : ('DisableIntegration' as const);
  const command = { type, projectId: project.id, integration };
  await decideFor(ctx, projectIntegrationCommands, project.id, command, input.clientMutationId);
  return {
    project: written(await ctx.loaders.project.load(project.id)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const mediaComposerResolvers = {
  Mutation: {
    enableProjectIntegration: (
      _root: unknown,
      { input }: MutationEnableProjectIntegrationArgs,
      ctx: Ctx,
    ) => setIntegration(ctx, input, true),
    disableProjectIntegration: (
      _root: unknown,
      { input }: MutationDisableProjectIntegrationArgs,
      ctx: Ctx,
    ) => setIntegration(ctx, input, false),
  },
  Project: {
    integrations: (project: ProjectRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.projectIntegrations.load(project.id),
    deliveries: (project: ProjectRow, _args: unknown, ctx: Ctx) =>
      projectDeliveries(ctx, project.id),
  },
  Folder: {
    deliveries: (folder: { id: string }, _args: unknown, ctx: Ctx) =>
      folderDeliveries(ctx, folder.id),
  },
  ProjectIntegration: {
    type: (row: ProjectIntegration) => row.integration,
    enabledBy: (row: ProjectIntegration, _args: unknown, ctx: Ctx) =>
      row.enabledBy ? ctx.loaders.user.load(row.enabledBy) : null,
  },
  FolderDelivery: {
    folder: (delivery: FolderDelivery, _args: unknown, ctx: Ctx) =>
      ctx.loaders.folder.load(delivery.folderId),
    urlsExpireAt: (_delivery: FolderDelivery, _args: unknown, ctx: Ctx) => urlsExpireAt(ctx),
  },
  DeliveryFile: {
    kind: (file: DeliveryFile) => file.kind.toUpperCase(),
    url: async (file: DeliveryFile, _args: unknown, ctx: Ctx) =>
      ctx.services.storage.signGetUrl(file.storageKey, {
        expiresInSeconds: await secondsLeft(ctx),
        downloadName: file.name,
      }),
  },
} satisfies IResolvers;
