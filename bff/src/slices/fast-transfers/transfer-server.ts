import type { TransferServerSetting } from '@rushes/runtime';
import { appError } from '../../errors.ts';
import type { RequestContext } from '../../request-context.ts';

/** What a project says of its transfer server. */
interface ServedProject {
  storagePrefix: string;
  transferServer: string | null;
}

/**
 * The transfer server a project names, as the deployment configures it now; null for none (or
 * one the operator no longer configures, or of another storage).
 */
export const transferServerOf = (
  ctx: Pick<RequestContext, 'services'>,
  project: ServedProject,
): TransferServerSetting | null =>
  ctx.services.config.storageSetup.transferServers.find(
    (server) =>
      server.name === project.transferServer && server.storagePrefix === project.storagePrefix,
  ) ?? null;

/** The project's transfer server; STATE_CONFLICT (`noTransferServer`) when it has none. */
export function requiredTransferServer(
  ctx: Pick<RequestContext, 'services'>,
  project: ServedProject,
  field: string,
): TransferServerSetting {
  const server = transferServerOf(ctx, project);
  if (!server) {
    throw appError('STATE_CONFLICT', { field, entity: 'project', state: 'noTransferServer' });
  }
  return server;
}
