export type { ProcessVersion } from './job-attempt.runner.ts';
export { startTranscoder, type Transcoder, type TranscoderOptions } from './transcoder.ts';
