import {
  partRange,
  partsToSend,
  type StartHelperTransfer,
  sleep,
  stagedUploadName,
} from '@rushes/rules';
import { FileFailure, type TransferEngine } from '../engine.ts';
import { receiveFiles } from '../http/download.ts';
import { type RushesApi, rushesApi } from '../http/rushes-api.ts';
import { md5Of } from '../http/storage-http.ts';
import { type ClipParts, sendFiles, type UploadWay } from '../http/upload.ts';
import { roundTripMs } from './round-trip.ts';
import {
  type PartToRelay,
  RelayRefused,
  type TransferServerApi,
  transferServerApi,
} from './transfer-server-api.ts';
import { sendByUftp } from './uftp-sender.ts';

/** How often the transfer server is asked how much has arrived, for the page's progress. */
const PROGRESS_EVERY_MS = 500;
/** How often, while UFTP sends, the parts that arrived whole are handed on to storage. */
const RELAY_EVERY_MS = 2000;
/** UFTP sessions tried for one file before it fails. */
const SESSIONS = 5;

/** Follows what has arrived at the transfer server until `done` settles. */
async function followArrival(
  server: TransferServerApi,
  name: string,
  clip: ClipParts,
  done: Promise<unknown>,
): Promise<void> {
  let settled = false;
  done.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    const arrived = await server.arrived(name, clip.signal).catch(() => null);
    if (arrived) clip.file.update({ sent: Math.min(arrived.received, clip.blob.size) });
    await sleep(PROGRESS_EVERY_MS, clip.signal).catch(() => {});
  }
}

/**
 * The parts storage lacks, each with the MD5 of its bytes in the file (its URL set later), read
 * one after another: hashing is the limit, and a file may have 10,000 parts.
 */
async function partsToRelay(clip: ClipParts): Promise<PartToRelay[]> {
  const { blob, upload, urls, held, signal } = clip;
  const parts: PartToRelay[] = [];
  for (const partNumber of partsToSend(urls.length, held)) {
    const { start, end } = partRange(blob.size, upload.partSize, partNumber);
    const md5 = await md5Of(blob.slice(start, end), signal);
    parts.push({ partNumber, offset: start, size: end - start, url: '', md5 });
  }
  return parts;
}

/**
 * Hands the server the parts not yet relayed, with their URLs as they are now (a refused URL is
 * signed again once); keeps what it relayed, answers what is pending.
 */
async function relayRest(
  server: TransferServerApi,
  name: string,
  clip: ClipParts,
  parts: readonly PartToRelay[],
  relayed: Map<number, string>,
  { arriving = false } = {},
): Promise<number[]> {
  const rest = () =>
    parts
      .filter((part) => !relayed.has(part.partNumber))
      .map((part) => ({ ...part, url: clip.urls[part.partNumber - 1] ?? '' }));
  if (rest().length === 0) return [];
  const relay = () => server.relay(name, rest(), clip.signal, arriving);
  const answer = await relay().catch(async (error: unknown) => {
    if (!(error instanceof RelayRefused)) throw error;
    await clip.resign();
    return relay();
  });
  const md5s = new Map(parts.map((part) => [part.partNumber, part.md5]));
  for (const { partNumber, etag } of answer.parts) {
    if (etag.replaceAll('"', '') !== md5s.get(partNumber)) {
      throw new FileFailure(`storage holds other bytes for part ${partNumber}`);
    }
    relayed.set(partNumber, etag);
  }
  return answer.pending;
}

/**
 * Has Rushes take the whole file the server received as every part (local disk beside the
 * server); false where it cannot. Each part it holds must be the helper's own bytes.
 */
async function takeWhole(
  api: RushesApi,
  clip: ClipParts,
  parts: readonly PartToRelay[],
  relayed: Map<number, string>,
): Promise<boolean> {
  // a file part of which storage held before is sent on: its parts here are not all of it
  if (clip.held.length > 0) return false;
  const named = parts.map(({ partNumber, md5 }) => ({ partNumber, md5 }));
  const taken = await api.takeStagedUpload(clip.upload.id, named, clip.signal);
  if (taken === null) return false;
  const md5s = new Map(parts.map((part) => [part.partNumber, part.md5]));
  for (const { partNumber, etag } of taken) {
    if (etag.replaceAll('"', '') !== md5s.get(partNumber)) {
      throw new FileFailure(`storage holds other bytes for part ${partNumber}`);
    }
    relayed.set(partNumber, etag);
  }
  return true;
}

