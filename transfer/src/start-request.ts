import { isAbsolute } from 'node:path';
import type { StartHelperTransfer, TransferSpec } from '@rushes/rules';
import { HelperRefusal } from './problem.ts';

type Json = Record<string, unknown>;

const refuse = (message: string): never => {
  throw new HelperRefusal('BAD_INPUT', message);
};
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, name: string): string =>
  typeof value === 'string' && value !== '' ? value : refuse(`${name} must be a non-empty text`);

/** The fields of the transfer token the helper uses, checked; the rest kept as the page gave it. */
function specOf(value: unknown, direction: TransferSpec['direction']): TransferSpec {
  if (!isObject(value)) return refuse('spec must be the transfer token');
  if (value.direction !== direction) refuse(`spec.direction must be ${direction}`);
  text(value.remote_host, 'spec.remote_host');
  text(value.token, 'spec.token');
  if (!isObject(value.tags)) return refuse('spec.tags must name the transfer');
  text(value.tags.transfer_id, 'spec.tags.transfer_id');
  return value as unknown as TransferSpec;
}

/** `POST /v1/transfers`' body as the protocol has it; `BAD_INPUT` otherwise. */
export function startRequestOf(body: unknown): StartHelperTransfer {
  if (!isObject(body)) return refuse('the body must be a JSON object');
  const projectId = text(body.projectId, 'projectId');
  if (body.direction === 'upload') {
    const { paths, assetId } = body;
    if (!Array.isArray(paths) || paths.length === 0) refuse('paths must name files or folders');
    const named = (paths as unknown[]).map((path, index) => text(path, `paths[${index}]`));
    const asset = assetId ?? null;
    if (asset !== null && typeof asset !== 'string') refuse('assetId must be an id or null');
    return {
      direction: 'upload',
      spec: specOf(body.spec, 'send'),
      projectId,
      folderId: text(body.folderId, 'folderId'),
      assetId: asset as string | null,
      paths: named,
    };
  }
  if (body.direction === 'download') {
    const destination = text(body.destination, 'destination');
    if (!isAbsolute(destination)) refuse('destination must be an absolute path');
    return { direction: 'download', spec: specOf(body.spec, 'receive'), projectId, destination };
  }
  return refuse('direction must be upload or download');
}
