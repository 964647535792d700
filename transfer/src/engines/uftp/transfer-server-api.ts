import type { UploadedPart } from '@rushes/rules';
import { FileFailure } from '../engine.ts';

/** Where the transfer server receives UFTP: its host (the engine URL's), port and client id. */
export interface UftpReceiver {
  host: string;
  port: number;
  uid: string;
}

/** A part the transfer server is to send to storage from the file it received. */
export interface PartToRelay {
  partNumber: number;
  offset: number;
  size: number;
  url: string;
  md5: string;
}

/** Storage refused a relayed part (its URL expired, say): sign the URLs again and ask again. */
export class RelayRefused extends Error {
  override name = 'RelayRefused';
}

/**
 * Rushes Transfer's server (services/transfer-server) as the helper calls it: where it receives
 * UFTP, how much of a file has arrived, the parts to send on to storage, and the file to forget.
 */
export function transferServerApi(engineUrl: string) {
  const base = new URL(engineUrl);
  const url = (path: string) => new URL(path, base).href;

  async function json<T>(path: string, init: RequestInit): Promise<T> {
    const answer = await fetch(url(path), init);
    const body = (await answer.json().catch(() => ({}))) as { message?: string; code?: string };
    if (answer.status === 502) throw new RelayRefused(body.message ?? 'storage refused a part');
    if (!answer.ok) {
      throw new FileFailure(`the transfer server refused it: ${body.message ?? answer.status}`);
    }
    return body as T;
  }

  return {
    async receiver(signal: AbortSignal): Promise<UftpReceiver> {
      const hello = await json<{ uftp: { port: number; uid: string } }>('/v1/hello', { signal });
      return { host: base.hostname, ...hello.uftp };
    },
    arrived: (name: string, signal: AbortSignal) =>
      json<{ received: number; complete: boolean }>(`/v1/uploads/${name}`, { signal }),
    /**
     * Relays the parts whose bytes are all there; the others are pending. `arriving`: only while
     * the file still arrives (once whole, Rushes may take it whole instead).
     */
    relay(name: string, parts: PartToRelay[], signal: AbortSignal, arriving = false) {
      return json<{ parts: UploadedPart[]; pending: number[] }>(`/v1/uploads/${name}/parts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ parts, ...(arriving && { arriving }) }),
        signal,
      });
    },
    async forget(name: string): Promise<void> {
      await fetch(url(`/v1/uploads/${name}`), { method: 'DELETE' }).catch(() => {});
    },
  };
}

export type TransferServerApi = ReturnType<typeof transferServerApi>;
