import type { TransferServerSetting } from '@rushes/runtime';
import { appError } from '../../errors.ts';
import type { TransferToken } from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { type AsperaNode, AsperaNodeError, asperaNodeApi, type NodePath } from './aspera-node.ts';

/** A file of a transfer: where it is read from and where it is written, below the roots. */
export interface TransferPath {
  source: string;
  destination: string;
}

/** One transfer as Rushes plans it, whatever server moves it. */
export interface PlannedTransfer {
  direction: 'upload' | 'download';
  transferId: string;
  /** Where its files land in Rushes (upload), or the root they are named from (download). */
  root: string;
  paths: TransferPath[];
  expiresAt: Date;
}

/** The transfer clients' words for the directions: the client's point of view. */
const clientDirection = { upload: 'send', download: 'receive' } as const;

/**
 * The token of a Rushes transfer server: the helper speaks to Rushes' own origin, presenting
 * `token` (`rtt_…`) as its bearer, at the rate the server sets.
 */
export const rushesTransferToken = (
  plan: PlannedTransfer,
  server: TransferServerSetting,
  { origin, token }: { origin: string; token: string },
): TransferToken => ({
  kind: 'RUSHES',
  direction: clientDirection[plan.direction],
  remoteHost: origin,
  remoteUser: 'rushes',
  sshPort: 0,
  authentication: 'token',
  token,
  destinationRoot: plan.root,
  sourceRoot: plan.direction === 'upload' ? '' : plan.root,
  targetRateKbps: server.targetRateKbps,
  paths: plan.paths,
  tags: { transferId: plan.transferId },
  expiresAt: plan.expiresAt,
  engineUrl: server.endpoint ?? null,
});

/** The Node API of an Aspera transfer server, as the deployment configures it. */
const nodeOf = (server: TransferServerSetting): AsperaNode =>
  asperaNodeApi({
    endpoint: server.endpoint ?? '',
    user: server.nodeUser ?? '',
    password: server.nodePassword ?? '',
  });

/** The spec's words for a transfer that did not start (media-handling section 8). */
const couldNotStart = {
  upload: 'Could not start the Upload',
  download: 'Could not start the Download',
};

/**
 * The token of an Aspera transfer server: the transfer spec its Node API gives for the paths
 * (`nodePaths`: the files as that server names them), read as a transfer token. A server that
 * cannot be reached or refuses is SERVICE_UNAVAILABLE with the spec's message, its reason
 * logged.
 */
export async function asperaTransferToken(
  ctx: RequestContext,
  plan: PlannedTransfer,
  server: TransferServerSetting,
  nodePaths: NodePath[],
): Promise<TransferToken> {
  const request = {
    paths: nodePaths,
    ...(plan.direction === 'upload' ? { destination_root: plan.root } : {}),
    tags: { rushes: { transfer_id: plan.transferId } },
  };
  try {
    const spec = await nodeOf(server).setup(plan.direction, request);
    return {
      kind: 'ASPERA',
      direction: spec.direction || clientDirection[plan.direction],
      remoteHost: spec.remote_host,
      remoteUser: spec.remote_user,
      sshPort: spec.ssh_port,
      authentication: spec.authentication,
      token: spec.token,
      destinationRoot: spec.destination_root,
      sourceRoot: spec.source_root,
      targetRateKbps: spec.target_rate_kbps ?? server.targetRateKbps,
      paths: nodePaths.map((path) => ({
        source: path.source ?? path.destination ?? '',
        destination: path.destination ?? path.source ?? '',
      })),
      tags: { transferId: plan.transferId },
      expiresAt: plan.expiresAt,
      engineUrl: null,
    };
  } catch (error) {
    if (!(error instanceof AsperaNodeError)) throw error;
    const where = { reqId: ctx.request.id, transferServer: server.name, reason: error.reason };
    ctx.services.logger.warn(where, 'transfer server gave no transfer spec');
    throw appError(
      'SERVICE_UNAVAILABLE',
      { reason: 'transferServer' },
      couldNotStart[plan.direction],
    );
  }
}
