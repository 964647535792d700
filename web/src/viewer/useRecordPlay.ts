import { type RefObject, useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRecordPlayMutation } from '../__generated__/useRecordPlayMutation.graphql.ts';

/**
 * Every play is recorded (issue 8; decision 0119 for users): once the version starts playing
 * inside the returned element, recordPlay tells the server, once per version shown (the server
 * keeps a user's to one an hour). A failure to record never disturbs the viewing.
 */
export function useRecordPlay(versionId: string): RefObject<HTMLDivElement | null> {
  const [commit] = useMutation<useRecordPlayMutation>(graphql`
    mutation useRecordPlayMutation($input: RecordPlayInput!) {
      recordPlay(input: $input) {
        clientMutationId
      }
    }
  `);
  const area = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = area.current;
    if (!node) return;
    let recorded = false;
    // media events do not bubble: the element around the player hears them while capturing
    const onPlaying = () => {
      if (recorded) return;
      recorded = true;
      commit({ variables: { input: { versionId } }, onError: () => {} });
    };
    node.addEventListener('playing', onPlaying, true);
    return () => node.removeEventListener('playing', onPlaying, true);
  }, [versionId, commit]);
  return area;
}
