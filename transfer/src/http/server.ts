import type { IncomingMessage, ServerResponse } from 'node:http';
import { type HelperHello, transferHelperProtocol } from '@rushes/rules';
import type { TransferEngine } from '../engines/engine.ts';
import { listFolder } from '../files/local-files.ts';
import type { Pairings } from '../pairing.ts';
import { HelperRefusal } from '../problem.ts';
import { startRequestOf } from '../start-request.ts';
import type { Transfers } from '../transfers.ts';
import { streamTransfers } from './events.ts';
import { corsHeaders, isAllowedOrigin, isOwnHost, preflightHeaders } from './guard.ts';

/** A request's body is JSON of at most this many bytes. */
const BODY_MAX = 1024 * 1024;

export interface HelperApi {
  origin: string;
  version: string;
  /** The port it listens on, once it does. */
  port: () => number;
  pairings: Pairings;
  transfers: Transfers;
  engines: readonly TransferEngine[];
  /** Shows a pairing code to the helper's user. */
  showCode: (code: string) => void;
  log: (line: string) => void;
}

const bearerOf = (request: IncomingMessage) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

async function jsonOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_MAX) throw new HelperRefusal('BAD_INPUT', 'the body is too large');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HelperRefusal('BAD_INPUT', 'the body must be JSON');
  }
}

/**
 * The helper's HTTP API (`@rushes/rules`' transfer-helper protocol) on the loopback: every
 * request's Host and Origin checked first, `hello` and pairing open to the Rushes origin's pages,
 * everything else for a paired page only.
 */
export function helperHandler(api: HelperApi) {
  const { origin, pairings, transfers } = api;

  async function route(
    request: IncomingMessage,
    response: ServerResponse,
    cors: Record<string, string>,
  ) {
    const url = new URL(request.url ?? '/', 'http://helper');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, {
        ...cors,
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(body));
    };
    const port = api.port();
    if (!isOwnHost(request.headers.host, port)) {
      const own = `127.0.0.1:${port} or localhost:${port}`;
      throw new HelperRefusal('FORBIDDEN_ORIGIN', `this helper answers at ${own} only`);
    }
    if (!isAllowedOrigin(request.headers.origin, origin)) {
      throw new HelperRefusal('FORBIDDEN_ORIGIN', `only pages of ${origin} may drive this helper`);
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, request.headers.origin ? preflightHeaders(origin) : {});
      return response.end();
    }
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const paired = pairings.isPaired(bearerOf(request));
    if (method === 'GET' && path === '/v1/hello') {
      const hello: HelperHello = {
        app: 'rushes-transfer',
        version: api.version,
        protocols: [transferHelperProtocol],
        origin,
        paired,
        engines: api.engines.map((engine) => engine.name),
      };
      return answer(200, hello);
    }
    if (method === 'POST' && path === '/v1/pairings') {
      const { pairingId, code } = pairings.request();
      api.showCode(code);
      return answer(201, { pairingId });
    }
    const pairing = /^\/v1\/pairings\/([^/]+)$/.exec(path)?.[1];
    if (method === 'POST' && pairing) {
      const body = await jsonOf(request);
      const code = (body as { code?: unknown } | null)?.code;
      if (typeof code !== 'string') throw new HelperRefusal('BAD_INPUT', 'code must be a text');
      const outcome = await pairings.confirm(decodeURIComponent(pairing), code.replace(/\s/g, ''));
      if (outcome.kind === 'granted') return answer(200, { secret: outcome.secret });
      if (outcome.kind === 'unknown') {
        throw new HelperRefusal(
          'NOT_FOUND',
          'no such pairing, or its code expired: ask for a new code',
        );
      }
      const left = outcome.triesLeft;
      throw new HelperRefusal(
        'WRONG_CODE',
        left > 0
          ? `wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left`
          : 'wrong code: ask for a new one',
      );
    }
    if (!paired) throw new HelperRefusal('UNPAIRED', 'pair this helper with Rushes first');
    if (method === 'GET' && path === '/v1/files') {
      return answer(200, await listFolder(url.searchParams.get('path') || undefined));
    }
    if (method === 'POST' && path === '/v1/transfers') {
      return answer(201, await transfers.start(startRequestOf(await jsonOf(request))));
    }
    if (method === 'GET' && path === '/v1/transfers') return answer(200, transfers.list());
    if (method === 'GET' && path === '/v1/transfers/events') {
      return streamTransfers(response, transfers, cors);
    }
    const transfer = /^\/v1\/transfers\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && transfer) {
      return answer(200, await transfers.cancel(decodeURIComponent(transfer)));
    }
    throw new HelperRefusal('NOT_FOUND', `no ${method} ${path} here`);
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    const cors = request.headers.origin === origin ? corsHeaders(origin) : {};
    route(request, response, cors).catch((error: unknown) => {
      const refusal =
        error instanceof HelperRefusal
          ? error
          : new HelperRefusal('INTERNAL', `the helper failed: ${(error as Error).message}`);
      if (refusal.code === 'INTERNAL')
        api.log(`${request.method} ${request.url}: ${(error as Error).stack}`);
      if (response.headersSent) return void response.end();
      response.writeHead(refusal.status, { ...cors, 'content-type': 'application/json' });
      response.end(JSON.stringify(refusal.problem));
    });
  };
}
