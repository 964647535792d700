import type { RequestDownloadInput } from '../__generated__/useRequestDownloadMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { useRequestDownload } from './useRequestDownload.ts';

/** A download of a folder, an asset or a selection, with the download's toasts. */
export function useDownload() {
  const [request, inFlight] = useRequestDownload();
  const text = messages.downloads;
  const download = async (input: RequestDownloadInput) => {
    const outcome = await request(input);
    if (outcome === 'started') notify.success(text.started);
    // a watermarked link's files are still being made (the only conflict a download meets)
    else if (outcome === 'STATE_CONFLICT') notify.failure(text.preparing);
    else notify.failure(text.failed);
  };
  return [download, inFlight] as const;
}
