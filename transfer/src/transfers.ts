import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type {
  HelperEngine,
  HelperTransfer,
  HelperTransferFile,
  HelperTransferState,
  StartHelperDownload,
  StartHelperTransfer,
  StartHelperUpload,
} from '@rushes/rules';
import {
  type EngineRun,
  type FileRun,
  queuedFile,
  RunStopped,
  type TransferEngine,
} from './engines/engine.ts';
import { filesToSend } from './files/local-files.ts';
import { HelperRefusal } from './problem.ts';
import type { StateStore, StoredTransfer } from './state/state-store.ts';

/** A transfer's changes reach the page at most this often. */
export const EVENT_EVERY_MS = 500;
/** A running transfer is written to disk at most this often (and at once when it ends). */
const SAVE_EVERY_MS = 1000;
/** The rate shown is the bytes of the last few seconds. */
const RATE_WINDOW_MS = 3000;
/** Finished transfers are listed this long, then forgotten at the next start. */
const FINISHED_KEPT_MS = 7 * 24 * 3600_000;

const FINISHED: readonly HelperTransferState[] = ['completed', 'failed', 'cancelled'];
export const isFinished = (state: HelperTransferState) => FINISHED.includes(state);

interface Live {
  stored: StoredTransfer;
  /** Set while its engine runs. */
  controller: AbortController | null;
  running: Promise<void> | null;
  /** Bytes of each file that were there already: not part of the rate. */
  resumed: Map<number, number>;
  samples: { at: number; bytes: number }[];
  emittedAt: number;
  emitTimer: ReturnType<typeof setTimeout> | null;
  saveTimer: ReturnType<typeof setTimeout> | null;
}

const liveOf = (stored: StoredTransfer): Live => ({
  stored,
  controller: null,
  running: null,
  resumed: new Map(),
  samples: [],
  emittedAt: 0,
  emitTimer: null,
  saveTimer: null,
});

const sum = (files: readonly HelperTransferFile[], of: (file: HelperTransferFile) => number) =>
  files.reduce((total, file) => total + of(file), 0);

/**
 * The helper's transfers: started by the page, run by an engine, kept on disk as they go, so that
 * after a restart the unfinished ones resume (their token checked by Rushes again). Listeners
 * hear each transfer at most every `EVENT_EVERY_MS`.
 */
