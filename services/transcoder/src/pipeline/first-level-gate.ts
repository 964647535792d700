/**
 * First levels ahead of ladders in one transcoder (decision 0135): while a first level encodes
 * (`hold`), the encoders of ladders are told to wait (`watch`), and told again when none does.
 */
export interface FirstLevelGate {
  /** Runs `work` as a first level's encoding: ladders wait until it, and any other, ends. */
  hold<T>(work: () => Promise<T>): Promise<T>;
  /** Whether a first level is encoding now. */
  readonly busy: boolean;
  /** Hears each change of `busy`; returns the way to stop hearing. */
  watch(listener: (busy: boolean) => void): () => void;
}

export function createFirstLevelGate(): FirstLevelGate {
  let holders = 0;
  const listeners = new Set<(busy: boolean) => void>();
  const tell = (busy: boolean) => {
    for (const listener of listeners) listener(busy);
  };
  return {
    async hold(work) {
      holders += 1;
      if (holders === 1) tell(true);
      try {
        return await work();
      } finally {
        holders -= 1;
        if (holders === 0) tell(false);
      }
    },
    get busy() {
      return holders > 0;
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
