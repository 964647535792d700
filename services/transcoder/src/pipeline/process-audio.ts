import { makePrivateFolder } from '@rushes/runtime';
import { audioRunArgs } from './ffmpeg-args.ts';
import { AUDIO_CODECS, AUDIO_ONLY_BITRATE } from './ladder.ts';
import { createLevelPublisher } from './level-publisher.ts';
import { uploadOutput } from './output-files.ts';
import { outputLayout } from './output-layout.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import type { PipelineOutputs, SourceMedia } from './types.ts';

export const AUDIO_LEVEL = 'audio';

/** One audio-only AAC level and the waveform picture. */
export async function processAudio(
  ctx: PipelineContext,
  media: SourceMedia,
  audio: { streamIndex: number },
): Promise<PipelineOutputs> {
  await makePrivateFolder(`${ctx.outDir}/${outputLayout.levelDir(AUDIO_LEVEL)}`);
  const args = audioRunArgs({
    input: ctx.input,
    outDir: ctx.outDir,
    audioStream: audio.streamIndex,
    level: { name: AUDIO_LEVEL, audioBitrate: AUDIO_ONLY_BITRATE },
  });
  const { durationMs } = media.probe;
  await runFfmpeg(ctx.ffmpegPath, args, {
    signal: ctx.signal,
    durationMs,
    onProgress: ctx.progress,
  });
  const publish = createLevelPublisher(ctx);
  await publish.publish({
    name: AUDIO_LEVEL,
    width: 0,
    height: 0,
    codecs: AUDIO_CODECS,
    frameRate: null,
    range: null,
  });
  return {
    posterKey: null,
    thumbnailKey: null,
    waveformKey: await uploadOutput(ctx, outputLayout.waveform),
    playerSprite: null,
    thumbnailSprite: null,
  };
}
