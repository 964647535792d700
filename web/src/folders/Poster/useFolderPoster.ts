import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useFolderPosterConfirmMutation as Confirm } from '../../__generated__/useFolderPosterConfirmMutation.graphql.ts';
import type { useFolderPosterRemoveMutation as Remove } from '../../__generated__/useFolderPosterRemoveMutation.graphql.ts';
import type { useFolderPosterUploadMutation as Upload } from '../../__generated__/useFolderPosterUploadMutation.graphql.ts';
import { commitResult } from '../../relay/commit-result.ts';
import { uploadImage } from '../../uploads/image-upload.ts';

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
            hasPoster
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
            hasPoster
            poster {
              url
            }
          }
        }
      }
    }
  `);
  const setPoster = useCallback(
    (folderId: string, file: File, onProgress: (fraction: number) => void) =>
      uploadImage(
        file,
        {
          async ask() {
            const input = { id: folderId, contentType: file.type, size: file.size };
            const asked = await commitResult(upload, { variables: { input } });
            return asked.ok ? asked.value.uploadFolderPoster.upload : null;
          },
          async confirm(uploadId, etag) {
            return (await commitResult(confirm, { variables: { input: { uploadId, etag } } })).ok;
          },
        },
        onProgress,
      ),
    [upload, confirm],
  );
  const resetPoster = useCallback(
    async (folderId: string): Promise<boolean> =>
      (await commitResult(remove, { variables: { input: { id: folderId, poster: true } } })).ok,
    [remove],
  );
  return { setPoster, resetPoster };
}
