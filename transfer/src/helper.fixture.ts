import { request } from 'node:http';
import { type Helper, startHelper } from './helper.ts';

export const pageOrigin = 'http://localhost:5173';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely; assertions check them
  body: any;
}

/** A request to the helper as a page (or anything else) sends it, Host and Origin as given. */
export function call(
  helper: Pick<Helper, 'port'>,
  method: string,
  path: string,
  options: { body?: unknown; origin?: string | null; host?: string; secret?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { host: options.host ?? `127.0.0.1:${helper.port}` };
  if (options.origin !== null) headers.origin = options.origin ?? pageOrigin;
  if (options.secret) headers.authorization = `Bearer ${options.secret}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: helper.port, method, path, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** A helper for `pageOrigin` on a free port, whose terminal lines the test reads. */
export async function startTestHelper(home: string, nearMs?: number) {
  const lines: string[] = [];
  const helper = await startHelper({ origin: pageOrigin, port: 0, home, nearMs }, (line) =>
    lines.push(line),
  );
  return { helper, lines };
}

/** Pairs as a page does: asks for a code, reads it where the user would, answers it. */
export async function pair(started: Awaited<ReturnType<typeof startTestHelper>>): Promise<string> {
  const { helper, lines } = started;
  const { body } = await call(helper, 'POST', '/v1/pairings');
  const code = lines
    .flatMap((line) => /Pairing code for .*: (\d{3}) (\d{3})$/.exec(line) ?? [])
    .slice(-2);
  const answer = await call(helper, 'POST', `/v1/pairings/${body.pairingId}`, {
    body: { code: code.join('') },
  });
  if (answer.status !== 200) throw new Error(`pairing refused: ${JSON.stringify(answer.body)}`);
  return answer.body.secret;
}
