import type { Slice } from '../../slice.ts';
import { finalizeUploadV2Resolvers } from './finalize-upload-v2.resolvers.ts';
import { takeStagedUploadResolvers } from './take-staged-upload.resolvers.ts';
import { uploadNode, uploadResolvers } from './upload.resolvers.ts';
import { startUploadSweeper } from './upload-sweeper.ts';

/**
 * Uploading a file as a new asset or a new version: its parts straight to storage, then
 * finalised; an interrupted upload resumes from the parts storage holds. Uploads abandoned for
 * RUSHES_UPLOAD_KEEP_DAYS are aborted and cancelled every hour. A file Rushes Transfer's server
 * received whole beside local-disk storage is taken as it is.
 */
export const uploadsSlice: Slice = {
  name: 'uploads',
  resolvers: [uploadResolvers, finalizeUploadV2Resolvers, takeStagedUploadResolvers],
  nodes: { Upload: uploadNode },
  background: (services) => startUploadSweeper(services, services.config.uploadKeepDays),
};
