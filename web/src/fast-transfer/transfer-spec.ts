import type { TransferSpec } from '@rushes/rules';
import type { UploadChoice } from './transfer-client.ts';

/** The last segment of a path of any operating system. */
export const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/**
 * An upload's spec for a client that reads the files itself (Connect): each path's source, the
 * file's name as the token has it, becomes the file's path on the computer. A source no chosen
 * file has is left as it is (the client then refuses it, and the upload does not start).
 */
export function withLocalSources(spec: TransferSpec, choice: UploadChoice): TransferSpec {
  const byName = new Map(choice.localPaths.map((path) => [baseName(path), path]));
  return {
    ...spec,
    source_root: '',
    paths: spec.paths.map((path) => ({
      ...path,
      source: byName.get(baseName(path.source)) ?? path.source,
    })),
  };
}
