export type { ProcessVersion, TranscoderLogger } from './job-attempt.runner.ts';
export { startTranscoder, type Transcoder, type TranscoderOptions } from './transcoder.ts';
