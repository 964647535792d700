import { invalid } from '../validation.ts';

/** A transfer server as the deployment configures it: what a project may be given. */
export interface OfferedServer {
  name: string;
  storagePrefix: string;
}

/**
 * A new transfer server for the project, or none (`name` null), with the deployment's servers:
 * only one on the project's storage may be chosen.
 */
export interface TransferServerChange {
  name: string | null;
  servers: readonly OfferedServer[];
}

/** The storage a project's media is kept on, and its transfer server, as its stream holds them. */
export interface ProjectStorage {
  storagePrefix: string;
  transferServer: string | null;
}

export const initialStorage: ProjectStorage = { storagePrefix: '', transferServer: null };

/** The servers a project on the storage with `storagePrefix` may have. */
export const serversFor = (servers: readonly OfferedServer[], storagePrefix: string) =>
  servers.filter((server) => server.storagePrefix === storagePrefix);

/** `project.transfer_server_changed` when the server changes; refused when it is not offered. */
export function changeTransferServer(
  id: string,
  { name, servers }: TransferServerChange,
  storage: ProjectStorage,
) {
  const offered = serversFor(servers, storage.storagePrefix).some((server) => server.name === name);
  if (name !== null && !offered) return invalid('transferServer', 'oneOf');
  if (name === storage.transferServer) return [];
  return [{ type: 'project.transfer_server_changed' as const, data: { id, transferServer: name } }];
}
