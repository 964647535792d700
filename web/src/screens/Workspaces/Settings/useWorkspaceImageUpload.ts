import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useWorkspaceImageUploadConfirmMutation as Confirm } from '../../../__generated__/useWorkspaceImageUploadConfirmMutation.graphql.ts';
import type { useWorkspaceImageUploadLogoMutation as UploadLogo } from '../../../__generated__/useWorkspaceImageUploadLogoMutation.graphql.ts';
import type { useWorkspaceImageUploadPosterMutation as UploadPoster } from '../../../__generated__/useWorkspaceImageUploadPosterMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import { uploadImage } from '../../../uploads/image-upload.ts';

export type WorkspaceImageKind = 'logo' | 'projectPoster';

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
      const outcome = await uploadImage(
        file,
        {
          async ask() {
            if (kind === 'logo') {
              const asked = await commitResult(uploadLogo, { variables: { input } });
              return asked.ok ? asked.value.uploadWorkspaceLogo.upload : null;
            }
            const asked = await commitResult(uploadPoster, { variables: { input } });
            return asked.ok ? asked.value.uploadWorkspaceProjectPoster.upload : null;
          },
          async confirm(uploadId, etag) {
            return (await commitResult(confirm, { variables: { input: { uploadId, etag } } })).ok;
          },
        },
        onProgress,
      );
      return outcome === 'ok';
    },
    [uploadLogo, uploadPoster, confirm],
  );
}
