import { once } from 'node:events';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request that went over the link to storage, as the link saw it. */
export interface LinkRequest {
  method: string;
  path: string;
  partNumber: number | null;
  /** The first byte a ranged GET asked for. */
  rangeStart: number | null;
  /** Body bytes carried: a PUT's sent, a GET's received. */
  bytes: number;
  /** Storage's answer; null while there is none (held, or dropped). */
  status: number | null;
}

type Match = (request: LinkRequest) => boolean;

/**
 * The link between the machine and storage, for the tests: it passes requests on to `target`
 * (the signed URLs name it: S3_PUBLIC_ENDPOINT), records each, and on demand holds requests
 * (the link goes quiet) and later drops them (the link went down), or flips a byte of a PUT's
 * body or of a GET's answer (bytes corrupted on the way).
 */
export async function startStorageLink(target: string) {
  const requests: LinkRequest[] = [];
  let holding: Match | null = null;
  let corrupting: Match | null = null;
  const held: ServerResponse[] = [];

  function forward(incoming: IncomingMessage, outgoing: ServerResponse, seen: LinkRequest) {
    let corrupt = corrupting?.(seen) ?? false;
    if (corrupt) corrupting = null;
    /** Flips the first byte of the body this request carries: a PUT's sent, a GET's answered. */
    const flipFirst = (chunk: Buffer) => {
      if (!corrupt || chunk.length === 0) return;
      chunk[0] = (chunk[0] ?? 0) ^ 0xff;
      corrupt = false;
    };
    const upstream = request(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        seen.status = answer.statusCode ?? 0;
        outgoing.writeHead(seen.status, answer.headers);
        // (in place, before the pipe below passes the chunk on)
        answer.on('data', (chunk: Buffer) => {
          if (seen.method !== 'GET') return;
          seen.bytes += chunk.length;
          flipFirst(chunk);
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    // the machine went away (its helper stopped): so does the request to storage
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.on('data', (chunk: Buffer) => {
      seen.bytes += chunk.length;
      if (seen.method === 'PUT') flipFirst(chunk);
      upstream.write(chunk);
    });
    incoming.on('end', () => upstream.end());
    incoming.resume();
  }

  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://link');
    const range = /^bytes=(\d+)-/.exec(incoming.headers.range ?? '');
    const seen: LinkRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      partNumber: Number(url.searchParams.get('partNumber')) || null,
      rangeStart: range?.[1] ? Number(range[1]) : null,
      bytes: 0,
      status: null,
    };
    requests.push(seen);
    if (!holding?.(seen)) return forward(incoming, outgoing, seen);
    incoming.pause();
    held.push(outgoing);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Holds the requests that match, from now on, until `drop`. */
    hold(match: Match) {
      holding = match;
    },
    /**
     * Drops the held requests unanswered and holds no more. Passing them on instead would race
     * the stopped helper's sockets closing: a small last part could still reach storage.
     */
    drop() {
      holding = null;
      for (const outgoing of held.splice(0)) outgoing.destroy();
    },
    /** Flips the first byte of the next PUT's body, or GET's answer, that matches. */
    corruptNext(match: Match) {
      corrupting = match;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type StorageLink = Awaited<ReturnType<typeof startStorageLink>>;
