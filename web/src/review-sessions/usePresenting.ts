import { useEffect } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { usePresentingMutation } from '../__generated__/usePresentingMutation.graphql.ts';
import { positionAt } from '../comments/comment-position.ts';
import { whenMediaReady } from '../player/media-ready.ts';
import { usePlayer } from '../player/PlayerContext.tsx';

/** What tells the session that the presenter's player changed. */
const CHANGES = ['seeked', 'play', 'pause', 'ratechange'] as const;

/**
 * While the viewer presents the session, what their player shows goes to everyone in it: the
 * asset and version, the frame (or time), play or pause, and the rate, on each seek, frame step,
 * play, pause and change of rate, and once on arriving.
 */
export function usePresenting(sessionId: string, assetId: string, versionId: string) {
  const player = usePlayer();
  const [commit] = useMutation<usePresentingMutation>(graphql`
    mutation usePresentingMutation($input: ShowInReviewSessionInput!) {
      showInReviewSession(input: $input) {
        session {
          id
        }
      }
    }
  `);
  useEffect(() => {
    let media: HTMLMediaElement | null = null;
    const show = () => {
      if (!media) return;
      const position = positionAt(media.currentTime, player.kind, player.timing.fps) ?? 0;
      const state = { position, playing: !media.paused, rate: media.playbackRate };
      commit({ variables: { input: { sessionId, assetId, versionId, ...state } } });
    };
    const stop = whenMediaReady(player.media, (element) => {
      media = element;
      for (const change of CHANGES) element.addEventListener(change, show);
      show();
    });
    return () => {
      stop();
      for (const change of CHANGES) media?.removeEventListener(change, show);
    };
  }, [sessionId, assetId, versionId, player, commit]);
}
