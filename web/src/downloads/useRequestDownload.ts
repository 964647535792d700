import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RequestDownloadInput,
  useRequestDownloadMutation,
} from '../__generated__/useRequestDownloadMutation.graphql.ts';

/** Hands the browser a file to save: a link to it, clicked, as a person would. */
function saveUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** requestDownload, then the browser's download of what it gives; resolves whether it started. */
export function useRequestDownload() {
  const [commit, inFlight] = useMutation<useRequestDownloadMutation>(graphql`
    mutation useRequestDownloadMutation($input: RequestDownloadInput!) {
      requestDownload(input: $input) {
        url
        filename
      }
    }
  `);
  const request = useCallback(
    (input: RequestDownloadInput): Promise<boolean> =>
      new Promise((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => {
            if (errors?.length) return resolve(false);
            const { url, filename } = response.requestDownload;
            saveUrl(url, filename);
            resolve(true);
          },
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
  return [request, inFlight] as const;
}
