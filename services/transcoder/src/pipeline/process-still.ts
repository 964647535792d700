import { imageRunArgs, pdfThumbnailArgs } from './ffmpeg-args.ts';
import { MediaError } from './media-error.ts';
import { mediaMessages } from './media-messages.ts';
import { uploadOutput } from './output-files.ts';
import { outputLayout } from './output-layout.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { runFfmpeg, runTool } from './run-ffmpeg.ts';
import { planImageStills, THUMBNAIL_BOX } from './stills.ts';
import type { Picture, PipelineOutputs } from './types.ts';

const PDFTOPPM = 'pdftoppm';

const noOutputs: PipelineOutputs = {
  posterKey: null,
  thumbnailKey: null,
  waveformKey: null,
  playerSprite: null,
  thumbnailSprite: null,
};

/** Poster and thumbnail JPEGs of an image; no HLS. */
export async function processImage(
  ctx: PipelineContext,
  picture: Picture,
): Promise<PipelineOutputs> {
  const args = imageRunArgs({
    input: ctx.input,
    outDir: ctx.outDir,
    videoStream: picture.streamIndex,
    stills: planImageStills(picture),
  });
  await runFfmpeg(ctx.ffmpegPath, args, { signal: ctx.signal, durationMs: null });
  return {
    ...noOutputs,
    posterKey: await uploadOutput(ctx, outputLayout.poster),
    thumbnailKey: await uploadOutput(ctx, outputLayout.thumbnail),
  };
}

const isMissingTool = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** A thumbnail of page 1 with poppler's pdftoppm; none when pdftoppm is not installed. */
export async function processPdf(ctx: PipelineContext): Promise<PipelineOutputs> {
  const outBase = `${ctx.outDir}/${outputLayout.thumbnail.replace(/\.jpg$/, '')}`;
  const args = pdfThumbnailArgs(ctx.input, outBase, THUMBNAIL_BOX.width);
  const result = await runTool(PDFTOPPM, args, { signal: ctx.signal }).catch((error: unknown) =>
    isMissingTool(error) ? null : Promise.reject(error),
  );
  if (result === null) return noOutputs;
  if (result.exitCode !== 0) throw new MediaError(mediaMessages.unreadablePdf, result.stderr);
  return { ...noOutputs, thumbnailKey: await uploadOutput(ctx, outputLayout.thumbnail) };
}

export const processOther = async (): Promise<PipelineOutputs> => noOutputs;
