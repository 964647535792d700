import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRegenerateThumbnailMutation as Regenerate } from '../../__generated__/useRegenerateThumbnailMutation.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { commitResult } from '../../relay/commit-result.ts';

const text = messages.posters;

/**
 * Regenerate Thumbnail (superusers, one folder): the folder's automatic thumbnail is chosen again
 * and its new picture lands in the store; a toast says how it went. Resolves with whether it did.
 */
export function useRegenerateThumbnail() {
  const [commit, busy] = useMutation<Regenerate>(graphql`
    mutation useRegenerateThumbnailMutation($input: RegenerateFolderThumbnailInput!) {
      regenerateFolderThumbnail(input: $input) {
        folder {
          id
          thumbnailUrl
        }
      }
    }
  `);
  const regenerate = useCallback(
    async (folderId: string): Promise<boolean> => {
      const result = await commitResult(commit, { variables: { input: { id: folderId } } });
      if (result.ok) notify.success(text.regenerated);
      else notify.failure(text.regenerateFailed);
      return result.ok;
    },
    [commit],
  );
  return { regenerate, busy };
}
