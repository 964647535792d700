/**
 * The name a file goes under to Rushes Transfer's server, and stays under in its staging folder:
 * its upload's id (the API's), in letters a file name may hold.
 */
export const stagedUploadName = (uploadId: string): string =>
  Buffer.from(uploadId).toString('base64url');
