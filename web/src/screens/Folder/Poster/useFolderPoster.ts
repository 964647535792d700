import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useFolderPosterConfirmMutation as Confirm } from '../../../__generated__/useFolderPosterConfirmMutation.graphql.ts';
import type { useFolderPosterRemoveMutation as Remove } from '../../../__generated__/useFolderPosterRemoveMutation.graphql.ts';
import type { useFolderPosterUploadMutation as Upload } from '../../../__generated__/useFolderPosterUploadMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import { xhrPutPart } from '../../../uploads/xhr-put-part.ts';

/** What went wrong with a poster: its upload, or setting it once uploaded. */
export type PosterOutcome = 'ok' | 'uploadFailed' | 'setFailed';

/**
 * A folder's poster: ask for a signed URL, PUT the file there with progress, confirm; or remove
 * it. The folder's new thumbnail lands in the store.
 */
export function useFolderPoster() {
  const [upload] = useMutation<Upload>(graphql`
    mutation useFolderPosterUploadMutation($input: UploadFolderPosterInput!) {
      uploadFolderPoster(input: $input) {
        upload {
          id
          urls
        }
      }
    }
  `);
  const [confirm] = useMutation<Confirm>(graphql`
    mutation useFolderPosterConfirmMutation($input: ConfirmFolderPosterInput!) {
      confirmFolderPoster(input: $input) {
        folder {
          id
          thumbnailUrl
          project {
            id
            poster {
              url
            }
          }
        }
      }
    }
  `);
  const [remove] = useMutation<Remove>(graphql`
    mutation useFolderPosterRemoveMutation($input: RemoveFolderImagesInput!) {
      removeFolderImages(input: $input) {
        folder {
          id
          thumbnailUrl
          project {
            id
            poster {
              url
            }
          }
        }
      }
    }
  `);
  const setPoster = useCallback(
    async (
      folderId: string,
      file: File,
      onProgress: (fraction: number) => void,
    ): Promise<PosterOutcome> => {
      const input = { id: folderId, contentType: file.type, size: file.size };
      let uploadId: string;
      let etag: string;
      try {
        const asked = await commitResult(upload, { variables: { input } });
        const url = asked.ok ? asked.value.uploadFolderPoster.upload.urls[0] : undefined;
        if (!asked.ok || !url) return 'uploadFailed';
        uploadId = asked.value.uploadFolderPoster.upload.id;
        etag = await xhrPutPart({
          url,
          body: file,
          signal: new AbortController().signal,
          onProgress: (loaded) => onProgress(file.size > 0 ? loaded / file.size : 1),
        });
      } catch {
        return 'uploadFailed';
      }
      const confirmed = await commitResult(confirm, { variables: { input: { uploadId, etag } } });
      return confirmed.ok ? 'ok' : 'setFailed';
    },
    [upload, confirm],
  );
  const resetPoster = useCallback(
    async (folderId: string): Promise<boolean> =>
      (await commitResult(remove, { variables: { input: { id: folderId, poster: true } } })).ok,
    [remove],
  );
  return { setPoster, resetPoster };
}
