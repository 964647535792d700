import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in took: its path, its basic credentials and its JSON body. */
export interface NodeRequest {
  path: string;
  user: string | null;
  password: string | null;
  body: unknown;
}

/**
 * How the stand-in answers a well-formed request: with a transfer spec; with an `error` in place
 * of the spec (a refusal, as for a destination not writable); or with an HTTP error.
 */
export type NodeAnswer = 'spec' | 'refuse' | 'fail';

export interface NodeApiStandIn {
  endpoint: string;
  user: string;
  password: string;
  requests: NodeRequest[];
  answer: NodeAnswer;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const nodeError = (code: number, reason: string, message: string) => ({
  error: { code, reason, user_message: message },
});

function credentialsOf(request: IncomingMessage): { user: string | null; password: string | null } {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return { user: null, password: null };
  const plain = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const colon = plain.indexOf(':');
  return { user: plain.slice(0, colon), password: plain.slice(colon + 1) };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one transfer request of a body, when it has the documented shape. */
function transferRequestOf(body: unknown): Json | null {
  const requests = isObject(body) ? body.transfer_requests : null;
  const first = Array.isArray(requests) && requests.length === 1 ? requests[0] : null;
  const request = isObject(first) ? first.transfer_request : null;
  return isObject(request) && Array.isArray(request.paths) ? request : null;
}

/**
 * A stand-in for an IBM Aspera server's Node API (`/files/upload_setup`, `/files/download_setup`),
 * answering as its documentation and the public examples show: basic authentication, a body of
 * `transfer_requests: [{ transfer_request: { paths, destination_root? } }]`, an answer of
 * `transfer_specs: [{ transfer_spec }]` echoing the paths and root with the server's address,
 * transfer user, SSH port and a token; errors as `{ error: { code, reason, user_message } }`.
 * No Aspera server runs here: what a real one adds or does differently is not known to it.
 */
export async function startNodeApiStandIn(): Promise<NodeApiStandIn> {
  const requests: NodeRequest[] = [];
  const standIn = {
    user: 'node_rushes',
    password: 'node-secret',
    requests,
    answer: 'spec' as NodeAnswer,
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: unknown = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // kept as null: answered as a bad request below
    }
    const path = request.url ?? '';
    const credentials = credentialsOf(request);
    requests.push({ path, ...credentials, body });
    const direction = { '/files/upload_setup': 'send', '/files/download_setup': 'receive' }[path];
    if (request.method !== 'POST' || !direction) {
      return json(response, 404, nodeError(404, 'Not Found', 'No such resource'));
    }
    if (credentials.user !== standIn.user || credentials.password !== standIn.password) {
      return json(response, 401, nodeError(401, 'Unauthorized', 'Invalid credentials'));
    }
    const transferRequest = transferRequestOf(body);
    if (!transferRequest) {
      return json(response, 400, nodeError(400, 'Bad Request', 'Invalid transfer request'));
    }
    if (standIn.answer === 'fail') {
      return json(response, 500, nodeError(500, 'Internal Server Error', 'Node is unavailable'));
    }
    if (standIn.answer === 'refuse') {
      const refusal = nodeError(409, 'Conflict', 'Destination is not writable');
      return json(response, 200, { transfer_specs: [refusal] });
    }
    const transferSpec = {
      ...transferRequest,
      token: `ATV7_stand-in-token-${requests.length}`,
      direction,
      remote_host: 'aspera.stand-in.test',
      remote_user: 'xfer',
      ssh_port: 33001,
      fasp_port: 33001,
    };
    return json(response, 200, { transfer_specs: [{ transfer_spec: transferSpec }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
