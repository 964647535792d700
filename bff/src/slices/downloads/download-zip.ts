import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { DownloadFile } from '@rushes/migrations';
import type { ObjectStorage } from '@rushes/storage';
import { ZipArchive } from 'archiver';

/**
 * The files as one zip, made while it is read: each file is fetched from storage when the zip
 * reaches it and copied in as it is (`store`: media does not compress), so no file and no zip is
 * ever held whole on disk or in memory. Zip64 takes over past 4 GiB. A file that cannot be read
 * breaks the stream, and the browser reports the download as failed.
 */
export function zipStream(
  storage: Pick<ObjectStorage, 'getObject'>,
  files: readonly DownloadFile[],
  onError: (error: unknown) => void,
): Readable {
  // Large buffers between its inner streams: each chunk costs the same whatever its size.
  const archive = new ZipArchive({ store: true, highWaterMark: 1024 * 1024 });
  const fill = async () => {
    for (const file of files) {
      const body = await storage.getObject(file.sourceKey);
      const added = once(archive, 'entry');
      archive.append(body, { name: file.path });
      await added;
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    onError(error);
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
