import type { TransferEngine } from '../engine.ts';
import { receiveFiles } from './download.ts';
import { rushesApi } from './rushes-api.ts';
import { sendFiles } from './upload.ts';

/**
 * The HTTP engine (decision 0128): an upload's files as multipart PUTs straight to storage's
 * signed URLs, a download's as ranged GETs, each file's parts in parallel as the link takes them.
 * It needs nothing on the machine but the helper.
 */
export const httpEngine: TransferEngine = {
  name: 'http',
  suits: () => true,
  upload: (run) => sendFiles(rushesApi(run.start.spec), run),
  download: (run) => receiveFiles(rushesApi(run.start.spec), run),
};
