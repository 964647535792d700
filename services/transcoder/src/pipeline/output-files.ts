import { readdir, stat } from 'node:fs/promises';
import { outputKey, outputLayout } from './output-layout.ts';
import type { PipelineContext } from './pipeline-context.ts';
import type { SpritePlan } from './sprites.ts';
import { uploadFiles } from './storage-files.ts';
import type { SpriteSheets } from './types.ts';

type UploadContext = Pick<PipelineContext, 'storage' | 'outDir' | 'outputPrefix' | 'signal'>;

const exists = (path: string) =>
  stat(path).then(
    (found) => found.isFile() && found.size > 0,
    () => false,
  );

/** Uploads one output file if the tool wrote it; its key, or null when there is none. */
export async function uploadOutput(ctx: UploadContext, path: string): Promise<string | null> {
  const file = `${ctx.outDir}/${path}`;
  if (!(await exists(file))) return null;
  const key = outputKey(ctx.outputPrefix, path);
  await uploadFiles(ctx.storage, [{ path: file, key }], ctx.signal);
  return key;
}

/** Uploads the sheets ffmpeg wrote for a sprite plan (`<name>_0.jpg`, `<name>_1.jpg`, …). */
export async function uploadSprites(
  ctx: UploadContext,
  plan: SpritePlan,
): Promise<SpriteSheets | null> {
  const names = await readdir(`${ctx.outDir}/${outputLayout.spriteDir}`).catch(() => []);
  const count = names.filter((name) => new RegExp(`^${plan.name}_\\d+\\.jpg$`).test(name)).length;
  if (count === 0) return null;
  const paths = Array.from({ length: count }, (_, i) => outputLayout.sprite(plan.name, i));
  const files = paths.map((path) => ({
    path: `${ctx.outDir}/${path}`,
    key: outputKey(ctx.outputPrefix, path),
  }));
  await uploadFiles(ctx.storage, files, ctx.signal);
  const { columns, rows, tileWidth, tileHeight, frameCount, intervalMs } = plan;
  const keys = files.map((file) => file.key);
  return { keys, columns, rows, tileWidth, tileHeight, frameCount, intervalMs };
}
