import type { PutPart, PutPartRequest } from './part-uploader.ts';

/** A test double of storage: the PUTs of parts wait until the test answers them. */

export interface PendingPut extends PutPartRequest {
  succeed(): void;
  fail(): void;
}

export function fakeStorage() {
  const pending: PendingPut[] = [];
  const all: PendingPut[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const putPart: PutPart = (request) =>
    new Promise((resolve, reject) => {
      let open = true;
      const close = () => {
        if (!open) return false;
        open = false;
        inFlight -= 1;
        pending.splice(pending.indexOf(put), 1);
        return true;
      };
      const put: PendingPut = {
        ...request,
        succeed: () => close() && resolve(`"etag-${request.url}"`),
        fail: () => close() && reject(new Error('HTTP 500')),
      };
      request.signal.addEventListener('abort', () => close() && reject(request.signal.reason));
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      pending.push(put);
      all.push(put);
    });
  const at = (list: PendingPut[], index: number) => {
    const put = list.at(index);
    if (!put) throw new Error(`no PUT at ${index}`);
    return put;
  };
  return {
    putPart,
    pending,
    all,
    /** The PUT waiting at `index` (negative from the end). */
    waiting: (index: number) => at(pending, index),
    /** The PUT sent at `index`, answered or not. */
    sent: (index: number) => at(all, index),
    maxInFlight: () => maxInFlight,
    /** Answers every PUT waiting now. */
    succeedAll: () => {
      for (const put of [...pending]) put.succeed();
    },
  };
}
