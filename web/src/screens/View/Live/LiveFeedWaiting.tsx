import { IngestValue } from '../../../live/LiveIngest.tsx';
import { messages } from '../../../messages/messages.ts';
import { FeedWaiting } from '../../../viewer/FeedWaiting.tsx';
import { StreamKeyActions } from './StreamKeyActions.tsx';

const text = messages.live;

/**
 * A Live asset before its first feed: waiting for it and, for those who may feed it, where the
 * feed goes (the RTMP server, to copy into the encoder) and what sends one (its stream key, new
 * or revoked).
 */
export function LiveFeedWaiting(props: {
  assetId: string;
  /** Null: the viewer may not feed it. */
  hasLiveKey: boolean | null;
  /** The RTMP server its feed is sent to; null for those who may not feed it. */
  rtmpServer: string | null;
}) {
  const { hasLiveKey, rtmpServer } = props;
  const hint = hasLiveKey === null ? text.waitingHint : hasLiveKey ? text.feedHint : text.noKey;
  return (
    <FeedWaiting hint={hint}>
      {rtmpServer !== null && (
        <IngestValue
          label={text.rtmpServer}
          value={rtmpServer}
          copyLabel={text.copyServer}
          testId="live-waiting-rtmp-server"
        />
      )}
      {hasLiveKey !== null && (
        <StreamKeyActions assetId={props.assetId} hasLiveKey={hasLiveKey} variant="buttons" />
      )}
    </FeedWaiting>
  );
}
