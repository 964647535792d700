/**
 * An audit consumer of Rushes' public event feed: it copies every event the token reaches into a
 * JSON Lines file, one CloudEvent per line, oldest first, then keeps following the log. Stopped
 * and started again, it goes on after the last line it wrote: the file is its own cursor.
 *
 *   RUSHES_URL=https://rushes.example.com RUSHES_TOKEN=rsh_… node audit-consumer.ts audit.jsonl
 *
 * It needs Node.js 24 and `eventsource-parser` (`npm install eventsource-parser`), and an API token
 * holding `events:read`: a workspace's for its events, a superuser's for the whole deployment's.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventSourceParserStream } from 'eventsource-parser/stream';

const base = process.env.RUSHES_URL?.replace(/\/+$/, '');
const token = process.env.RUSHES_TOKEN;
const file = process.argv[2];
if (!base || !token || !file) {
  console.error('usage: RUSHES_URL=… RUSHES_TOKEN=rsh_… node audit-consumer.ts <file.jsonl>');
  process.exit(2);
}
const headers = { authorization: `Bearer ${token}` };

/** The id of the last whole line, cutting off a line a crash left half written. */
function lastWritten(path: string): string | null {
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length) truncateSync(path, Buffer.byteLength(text.slice(0, end)));
  const lines = text.slice(0, end).trimEnd().split('\n');
  const last = lines.at(-1);
  return last ? (JSON.parse(last) as { id: string }).id : null;
}

/** The id of the last event written: where the feed is read from next. */
let cursor = lastWritten(file);

/** Appends events and makes them durable before the cursor moves past them. */
function append(events: { id: string }[]): void {
  if (events.length === 0) return;
  const fd = openSync(file as string, 'a');
  try {
    writeSync(fd, events.map((event) => `${JSON.stringify(event)}\n`).join(''));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  cursor = events.at(-1)?.id ?? cursor;
}

/** A refusal the consumer cannot get past by waiting: a token revoked, expired or too weak. */
class Refused extends Error {}

async function get(url: string, extra: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { headers: { ...headers, ...extra } });
  if (response.status === 401 || response.status === 403) {
    throw new Refused(`${response.status}: ${await response.text()}`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Pages through the feed after the cursor until a page comes back empty. */
async function replay(): Promise<void> {
  let next: string | null = `/v2/events?limit=1000${cursor ? `&after=${cursor}` : ''}`;
  while (next) {
    const response = await get(new URL(next, base).href);
    const events = (await response.json()) as { id: string }[];
    if (events.length === 0) return;
    append(events);
    console.log(`replayed up to ${cursor}`);
    // The next page's address, relative to the feed's.
    next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  }
}

/** Follows the stream after the cursor, writing each event as it comes, until it ends. */
async function follow(): Promise<void> {
  const response = await get(`${base}/v2/events/stream`, cursor ? { 'last-event-id': cursor } : {});
  const messages = response.body
    ?.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  for await (const message of messages ?? []) {
    if (message.event === 'end') throw new Refused(`the feed ended the stream: ${message.data}`);
    append([JSON.parse(message.data) as { id: string }]);
  }
}

console.log(cursor ? `resuming after ${cursor}` : 'starting from the first event');
for (;;) {
  try {
    await replay();
    console.log('caught up; following');
    await follow();
  } catch (error) {
    if (error instanceof Refused) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(`${(error as Error).message}; trying again in 5 s`);
    await sleep(5_000);
  }
}
