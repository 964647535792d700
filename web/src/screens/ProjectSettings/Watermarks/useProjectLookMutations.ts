import type { OverlaySettings, WatermarkSettings } from '@rushes/rules';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useProjectLookMutationsConfirmMutation as Confirm } from '../../../__generated__/useProjectLookMutationsConfirmMutation.graphql.ts';
import type { useProjectLookMutationsUpdateMutation as Update } from '../../../__generated__/useProjectLookMutationsUpdateMutation.graphql.ts';
import type { useProjectLookMutationsUploadMutation as Upload } from '../../../__generated__/useProjectLookMutationsUploadMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';
import { uploadImage } from '../../../uploads/image-upload.ts';

/** The watermark and overlay settings to save; one left out keeps what is saved. */
export interface LookChange {
  watermarks?: WatermarkSettings;
  overlay?: OverlaySettings;
}

/** updateProjectLook, and the overlay image's upload: ask, PUT with progress, confirm. */
export function useProjectLookMutations(projectId: string) {
  const [update] = useMutation<Update>(graphql`
    mutation useProjectLookMutationsUpdateMutation($input: UpdateProjectLookInput!) {
      updateProjectLook(input: $input) {
        project {
          id
          watermarks {
            enabled
            items {
              position
              type
              text
            }
            fontSize
            opacity
            opacityBackground
            horizontalOffset
            verticalOffset
          }
          overlay {
            enabled
            size
            opacity
            x
            y
          }
        }
      }
    }
  `);
  const [upload] = useMutation<Upload>(graphql`
    mutation useProjectLookMutationsUploadMutation($input: UploadProjectOverlayInput!) {
      uploadProjectOverlay(input: $input) {
        upload {
          id
          urls
        }
      }
    }
  `);
  const [confirm] = useMutation<Confirm>(graphql`
    mutation useProjectLookMutationsConfirmMutation($input: ConfirmProjectOverlayInput!) {
      confirmProjectOverlay(input: $input) {
        project {
          id
          overlay {
            image {
              url
            }
          }
        }
      }
    }
  `);
  const save = useCallback(
    (change: LookChange) =>
      commitResult(update, { variables: { input: { id: projectId, ...change } } }),
    [update, projectId],
  );
  /** The image's URL once it is the overlay, null when it could not be. */
  const uploadOverlay = useCallback(
    async (file: File, onProgress: (fraction: number) => void): Promise<string | null> => {
      let url: string | null = null;
      const outcome = await uploadImage(
        file,
        {
          async ask() {
            const input = { id: projectId, contentType: file.type, size: file.size };
            const asked = await commitResult(upload, { variables: { input } });
            return asked.ok ? asked.value.uploadProjectOverlay.upload : null;
          },
          async confirm(uploadId, etag) {
            const done = await commitResult(confirm, { variables: { input: { uploadId, etag } } });
            url = done.ok
              ? (done.value.confirmProjectOverlay.project.overlay.image?.url ?? null)
              : null;
            return done.ok;
          },
        },
        onProgress,
      );
      return outcome === 'ok' ? url : null;
    },
    [upload, confirm, projectId],
  );
  return { save, uploadOverlay };
}
