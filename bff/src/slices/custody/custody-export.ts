import { Readable } from 'node:stream';
import { chainHashAttribute } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { spreadsheetCsv } from '../../spreadsheet-csv.ts';
import type { ChainLink } from './chain-links.ts';
import { linksOf } from './custody.queries.ts';
import { custodyEntries } from './custody-log.ts';

export type CustodyExportFormat = 'CSV' | 'CLOUDEVENTS';

/** Links read at a time: an export of any length streams in bounded memory. */
const linksPerRead = 500;

const csvHeader = [
  'Position',
  'Time',
  'Event',
  'Version',
  'Who',
  'Actor',
  'Subject',
  'Event id',
  'Data',
  'Previous hash',
  'Hash',
];

/** Every link of a project's chain, oldest first, a batch at a time. */
async function* batchesOf(db: Kysely<Database>, projectId: string) {
  let from: number | null = null;
  for (;;) {
    const links = await linksOf(db, projectId, { from, limit: linksPerRead, order: 'asc' });
    if (links.length === 0) return;
    yield links;
    from = links.at(-1)?.position ?? null;
  }
}

async function csvRows(db: Kysely<Database>, links: readonly ChainLink[]): Promise<string[][]> {
  const entries = await custodyEntries(db, links);
  return entries.map((entry) => [
    String(entry.position),
    entry.cloudEvent.time,
    entry.type,
    String(entry.version),
    entry.actor.name ?? '',
    entry.actor.ref,
    entry.cloudEvent.subject,
    entry.eventId,
    JSON.stringify(entry.cloudEvent.data),
    entry.previousHash,
    entry.hash,
  ]);
}

/**
 * A project's custody log as a file, streamed: CSV (a row per event with who by name, its data
 * as JSON and its hashes), or the CloudEvents it is made of as a JSON batch, each as it was
 * chained with its hash in `rusheschainhash`, so an auditor recomputes the chain from the file.
 */
export function custodyExport(
  db: Kysely<Database>,
  projectId: string,
  format: CustodyExportFormat,
): Readable {
  async function* chunks() {
    if (format === 'CSV') {
      yield spreadsheetCsv([csvHeader]);
      for await (const links of batchesOf(db, projectId))
        yield spreadsheetCsv(await csvRows(db, links));
      return;
    }
    let first = true;
    yield '[';
    for await (const links of batchesOf(db, projectId)) {
      for (const link of links) {
        yield `${first ? '' : ','}\n${JSON.stringify({ ...link.cloudEvent, [chainHashAttribute]: link.hash })}`;
        first = false;
      }
    }
    yield '\n]\n';
  }
  return Readable.from(chunks());
}
