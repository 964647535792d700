import { useSyncExternalStore } from 'react';

/** A comment as the seek bar marks it; times in seconds, `end` for a range comment. */
export interface SeekMark {
  id: string;
  start: number;
  end: number | null;
  author: string;
  text: string;
}

/** What the comments beside the player lend the seek bar: their marks and how to pick one. */
export interface SeekMarkSet {
  marks: readonly SeekMark[];
  selectedId: string | null;
  /** Selects the comment and goes to its start. */
  pick(id: string): void;
}

/** The marks outside React state, so the player and the comments need not share a parent. */
export interface SeekMarkStore {
  current(): SeekMarkSet | null;
  publish(set: SeekMarkSet | null): void;
  subscribe(listener: () => void): () => void;
}

export function createSeekMarkStore(): SeekMarkStore {
  let set: SeekMarkSet | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => set,
    publish(next) {
      set = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSeekMarks(store: SeekMarkStore): SeekMarkSet | null {
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}
