/** Fatal streaming errors are retried up to 5 times (media-handling sections 4 and 9). */
export const MAX_FATAL_RETRIES = 5;

export type Recovery = 'restart-loading' | 'recover-media' | 'give-up';

/** Network errors restart loading, media errors attempt recovery, anything else gives up. */
export function recoveryFor(errorType: string, retriesSoFar: number): Recovery {
  if (retriesSoFar >= MAX_FATAL_RETRIES) return 'give-up';
  if (errorType === 'networkError') return 'restart-loading';
  if (errorType === 'mediaError') return 'recover-media';
  return 'give-up';
}
