import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RequestDownloadInput,
  useRequestDownloadMutation,
} from '../__generated__/useRequestDownloadMutation.graphql.ts';
import { errorCode } from '../relay/api-error.ts';

/** Hands the browser a file to save: a link to it, clicked, as a person would. */
export function saveUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * requestDownload, then the browser's download of what it gives; resolves to 'started', or the
 * code of the refusal.
 */
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
    (input: RequestDownloadInput): Promise<string> =>
      new Promise((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => {
            if (errors?.length) return resolve('QUERY_ERROR');
            const { url, filename } = response.requestDownload;
            saveUrl(url, filename);
            resolve('started');
          },
          onError: (error) => resolve(errorCode(error)),
        });
      }),
    [commit],
  );
  return [request, inFlight] as const;
}
