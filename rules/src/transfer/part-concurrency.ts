/**
 * How many parts of a file are in flight, adapted to the link (additive increase, multiplicative
 * decrease): one more while the parts keep their throughput, half as many when a part fails or
 * stalls. A browser's few TCP streams each slow down on a lossy, distant link; more of them fill
 * it, and past its capacity they only share it.
 */
export const MIN_PARTS_IN_FLIGHT = 2;
export const MAX_PARTS_IN_FLIGHT = 16;
/** Where a file starts: the 6 parallel parts of media-handling section 9. */
export const FIRST_PARTS_IN_FLIGHT = 6;

/** Where a file's parts in flight start and how high they may go. */
export interface PartsInFlight {
  first: number;
  max: number;
}
/** The browser's: the spec's 6 to start, and no more than its connections carry. */
export const browserPartsInFlight: PartsInFlight = {
  first: FIRST_PARTS_IN_FLIGHT,
  max: MAX_PARTS_IN_FLIGHT,
};

export interface PartConcurrency {
  /** Parts in flight now. */
  limit: number;
  /** The most it may reach. */
  max: number;
  /** Bytes per millisecond of each part sent at this limit so far. */
  rates: readonly number[];
  /** The mean rate per part at the limit before this one, once it was measured. */
  before: number | null;
}

export const firstConcurrency = (bounds = browserPartsInFlight): PartConcurrency => ({
  limit: bounds.first,
  max: bounds.max,
  rates: [],
  before: null,
});

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Whether one more part in flight paid: the file as a whole went faster by at least half a
 * part's worth, i.e. each part kept most of the rate it had with one fewer beside it.
 */
const heldUp = (rate: number, before: number, limit: number) =>
  limit * rate - (limit - 1) * before >= before / 2;

/**
 * A part went through: `bytes` in `ms`. Once as many parts as the limit were measured at it,
 * the limit goes one up when they held their rate (or nothing was measured before), and stays
 * otherwise, measured again.
 */
export function afterPartSent(
  state: PartConcurrency,
  part: { bytes: number; ms: number },
): PartConcurrency {
  const rates = [...state.rates, part.bytes / Math.max(part.ms, 1)];
  if (rates.length < state.limit) return { ...state, rates };
  const rate = mean(rates);
  const raise =
    state.limit < state.max && (state.before === null || heldUp(rate, state.before, state.limit));
  if (!raise) return { ...state, rates: [] };
  return { ...state, limit: state.limit + 1, rates: [], before: rate };
}

/** A part failed or stalled: half as many in flight (at least the minimum), measured anew. */
export const afterPartFailed = (state: PartConcurrency): PartConcurrency => ({
  ...state,
  limit: Math.max(MIN_PARTS_IN_FLIGHT, Math.floor(state.limit / 2)),
  rates: [],
  before: null,
});