/**
 * UFTP's way (decision 0132): the clip goes whole by UFTP to the transfer server, named by its
 * upload; as it arrives, the server sends each part whose bytes are all there to its signed URL
 * from its near side, and the rest once the file is whole, unless Rushes takes the whole file
 * where the server left it (local disk on the same machine). Every ETag is the MD5 of the
 * helper's own bytes: what is finalised is what was read here.
 */
function relayThroughServer(api: RushesApi, engineUrl: string, rateKbps: number): UploadWay {
  const server = transferServerApi(engineUrl);
  return {
    // One file at a time: each session sends at the link's whole rate.
    filesAtOnce: 1,
    async sendParts(clip) {
      const { upload, held, signal } = clip;
      if (partsToSend(clip.urls.length, held).length === 0) return held;
      // The file's name at the server: its upload's id, in letters a file name may hold.
      const name = stagedUploadName(upload.id);
      // The parts' MD5s are read while UFTP sends: the file is read twice, side by side.
      const reading = partsToRelay(clip);
      reading.catch(() => {});
      const relayed = new Map<number, string>();
      // Stops the early relay as soon as UFTP is done: the last relay then starts at once.
      const sent = new AbortController();
      const early = (async () => {
        const parts = await reading;
        const waiting = AbortSignal.any([signal, sent.signal]);
        while (!waiting.aborted) {
          const before = relayed.size;
          // while the file arrives only: once whole, Rushes may take it whole
          const arriving = { arriving: true };
          await relayRest(server, name, clip, parts, relayed, arriving).catch(() => {});
          // a request that relayed something asks again at once; one that did not, later
          if (relayed.size === before) await sleep(RELAY_EVERY_MS, waiting).catch(() => {});
        }
      })();
      try {
        for (let session = 1; !(await server.arrived(name, signal)).complete; session += 1) {
          const receiver = await server.receiver(signal);
          const sending = sendByUftp({ ...{ path: clip.path, name, receiver, rateKbps, signal } });
          await Promise.all([sending, followArrival(server, name, clip, sending)]).catch(
            (error) => {
              if (signal.aborted || session >= SESSIONS) throw error;
            },
          );
        }
      } finally {
        sent.abort();
        await early;
      }
      const toRelay = await reading;
      const pending = (await takeWhole(api, clip, toRelay, relayed))
        ? []
        : await relayRest(server, name, clip, toRelay, relayed);
      if (pending.length > 0) throw new FileFailure(`parts ${pending.join(', ')} did not arrive`);
      await server.forget(name);
      clip.file.update({ sent: clip.blob.size });
      const parts = [...relayed].map(([partNumber, etag]) => ({ partNumber, etag }));
      return [...held, ...parts].sort((a, b) => a.partNumber - b.partNumber);
    },
  };
}

/**
 * The UFTP engine: uploads to a transfer server that receives UFTP (its token names the server's
 * `engine_url`), downloads as the HTTP engine does. It takes an upload only where the server is
 * further than `nearMs` away (decision 0128's probe): on a near link TCP fills the link, and the
 * HTTP engine's parts go straight to storage without UFTP's rate and the server's relay.
 */
export const uftpEngine = (nearMs: number): TransferEngine => ({
  name: 'uftp',
  async suits(start: StartHelperTransfer) {
    if (start.direction !== 'upload' || !start.spec.engine_url) return false;
    const ms = await roundTripMs(start.spec.engine_url);
    return ms !== null && ms > nearMs;
  },
  upload(run) {
    const { spec } = run.start;
    const api = rushesApi(spec);
    const way = relayThroughServer(api, spec.engine_url ?? '', spec.target_rate_kbps);
    return sendFiles(api, run, way);
  },
  download: (run) => receiveFiles(rushesApi(run.start.spec), run),
});
