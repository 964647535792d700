export type { ProcessVersion } from './job-attempt.runner.ts';
export {
  LIVE_RECORDING,
  type LiveFeedProbe,
  type LiveRecording,
  relayLiveFeed,
} from './pipeline/live-relay.ts';
export { isMediaError } from './pipeline/media-error.ts';
export { sourceLimitsOf } from './pipeline/source-limits.ts';
export { startTranscoder, type Transcoder, type TranscoderOptions } from './transcoder.ts';
export { renderWatermarked } from './watermark/render-watermarked.ts';
export { renditionRequestsIn } from './watermark/renderer.ts';
export {
  type Asked,
  RenditionStopped,
  renderingAttempt,
  renditionStep,
} from './watermark/rendition-steps.ts';
