import { Alert } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { graphql, useLazyLoadQuery, useMutation, useSubscription } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ReviewSessionPanel_shown$data } from '../__generated__/ReviewSessionPanel_shown.graphql.ts';
import type { ReviewSessionPanelJoinMutation } from '../__generated__/ReviewSessionPanelJoinMutation.graphql.ts';
import type { ReviewSessionPanelQuery } from '../__generated__/ReviewSessionPanelQuery.graphql.ts';
import type { ReviewSessionPanelSubscription } from '../__generated__/ReviewSessionPanelSubscription.graphql.ts';
import { messages } from '../messages/messages.ts';
import { pathTo } from '../routes/route-table.ts';
import { withVersion } from '../viewer/version-param.ts';
import { SessionBar } from './SessionBar.tsx';
import { SessionSummary } from './SessionSummary.tsx';
import { useFollowing } from './useFollowing.ts';
import { usePresenting } from './usePresenting.ts';

const text = messages.reviewSessions;

interface ReviewSessionPanelProps {
  sessionId: string;
  /** What the viewer's player shows now. */
  assetId: string;
  versionId: string;
  /** Leaves the session's address (after leaving it, or once it ended). */
  onClose(): void;
  /** The session the person's comments are notes of now: this one while they are in it. */
  onTakingNotes(sessionId: string | null): void;
}

/**
 * The viewer in a review session (`session=` in its address): the caller joins it, then either
 * presents (what their player shows goes to everyone) or follows (their player shows what the
 * presenter shows, going to the asset and version shown), with the session's bar above.
 */
export function ReviewSessionPanel({
  sessionId,
  assetId,
  versionId,
  onClose,
  onTakingNotes,
}: ReviewSessionPanelProps) {
  const data = useLazyLoadQuery<ReviewSessionPanelQuery>(
    graphql`
      query ReviewSessionPanelQuery($sessionId: ID!) {
        node(id: $sessionId) {
          ... on ReviewSession {
            id
            endedAt
            isPresenter
            isParticipant
            shown {
              ...ReviewSessionPanel_shown @relay(mask: false)
            }
            ...SessionBar_session @alias(as: "bar")
            ...SessionSummary_session @alias(as: "summary")
          }
        }
      }
    `,
    { sessionId },
    { fetchPolicy: 'network-only' },
  );
  const [join] = useMutation<ReviewSessionPanelJoinMutation>(graphql`
    mutation ReviewSessionPanelJoinMutation($input: JoinReviewSessionInput!) {
      joinReviewSession(input: $input) {
        session {
          id
          isParticipant
          ...SessionBar_session
        }
      }
    }
  `);
  const session = data.node?.id ? data.node : null;
  const open = !!session && !session.endedAt;
  // on opening, and again after the page dropped out for a while (Rushes let it leave)
  const outside = open && !session?.isParticipant;
  useEffect(() => {
    if (outside) join({ variables: { input: { sessionId } } });
  }, [outside, sessionId, join]);
  const taking = open && !!session?.isParticipant;
  useEffect(() => {
    onTakingNotes(taking ? sessionId : null);
    return () => onTakingNotes(null);
  }, [taking, sessionId, onTakingNotes]);
  const config = useMemo<GraphQLSubscriptionConfig<ReviewSessionPanelSubscription>>(
    () => ({
      subscription: graphql`
        subscription ReviewSessionPanelSubscription($sessionId: ID!) {
          reviewSessionChanged(sessionId: $sessionId) {
            change
            session {
              id
              endedAt
              isPresenter
              isParticipant
              pointer {
                x
                y
              }
              shown {
                ...ReviewSessionPanel_shown @relay(mask: false)
              }
              ...SessionBar_session
              ...SessionSummary_session
            }
          }
        }
      `,
      variables: { sessionId },
    }),
    [sessionId],
  );
  useSubscription(config);
  if (!session?.bar) {
    return (
      <Alert color="gray" title={text.bar}>
        {text.notFound}
      </Alert>
    );
  }
  if (session.endedAt && session.summary) {
    return <SessionSummary session={session.summary} onClose={onClose} />;
  }
  return (
    <>
      {session.isPresenter ? (
        <Presenting sessionId={sessionId} assetId={assetId} versionId={versionId} />
      ) : (
        <Following shown={session.shown ?? null} assetId={assetId} versionId={versionId} />
      )}
      <SessionBar session={session.bar} onLeft={onClose} />
    </>
  );
}

graphql`
  fragment ReviewSessionPanel_shown on ReviewSessionShown {
    asset {
      id
      folder {
        id
      }
      project {
        id
      }
    }
    version {
      id
      number
    }
    position
    playing
    rate
    at
  }
`;

function Presenting(props: { sessionId: string; assetId: string; versionId: string }) {
  usePresenting(props.sessionId, props.assetId, props.versionId);
  return null;
}

interface FollowingProps {
  shown: Omit<ReviewSessionPanel_shown$data, ' $fragmentType'> | null;
  assetId: string;
  versionId: string;
}

/** Follows the presenter: to the asset and version shown, then to its frame, play and rate. */
function Following({ shown, assetId, versionId }: FollowingProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asset = shown?.asset;
  const version = shown?.version;
  const elsewhere = !!asset && asset.id !== assetId;
  const otherVersion = !elsewhere && !!version && version.id !== versionId;
  useEffect(() => {
    if (elsewhere && asset) {
      const ids = { projectId: asset.project.id, folderId: asset.folder.id, assetId: asset.id };
      const next = withVersion(params, version?.number ?? null);
      navigate(`${pathTo('view', ids)}?${next}`);
    } else if (otherVersion && version) {
      setParams(withVersion(params, version.number));
    }
  }, [elsewhere, otherVersion, asset, version, params, navigate, setParams]);
  useFollowing(elsewhere || otherVersion ? null : shown);
  return null;
}
