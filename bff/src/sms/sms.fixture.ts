import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A text message as the tests read it, whichever adapter carried it. */
export interface ReceivedSms {
  to: string;
  from: string;
  text: string;
}

/** Reads an outbox `.sms.txt` file: header lines, a blank line, the text (and its final newline). */
function readSmsFile(content: string): ReceivedSms & { date: string } {
  const blank = content.indexOf('\n\n');
  const fields = Object.fromEntries(
    content
      .slice(0, blank)
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return {
    to: fields.To ?? '',
    from: fields.From ?? '',
    date: fields.Date ?? '',
    text: content.slice(blank + 2).replace(/\n$/, ''),
  };
}

/** The text messages of an outbox folder, in the order their names sort: the order written. */
export async function outboxTexts(folder: string): Promise<ReceivedSms[]> {
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.sms.txt'));
  return Promise.all(
    names.sort().map(async (name) => readSmsFile(await readFile(join(folder, name), 'utf8'))),
  );
}

/** One request the test gateway received. */
export interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestSmsGateway {
  /** `http://127.0.0.1:<port>/messages`. */
  url: string;
  /** Every request so far, in order, whatever the gateway answered. */
  requests: GatewayRequest[];
  /** The messages it took (answered 2xx), parsed from their JSON bodies. */
  received(): Promise<ReceivedSms[]>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a loopback port standing in for an SMS gateway: it records each request
 * and answers `answer` (202 by default), or never answers with `'hang'`.
 */
export async function startTestSmsGateway(
  options: { answer?: number | 'hang' } = {},
): Promise<TestSmsGateway> {
  const { answer = 202 } = options;
  const requests: GatewayRequest[] = [];
  const taken: ReceivedSms[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    requests.push({
      ...{ method: request.method ?? '', path: request.url ?? '' },
      ...{ headers: request.headers, body },
    });
    if (answer === 'hang') return;
    if (answer < 300) taken.push(JSON.parse(body));
    response.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests,
    received: async () => [...taken],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
