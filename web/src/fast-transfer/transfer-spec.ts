import type { TransferSpec } from '@rushes/rules';
import type { UploadChoice } from './transfer-client.ts';

/** The transfer token as `asperaUploadToken` and `asperaDownloadToken` answer it (camel case). */
export interface TransferTokenFields {
  readonly direction: string;
  readonly remoteHost: string;
  readonly remoteUser: string;
  readonly sshPort: number;
  readonly authentication: string;
  readonly token: string;
  readonly destinationRoot: string;
  readonly sourceRoot: string;
  readonly targetRateKbps: number;
  readonly paths: readonly { readonly source: string; readonly destination: string }[];
  readonly tags: { readonly transferId: string };
  readonly engineUrl?: string | null;
}

/** The token as the fast-transfer protocol spells it, for the transfer client. */
export function transferSpecOf(token: TransferTokenFields): TransferSpec {
  return {
    direction: token.direction === 'receive' ? 'receive' : 'send',
    remote_host: token.remoteHost,
    remote_user: token.remoteUser,
    ssh_port: token.sshPort,
    authentication: token.authentication,
    token: token.token,
    destination_root: token.destinationRoot,
    source_root: token.sourceRoot,
    target_rate_kbps: token.targetRateKbps,
    paths: token.paths.map(({ source, destination }) => ({ source, destination })),
    tags: { transfer_id: token.tags.transferId },
    ...(token.engineUrl ? { engine_url: token.engineUrl } : {}),
  };
}

/** The last segment of a path of any operating system. */
export const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/**
 * An upload's spec for a client that reads the files itself (Connect): each path's source, the
 * file's name as the token has it, becomes the file's path on the computer. A source no chosen
 * file has is left as it is (the client then refuses it, and the upload does not start).
 */
export function withLocalSources(spec: TransferSpec, choice: UploadChoice): TransferSpec {
  const byName = new Map(choice.localPaths.map((path) => [baseName(path), path]));
  return {
    ...spec,
    source_root: '',
    paths: spec.paths.map((path) => ({
      ...path,
      source: byName.get(baseName(path.source)) ?? path.source,
    })),
  };
}
