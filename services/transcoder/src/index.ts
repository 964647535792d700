export type { ProcessVersion } from './job-attempt.runner.ts';
export { sourceLimitsOf } from './pipeline/source-limits.ts';
export { startTranscoder, type Transcoder, type TranscoderOptions } from './transcoder.ts';
