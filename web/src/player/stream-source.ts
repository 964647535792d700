/**
 * The URL the player opens for a version's stream. The master playlist keeps its URL while
 * the ladder grows (and may be cached), so the number of published levels is part of the
 * source: a newly published level reopens the stream at the same position, fetching afresh.
 */
export function streamSource(streamUrl: string, publishedLevels: number): string {
  const separator = streamUrl.includes('?') ? '&' : '?';
  return `${streamUrl}${separator}levels=${publishedLevels}`;
}
