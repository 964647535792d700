import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useWorkspaceImageUploadConfirmMutation as Confirm } from '../../../__generated__/useWorkspaceImageUploadConfirmMutation.graphql.ts';
import type { useWorkspaceImageUploadLogoMutation as UploadLogo } from '../../../__generated__/useWorkspaceImageUploadLogoMutation.graphql.ts';
import type { useWorkspaceImageUploadPosterMutation as UploadPoster } from '../../../__generated__/useWorkspaceImageUploadPosterMutation.graphql.ts';
import { type CommitResult, commitResult } from '../../../relay/commit-result.ts';
import { xhrPutPart } from '../../../uploads/xhr-put-part.ts';

export type WorkspaceImageKind = 'logo' | 'projectPoster';

/** The types a logo or poster may have (spec §5); any other file is ignored. */
export const WORKSPACE_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/tiff',
];

const unwrap = <T>(result: CommitResult<T>): T => {
  if (!result.ok) throw new Error(result.code);
  return result.value;
};

/**
 * A branding image's upload: ask for a signed URL, PUT the file there with progress, confirm.
 * The confirmed workspace (its logo and poster) lands in the store. Resolves with whether it
 * worked.
 */
export function useWorkspaceImageUpload() {
  const [uploadLogo] = useMutation<UploadLogo>(graphql`
    mutation useWorkspaceImageUploadLogoMutation($input: UploadWorkspaceImageInput!) {
      uploadWorkspaceLogo(input: $input) {
        upload {
          id
          urls
        }
      }
    }
  `);
  const [uploadPoster] = useMutation<UploadPoster>(graphql`
    mutation useWorkspaceImageUploadPosterMutation($input: UploadWorkspaceImageInput!) {
      uploadWorkspaceProjectPoster(input: $input) {
        upload {
          id
          urls
        }
      }
    }
  `);
  const [confirm] = useMutation<Confirm>(graphql`
    mutation useWorkspaceImageUploadConfirmMutation($input: ConfirmWorkspaceImageInput!) {
      confirmWorkspaceImage(input: $input) {
        workspace {
          id
          logo {
            url
          }
          projectPoster {
            url
          }
        }
      }
    }
  `);
  return useCallback(
    async (
      workspaceId: string,
      kind: WorkspaceImageKind,
      file: File,
      onProgress: (fraction: number) => void,
    ): Promise<boolean> => {
      const input = { id: workspaceId, contentType: file.type, size: file.size };
      try {
        const upload =
          kind === 'logo'
            ? unwrap(await commitResult(uploadLogo, { variables: { input } })).uploadWorkspaceLogo
                .upload
            : unwrap(await commitResult(uploadPoster, { variables: { input } }))
                .uploadWorkspaceProjectPoster.upload;
        const url = upload.urls[0];
        if (!url) return false;
        const etag = await xhrPutPart({
          url,
          body: file,
          signal: new AbortController().signal,
          onProgress: (loaded) => onProgress(file.size > 0 ? loaded / file.size : 1),
        });
        const confirmed = await commitResult(confirm, {
          variables: { input: { uploadId: upload.id, etag } },
        });
        return confirmed.ok;
      } catch {
        return false;
      }
    },
    [uploadLogo, uploadPoster, confirm],
  );
}
