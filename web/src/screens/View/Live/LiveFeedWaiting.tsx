import { messages } from '../../../messages/messages.ts';
import { FeedWaiting } from '../../../viewer/FeedWaiting.tsx';
import { StreamKeyActions } from './StreamKeyActions.tsx';

const text = messages.live;

/**
 * A Live asset before its first feed: waiting for it and, for those who may feed it, what sends
 * one (its stream key, new or revoked).
 */
export function LiveFeedWaiting(props: {
  assetId: string;
  /** Null: the viewer may not feed it. */
  hasLiveKey: boolean | null;
}) {
  const { hasLiveKey } = props;
  const hint = hasLiveKey === null ? text.waitingHint : hasLiveKey ? text.feedHint : text.noKey;
  return (
    <FeedWaiting hint={hint}>
      {hasLiveKey !== null && (
        <StreamKeyActions assetId={props.assetId} hasLiveKey={hasLiveKey} variant="buttons" />
      )}
    </FeedWaiting>
  );
}
