import { ActionIcon, Box, Tooltip } from '@mantine/core';
import { IconPointer } from '@tabler/icons-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { SessionPointerMutation } from '../__generated__/SessionPointerMutation.graphql.ts';
import type { SessionPointerQuery } from '../__generated__/SessionPointerQuery.graphql.ts';
import { messages } from '../messages/messages.ts';

const text = messages.reviewSessions;

/** The pointer's moves go out at most this often; the last one always does. */
const SEND_EVERY_MS = 80;

type Spot = { x: number; y: number } | null;

/**
 * A review session's pointer over the picture: the presenter turns it on and points, and every
 * follower sees the presenter's dot where it points (the session as the store has it, kept
 * current by the session's subscription).
 */
export function SessionPointer({ sessionId }: { sessionId: string }) {
  const { node } = useLazyLoadQuery<SessionPointerQuery>(
    graphql`
      query SessionPointerQuery($sessionId: ID!) {
        node(id: $sessionId) {
          ... on ReviewSession {
            id
            isPresenter
            endedAt
            pointer {
              x
              y
            }
          }
        }
      }
    `,
    { sessionId },
    { fetchPolicy: 'store-or-network' },
  );
  if (!node?.id || node.endedAt) return null;
  return node.isPresenter ? (
    <Pointing sessionId={sessionId} />
  ) : (
    <Dot spot={node.pointer ? { x: node.pointer.x, y: node.pointer.y } : null} />
  );
}

function Dot({ spot }: { spot: Spot }) {
  if (!spot) return null;
  return (
    <Box
      data-testid="session-pointer"
      aria-hidden
      pos="absolute"
      left={`${spot.x * 100}%`}
      top={`${spot.y * 100}%`}
      w={16}
      h={16}
      style={{
        transform: 'translate(-50%, -50%)',
        borderRadius: '50%',
        background: 'var(--mantine-color-red-6)',
        border: '2px solid white',
        boxShadow: '0 0 6px rgba(0, 0, 0, 0.6)',
        pointerEvents: 'none',
      }}
    />
  );
}

/** The presenter's side: a switch over the picture; while on, where they point goes out. */
function Pointing({ sessionId }: { sessionId: string }) {
  const [on, setOn] = useState(false);
  const [spot, setSpot] = useState<Spot>(null);
  const [commit] = useMutation<SessionPointerMutation>(graphql`
    mutation SessionPointerMutation($input: PointInReviewSessionInput!) {
      pointInReviewSession(input: $input) {
        session {
          id
          pointer {
            x
            y
          }
        }
      }
    }
  `);
  const last = useRef<{ spot: Spot; sentAt: number; timer: number | null }>({
    spot: null,
    sentAt: 0,
    timer: null,
  });
  const send = (next: Spot) => {
    const state = last.current;
    state.spot = next;
    if (state.timer !== null) return;
    const wait = Math.max(0, state.sentAt + SEND_EVERY_MS - Date.now());
    state.timer = window.setTimeout(() => {
      state.timer = null;
      state.sentAt = Date.now();
      const { spot: latest } = state;
      commit({ variables: { input: { sessionId, x: latest?.x ?? null, y: latest?.y ?? null } } });
    }, wait);
  };
  // leaving, the pointer goes with the presenter: followers see no stale dot
  useEffect(() => {
    const state = last.current;
    return () => {
      window.clearTimeout(state.timer ?? undefined);
      if (state.spot) commit({ variables: { input: { sessionId, x: null, y: null } } });
    };
  }, [commit, sessionId]);
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    const next = {
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    };
    setSpot(next);
    send(next);
  };
  const away = () => {
    setSpot(null);
    send(null);
  };
  return (
    <>
      {on && (
        <Box
          data-testid="session-pointing"
          pos="absolute"
          inset={0}
          style={{ cursor: 'crosshair' }}
          onPointerMove={move}
          onPointerLeave={away}
        >
          <Dot spot={spot} />
        </Box>
      )}
      <Tooltip label={on ? text.pointerOff : text.pointerOn}>
        <ActionIcon
          pos="absolute"
          top={8}
          right={8}
          variant={on ? 'filled' : 'default'}
          color="red"
          aria-label={text.pointer}
          aria-pressed={on}
          onClick={() => {
            if (on) away();
            setOn(!on);
          }}
        >
          <IconPointer size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
