export type { ProcessVersion } from './job-attempt.runner.ts';
export {
  LIVE_RECORDING,
  type LiveFeedProbe,
  type LiveRecording,
  relayLiveFeed,
} from './pipeline/live-relay.ts';
export { sourceLimitsOf } from './pipeline/source-limits.ts';
export { startTranscoder, type Transcoder, type TranscoderOptions } from './transcoder.ts';
