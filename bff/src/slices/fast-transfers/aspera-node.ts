/** A file of a transfer request, as the Node API names its paths. */
export interface NodePath {
  source?: string;
  destination?: string;
}

/** One transfer request (`transfer_requests[0].transfer_request`) of the Node API. */
export interface NodeTransferRequest {
  paths: NodePath[];
  destination_root?: string;
  source_root?: string;
  /** Carried into the transfer, which reports them: ours name the transfer. */
  tags?: Record<string, unknown>;
}

/** What Rushes reads of the transfer spec a Node API answers (its other fields are dropped). */
export interface NodeTransferSpec {
  direction: string;
  remote_host: string;
  remote_user: string;
  ssh_port: number;
  token: string;
  authentication: string;
  destination_root: string;
  source_root: string;
  target_rate_kbps: number | null;
  paths: NodePath[];
}

/** The port to an IBM Aspera server's Node API: a transfer spec for one transfer. */
export interface AsperaNode {
  /**
   * `POST /files/upload_setup` (or `download_setup`) with one transfer request; the transfer spec
   * of its answer. Rejects with `AsperaNodeError` when the server cannot be reached, refuses
   * (an HTTP error, or an `error` in its answer) or answers no usable transfer spec.
   */
  setup(direction: 'upload' | 'download', request: NodeTransferRequest): Promise<NodeTransferSpec>;
}

/** The Node API did not give a transfer spec; `reason` is for the logs, never the client. */
export class AsperaNodeError extends Error {
  constructor(readonly reason: string) {
    super(`Aspera Node API: ${reason}`);
    this.name = 'AsperaNodeError';
  }
}

/** The port's one adapter: the Node API over HTTP(S), with basic authentication. */
export function asperaNodeApi(options: {
  endpoint: string;
  user: string;
  password: string;
  /** How long to wait for an answer. */
  timeoutMs?: number;
}): AsperaNode {
  const base = options.endpoint.replace(/\/+$/, '');
  const credentials = Buffer.from(`${options.user}:${options.password}`).toString('base64');
  return {
    async setup(direction, request) {
      let response: Response;
      try {
        response = await fetch(`${base}/files/${direction}_setup`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${credentials}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ transfer_requests: [{ transfer_request: request }] }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new AsperaNodeError(`unreachable (${(error as Error).message})`);
      }
      const body: unknown = await response.json().catch(() => null);
      const refused = errorOf(body);
      if (!response.ok || refused) {
        throw new AsperaNodeError(`HTTP ${response.status}${refused ? `: ${refused}` : ''}`);
      }
      return transferSpecOf(body);
    },
  };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The message of a Node API error (`{ error: { code, reason, user_message } }`); null for none. */
function errorOf(body: unknown): string | null {
  const error = isObject(body) ? body.error : undefined;
  if (!isObject(error)) return null;
  return [error.code, text(error.reason), text(error.user_message)].filter(Boolean).join(' ');
}

/** The first transfer spec of an answer (one transfer request asked for one). */
function transferSpecOf(body: unknown): NodeTransferSpec {
  const [first] = isObject(body) && Array.isArray(body.transfer_specs) ? body.transfer_specs : [];
  if (!isObject(first)) throw new AsperaNodeError('no transfer spec in the answer');
  const refused = errorOf(first);
  if (refused) throw new AsperaNodeError(refused);
  const spec = first.transfer_spec;
  const host = isObject(spec) ? text(spec.remote_host) : null;
  const token = isObject(spec) ? text(spec.token) : null;
  if (!isObject(spec) || !host || !token) {
    throw new AsperaNodeError('a transfer spec without remote_host or token');
  }
  const number = (value: unknown) => (Number.isSafeInteger(value) ? Number(value) : null);
  const paths = Array.isArray(spec.paths) ? spec.paths.filter(isObject) : [];
  return {
    direction: text(spec.direction) ?? '',
    remote_host: host,
    remote_user: text(spec.remote_user) ?? 'xfer',
    ssh_port: number(spec.ssh_port) ?? 33001,
    token,
    authentication: text(spec.authentication) ?? 'token',
    destination_root: text(spec.destination_root) ?? '',
    source_root: text(spec.source_root) ?? '',
    target_rate_kbps: number(spec.target_rate_kbps),
    paths: paths.map((path) => ({
      ...(text(path.source) && { source: String(path.source) }),
      ...(text(path.destination) && { destination: String(path.destination) }),
    })),
  };
}
