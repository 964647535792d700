/**
 * Serialises the caller's callbacks: they never overlap (each may append to the job's stream),
 * levels arrive in order, and progress is coalesced to the latest whole percent, rising only.
 * The first callback failure stops later ones and is rethrown by `call` and `settle`.
 */
export interface JobReporter {
  progress(percent: number): void;
  call(task: () => Promise<void>): Promise<void>;
  settle(): Promise<void>;
}

export function createJobReporter(onProgress: (percent: number) => Promise<void>): JobReporter {
  let chain: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  let reported = -1;
  let queued: number | null = null;

  const enqueue = (task: () => Promise<void>) => {
    chain = chain.then(async () => {
      if (failure) return;
      await task().catch((error: unknown) => {
        failure = { error };
      });
    });
    return chain;
  };
  const rethrow = () => {
    if (failure) throw failure.error;
  };

  return {
    progress(percent) {
      const whole = Math.floor(Math.min(100, Math.max(0, percent)));
      if (whole <= Math.max(reported, queued ?? -1)) return;
      const first = queued === null;
      queued = whole;
      if (!first) return;
      void enqueue(async () => {
        const value = queued ?? whole;
        queued = null;
        reported = value;
        await onProgress(value);
      });
    },
    async call(task) {
      await enqueue(task);
      rethrow();
    },
    async settle() {
      await chain;
      rethrow();
    },
  };
}
