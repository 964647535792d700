import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TransferFile } from './engines/http/rushes-api.ts';

/**
 * Stands in for Rushes' `transferFiles` (built beside this helper) until it is merged: answers
 * the files a download token names to the bearer `token`, 401 to any other. The URLs are real
 * ones, signed by the test's Rushes.
 */
export async function startTransferFilesStandIn(token: string, files: () => TransferFile[]) {
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (request.headers.authorization !== `Bearer ${token}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      return response.end(
        JSON.stringify({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
      );
    }
    const asked = (JSON.parse(body) as { query: string }).query;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        asked.includes('transferFiles')
          ? { data: { transferFiles: files() } }
          : { errors: [{ message: `not here: ${asked}` }] },
      ),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
