import type { IResolvers, MercuriusContext } from 'mercurius';
import { allow, signedIn } from '../access.ts';
import { canManageStorages } from '../policy.ts';

type Ctx = MercuriusContext;

/** Storage config: the storages and transfer servers the operator configured. */
function storageConfig(_root: unknown, _args: unknown, ctx: Ctx) {
  allow(canManageStorages(signedIn(ctx)));
  const { storages, transferServers } = ctx.services.config.storageSetup;
  return {
    storages: storages.map(({ name, prefix }) => ({ name, prefix })),
    transferServers: transferServers.map(({ name, storagePrefix }) => ({ name, storagePrefix })),
  };
}

export const storageResolvers = {
  Query: { storageConfig },
  Workspace: {
    hasTransferServer: (workspace: { id: string }, _args: unknown, ctx: Ctx) =>
      ctx.loaders.hasTransferServer.load(workspace.id),
  },
} satisfies IResolvers;
