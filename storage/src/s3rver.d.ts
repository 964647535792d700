// s3rver ships no types; this is the little the S3 contract test uses.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory?: string;
    silent?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  }
}
