import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage } from './part-uploader.fixture.ts';
import { uploadParts } from './part-uploader.ts';
import type { UploadedPart } from './resume-plan.ts';
import { backoffMs, PART_ATTEMPTS, PartStalledError, STALL_MS } from './run-parts.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

/** A file of `size` bytes in parts of `partSize`, sent to the fake storage. */
function send(size: number, partSize: number, held: UploadedPart[] = []) {
  const storage = fakeStorage();
  const count = Math.ceil(size / partSize);
  const progress: number[] = [];
  const result = uploadParts({
    file: new Blob([new Uint8Array(size)]),
    partSize,
    urls: Array.from({ length: count }, (_, index) => `part-${index + 1}`),
    putPart: storage.putPart,
    signal: new AbortController().signal,
    held,
    onProgress: (uploaded) => progress.push(uploaded),
  });
  result.catch(() => {});
  const part = (url: string) => storage.pending.find((put) => put.url === url);
  return { storage, progress, result, part };
}

async function succeedOneByOne(storage: ReturnType<typeof fakeStorage>) {
  while (storage.pending.length > 0) {
    storage.waiting(0).succeed();
    await settle();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sending the parts of a file', () => {
  it('sends only the parts not held; progress starts from the held bytes', async () => {
    const held = [
      { partNumber: 1, etag: '"held-1"' },
      { partNumber: 3, etag: '"held-3"' },
    ];
    const { storage, progress, result } = send(25, 10, held);
    await settle();
    expect(progress[0]).toBe(15);
    expect(storage.pending.map((put) => put.url)).toEqual(['part-2']);
    storage.waiting(0).onProgress(4);
    expect(progress.at(-1)).toBe(19);
    storage.waiting(0).onProgress(10);
    storage.succeedAll();
    expect(await result).toEqual([
      { partNumber: 1, etag: '"held-1"' },
      { partNumber: 2, etag: '"etag-part-2"' },
      { partNumber: 3, etag: '"held-3"' },
    ]);
    expect(progress.at(-1)).toBe(25);
  });

  it('puts more parts in flight while they go through at their rate', async () => {
    const { storage, result } = send(60, 1);
    await settle();
    expect(storage.pending).toHaveLength(6);
    await succeedOneByOne(storage);
    await result;
    // 6 → 7 after 6 parts, → 8 after 7 more, → 9 after 8, → 10 after 9, → 11 after 10
    expect(storage.maxInFlight()).toBe(11);
  });

  it('halves the parts in flight when one fails, and tries that one again', async () => {
    const { storage, part, result } = send(20, 1);
    await settle();
    part('part-1')?.fail();
    await settle();
    storage.waiting(0).succeed();
    storage.waiting(0).succeed();
    await settle();
    // three parts in flight now, and the failed one waiting its turn: nothing new started
    expect(storage.all).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(backoffMs(2));
    expect(storage.pending.map((put) => put.url)).toContain('part-1');
    await succeedOneByOne(storage);
    expect(await result).toHaveLength(20);
  });

  it('drops a part that stops sending for 30 s and sends it again', async () => {
    const { storage, result } = send(10, 10);
    await settle();
    const first = storage.waiting(0);
    // waiting for a connection is no stall
    await vi.advanceTimersByTimeAsync(2 * STALL_MS);
    expect(first.signal.aborted).toBe(false);
    first.onProgress(5);
    await vi.advanceTimersByTimeAsync(STALL_MS - 1);
    expect(first.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.signal.reason).toBeInstanceOf(PartStalledError);
    await vi.advanceTimersByTimeAsync(backoffMs(2));
    storage.waiting(0).succeed();
    expect(await result).toEqual([{ partNumber: 1, etag: '"etag-part-1"' }]);
  });

  it(`gives a part ${PART_ATTEMPTS} attempts before the upload fails`, async () => {
    const { storage, part, result } = send(20, 10);
    await settle();
    for (let attempt = 1; attempt < PART_ATTEMPTS; attempt++) {
      await vi.advanceTimersByTimeAsync(backoffMs(attempt));
      part('part-1')?.fail();
      await settle();
      part('part-2')?.onProgress(1);
    }
    await vi.advanceTimersByTimeAsync(backoffMs(PART_ATTEMPTS));
    part('part-1')?.fail();
    await expect(result).rejects.toThrow('HTTP 500');
    expect(storage.pending).toEqual([]);
  });
});
