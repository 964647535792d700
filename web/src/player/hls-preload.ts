/**
 * hls.js loads with the first stream rather than with the page (it is large). The viewer's route
 * starts loading it beside its queries, so the stream opens as soon as the player mounts instead
 * of waiting for the chunk then (media-handling: opening an asset to its first frame).
 */
export function preloadHls(): void {
  import('hls.js').catch(() => undefined);
}