export function createTransfers(options: {
  store: StateStore;
  engines: readonly TransferEngine[];
  log: (line: string) => void;
  now?: () => number;
}) {
  const { store, engines, log } = options;
  const now = options.now ?? Date.now;
  const live = new Map<string, Live>();
  const listeners = new Set<(transfer: HelperTransfer) => void>();
  let ticker: ReturnType<typeof setInterval> | null = null;

  /** The first engine that suits the transfer; HTTP suits every one. */
  async function engineFor(start: StartHelperTransfer): Promise<HelperEngine> {
    for (const engine of engines) if (await engine.suits(start)) return engine.name;
    return 'http';
  }

  /** The transfer's totals from its files: summed when read, not at every byte. */
  function tally(l: Live): HelperTransfer {
    const { transfer } = l.stored;
    transfer.bytes = sum(transfer.files, (file) => file.size);
    transfer.sent = sum(transfer.files, (file) => file.sent);
    return transfer;
  }

  const snapshot = (l: Live): HelperTransfer => structuredClone(tally(l));

  function emit(l: Live) {
    l.emitTimer = null;
    l.emittedAt = now();
    const transfer = snapshot(l);
    for (const listener of listeners) listener(transfer);
  }

  function changed(l: Live) {
    l.stored.transfer.updatedAt = new Date(now()).toISOString();
    if (!l.emitTimer) {
      const wait = l.emittedAt + EVENT_EVERY_MS - now();
      if (wait <= 0) emit(l);
      else l.emitTimer = setTimeout(() => emit(l), wait);
    }
    l.saveTimer ??= setTimeout(() => void save(l), SAVE_EVERY_MS);
  }

  async function save(l: Live) {
    if (l.saveTimer) clearTimeout(l.saveTimer);
    l.saveTimer = null;
    tally(l);
    await store.writeTransfer(l.stored).catch((error: unknown) => {
      log(`transfer ${l.stored.transfer.id} not saved: ${(error as Error).message}`);
    });
  }

  /** The rate of each running transfer, from its bytes of the last seconds. */
  function tick() {
    const at = now();
    for (const l of live.values()) {
      if (!l.running) continue;
      const transfer = tally(l);
      const resumed = [...l.resumed.values()].reduce((total, bytes) => total + bytes, 0);
      l.samples = [
        ...l.samples.filter((s) => s.at >= at - RATE_WINDOW_MS),
        { at, bytes: transfer.sent - resumed },
      ];
      const first = l.samples[0];
      const rate =
        first && at > first.at
          ? Math.max(0, ((transfer.sent - resumed - first.bytes) * 1000) / (at - first.at))
          : 0;
      if (Math.round(rate) !== transfer.bytesPerSecond) {
        transfer.bytesPerSecond = Math.round(rate);
        changed(l);
      }
    }
  }

  function fileRun(l: Live, index: number): FileRun {
    const file = () => {
      const found = l.stored.transfer.files[index];
      if (!found) throw new Error(`transfer ${l.stored.transfer.id} has no file ${index}`);
      return found;
    };
    return {
      current: () => ({ ...file() }),
      update(change) {
        Object.assign(file(), change);
        changed(l);
      },
      resumed(bytes) {
        l.resumed.set(index, (l.resumed.get(index) ?? 0) + bytes);
      },
      kept: () => l.stored.resume[file().path] ?? null,
      keep(data) {
        l.stored.resume[file().path] = data;
        changed(l);
      },
    };
  }

  function engineRun<Start extends StartHelperTransfer>(
    l: Live,
    signal: AbortSignal,
  ): EngineRun<Start> {
    return {
      start: l.stored.start as Start,
      signal,
      files: () => l.stored.transfer.files,
      setFiles(files) {
        const known = new Map(l.stored.transfer.files.map((file) => [file.name, file]));
        l.stored.transfer.files = files.map((file) => known.get(file.name) ?? file);
        changed(l);
      },
      file: (index) => fileRun(l, index),
      flush: () => save(l),
      log,
    };
  }

  /** How a run ended, from its files: every one completed, or some failed. */
  function settle(l: Live, state: HelperTransferState, error: string | null) {
    const { transfer } = l.stored;
    for (const file of transfer.files) {
      if (isFinished(file.state)) continue;
      file.state = state === 'cancelled' ? 'cancelled' : 'failed';
      file.error = state === 'cancelled' ? null : error;
    }
    const failed = transfer.files.filter((file) => file.state === 'failed').length;
    transfer.state = state === 'completed' && failed > 0 ? 'failed' : state;
    transfer.error =
      error ?? (failed > 0 ? `${failed} of ${transfer.files.length} files failed` : null);
    transfer.bytesPerSecond = 0;
    changed(l);
  }

  function run(l: Live) {
    const engine = engines.find((each) => each.name === l.stored.transfer.engine) ?? engines[0];
    if (!engine) throw new Error('the helper has no engine');
    const controller = new AbortController();
    l.controller = controller;
    l.resumed.clear();
    l.samples = [];
    l.stored.transfer.engine = engine.name;
    l.stored.transfer.state = 'running';
    l.stored.transfer.error = null;
    changed(l);
    const { start } = l.stored;
    const moving =
      start.direction === 'upload'
        ? engine.upload(engineRun<StartHelperUpload>(l, controller.signal))
        : engine.download(engineRun<StartHelperDownload>(l, controller.signal));
    l.running = moving
      .then(() => settle(l, 'completed', null))
      .catch((error: unknown) => {
        const reason: unknown = controller.signal.reason;
        if (reason instanceof RunStopped) {
          return reason.cancelled ? settle(l, 'cancelled', null) : undefined;
        }
        settle(l, 'failed', (error as Error).message);
      })
      .then(async () => {
        l.running = null;
        l.controller = null;
        await save(l);
        const { id, state } = l.stored.transfer;
        log(`transfer ${id}: ${state}`);
      });
  }

  return {
    /** Reads the transfers on disk, forgets old finished ones and resumes the unfinished. */
    async load(): Promise<void> {
      for (const stored of await store.readTransfers()) {
        const { transfer } = stored;
        if (
          isFinished(transfer.state) &&
          Date.parse(transfer.updatedAt) < now() - FINISHED_KEPT_MS
        ) {
          await store.removeTransfer(transfer.id);
          continue;
        }
        const l = liveOf(stored);
        live.set(transfer.id, l);
        if (!isFinished(transfer.state)) {
          log(`transfer ${transfer.id}: resuming`);
          run(l);
        }
      }
      ticker = setInterval(tick, EVENT_EVERY_MS);
      ticker.unref();
    },

    /** Starts what the page asked; the transfer as it begins. */
    async start(start: StartHelperTransfer): Promise<HelperTransfer> {
      const files = await filesOf(start);
      const at = new Date(now()).toISOString();
      const transfer: HelperTransfer = {
        id: randomUUID(),
        transferId: start.spec.tags.transfer_id,
        direction: start.direction,
        engine: await engineFor(start),
        state: 'queued',
        projectId: start.projectId,
        folderId: start.direction === 'upload' ? start.folderId : null,
        files,
        bytes: sum(files, (file) => file.size),
        sent: 0,
        bytesPerSecond: 0,
        createdAt: at,
        updatedAt: at,
        error: null,
      };
      const l = liveOf({ transfer, start, resume: {} });
      live.set(transfer.id, l);
      await save(l);
      const what =
        start.direction === 'upload'
          ? `${files.length} ${files.length === 1 ? 'file' : 'files'}`
          : `into ${start.destination}`;
      log(`transfer ${transfer.id}: ${start.direction} of ${what}`);
      run(l);
      return snapshot(l);
    },

    list: (): HelperTransfer[] =>
      [...live.values()].map(snapshot).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),

    /** Cancels an unfinished transfer; a finished one is answered as it is. */
    async cancel(id: string): Promise<HelperTransfer> {
      const l = live.get(id);
      if (!l) throw new HelperRefusal('NOT_FOUND', `no transfer ${id}`);
      if (l.controller && l.running) {
        const running = l.running;
        l.controller.abort(new RunStopped(true));
        await running;
      }
      return snapshot(l);
    },

    /** Hears every change of every transfer; the function returned stops it. */
    subscribe(listener: (transfer: HelperTransfer) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Stops every engine as a crash would, keeping what each did: they resume at the next start. */
    async close(): Promise<void> {
      if (ticker) clearInterval(ticker);
      const running = [...live.values()].flatMap((l) => {
        l.controller?.abort(new RunStopped(false));
        return l.running ? [l.running] : [];
      });
      await Promise.all(running);
      for (const l of live.values()) {
        if (l.emitTimer) clearTimeout(l.emitTimer);
        if (l.saveTimer) await save(l);
      }
      listeners.clear();
    },
  };
}

export type Transfers = ReturnType<typeof createTransfers>;

/** An upload's files, listed now; a download's come from Rushes once it runs. */
async function filesOf(start: StartHelperTransfer): Promise<HelperTransferFile[]> {
  if (start.direction === 'download') {
    const folder = await stat(start.destination).catch(() => null);
    if (!folder?.isDirectory()) {
      throw new HelperRefusal('BAD_INPUT', `${start.destination} is not a folder of this machine`);
    }
    return [];
  }
  const files = await filesToSend(start.paths);
  if (files.length === 0) throw new HelperRefusal('BAD_INPUT', 'the paths hold no file to send');
  if (start.assetId && files.length > 1) {
    throw new HelperRefusal('BAD_INPUT', 'a new version is one file');
  }
  return files.map((file) => queuedFile(file.path, file.name, file.size));
}
