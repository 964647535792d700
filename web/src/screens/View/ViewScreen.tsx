import { Box, Group, Stack } from '@mantine/core';
import { Suspense, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ViewScreen_asset$key } from '../../__generated__/ViewScreen_asset.graphql.ts';
import type { ViewScreenQuery } from '../../__generated__/ViewScreenQuery.graphql.ts';
import type { ViewScreenRefetchQuery } from '../../__generated__/ViewScreenRefetchQuery.graphql.ts';
import { AnnotationProvider } from '../../annotations/AnnotationContext.tsx';
import { AnnotationLayer } from '../../annotations/AnnotationLayer.tsx';
import { ApprovalPanel } from '../../approvals/ApprovalPanel.tsx';
import { CommentsSidebar } from '../../comments/CommentsSidebar.tsx';
import { type CommentLink, commentLinkOf, useSeekToComment } from '../../comments/comment-link.ts';
import { CommentSessionContext } from '../../comments/comment-session.ts';
import { useVersionComments } from '../../comments/useVersionComments.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { DownloadButton } from '../../downloads/DownloadButton.tsx';
import { projectPaths } from '../../folders/folder-paths.ts';
import { AssetInspector } from '../../folders/Inspector/AssetInspector.tsx';
import { SidebarTabs } from '../../folders/Inspector/SidebarTabs.tsx';
import type { SidebarMode } from '../../folders/Inspector/sidebar-mode.ts';
import { AssetHistory } from '../../history/AssetHistory.tsx';
import { atParamOf } from '../../history/at-param.ts';
import { mediaKindOf, PlayerProvider } from '../../player/PlayerContext.tsx';
import { ApiError } from '../../relay/api-error.ts';
import { ReviewSessionPanel } from '../../review-sessions/ReviewSessionPanel.tsx';
import { SessionMenu } from '../../review-sessions/SessionMenu.tsx';
import { SessionPointer } from '../../review-sessions/SessionPointer.tsx';
import { sessionParamOf, withSession } from '../../review-sessions/session-param.ts';
import { pathTo } from '../../routes/route-table.ts';
import { ShareButton } from '../../shares/ShareButton.tsx';
import { AssetViewer } from '../../viewer/AssetViewer.tsx';
import { PictureWatch } from '../../viewer/PictureWatch.tsx';
import { TakesTimeline } from '../../viewer/Takes/TakesTimeline.tsx';
import { usePlaylist } from '../../viewer/Takes/usePlaylist.ts';
import { useRecordPlay } from '../../viewer/useRecordPlay.ts';
import { useUrlRefresh } from '../../viewer/useUrlRefresh.ts';
import { compareParamOf, versionParamOf, withCompare } from '../../viewer/version-param.ts';
import { VIEWER_FIT_WIDTH } from '../../viewer/viewer-fit.ts';
import { ProjectWatermarkLayer } from '../../watermark/ProjectWatermarkLayer.tsx';
import { CompareVersions } from './Compare/CompareVersions.tsx';
import { LiveFeedWaiting } from './Live/LiveFeedWaiting.tsx';
import { StreamKeyActions } from './Live/StreamKeyActions.tsx';
import { useLiveFeedSubscription } from './Live/useLiveFeedSubscription.ts';
import { PastAssetView } from './Past/PastAssetView.tsx';
import { useAssetJobSubscription } from './useAssetJobSubscription.ts';
import { VersionMenu } from './Versions/VersionMenu.tsx';
import { ViewHeader } from './ViewHeader.tsx';
import type { Loaded } from './view.loader.ts';

const query = graphql`
  query ViewScreenQuery($assetId: ID!, $version: Int) {
    asset(id: $assetId) {
      id
      # what the route's loader needs to begin the stream before the screen renders
      shown: version(number: $version) {
        streamUrl
        isLive
        levels {
          hdr
        }
        watermarking {
          state
        }
      }
      ...ViewScreen_asset
    }
    currentUser {
      name
      settings {
        autoPlay
      }
    }
  }
`;

/**
 * view: the version the address names (the newest without one) in the player, or two versions
 * compared; beside it the asset's sidebar, the version's comments (at the one the address names,
 * if any) and its Metadata.
 */
export function Component() {
  const loaded: Loaded = useLoaderData();
  const data = usePreloadedQuery<ViewScreenQuery>(query, loaded.view);
  const asset = data.asset;
  if (!asset) throw new ApiError('NOT_FOUND');
  const autoPlay = data.currentUser.settings?.autoPlay ?? true;
  // once, for the takes it goes on to as well
  const [pictureShown, setPictureShown] = useState(false);
  const onPictureShown = useCallback(() => setPictureShown(true), []);
  const at = atParamOf(useSearchParams()[0]);
  if (at) return <PastAssetView assetId={asset.id} at={at} viewer={data.currentUser.name} />;
  return (
    <ViewAsset
      key={asset.id}
      asset={asset}
      loaded={loaded}
      autoPlay={autoPlay}
      viewer={data.currentUser.name}
      pictureShown={pictureShown}
      onPictureShown={onPictureShown}
    />
  );
}

interface ViewAssetProps {
  asset: ViewScreen_asset$key;
  loaded: Loaded;
  autoPlay: boolean;
  /** The viewer's name, for a watermark that shows it. */
  viewer: string;
  /** Whether the player has shown its first picture: what is secondary waits for it. */
  pictureShown: boolean;
  onPictureShown(): void;
}

function ViewAsset(props: ViewAssetProps) {
  const [asset, refetch] = useRefetchableFragment<ViewScreenRefetchQuery, ViewScreen_asset$key>(
    graphql`
      fragment ViewScreen_asset on Asset @refetchable(queryName: "ViewScreenRefetchQuery") {
        id
        type
        project {
          id
          transferServerKind
        }
        folder {
          id
        }
        name
        archiveFormat
        hasLiveKey
        liveRtmpServer
        allowedTo {
          comment
          download
          share
          annotate
        }
        shown: version(number: $version) {
          id
          number
          isLive
          isProcessing
          streamUrl
          framesPerSecond
          timecodeOffset
          urlsExpireAt
          ...AssetViewer_version
          ...ReviewStatusControl_version
        }
        ...ViewHeader_asset
        ...VersionMenu_asset
        ...CarryCommentsButton_asset
        ...AssetInspector_asset
        ...ProjectWatermarkLayer_asset
        ...SessionMenu_asset
      }
    `,
    props.asset,
  );
  const version = asset.shown;
  if (!version) throw new ApiError('NOT_FOUND');
  const renewUrls = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  useUrlRefresh(version.urlsExpireAt, renewUrls);
  const playArea = useRecordPlay(version.id);
  useAssetParamSync(asset.id, asset.folder.id, asset.project.id);
  const paths = useMemo(
    () => projectPaths(asset.project.id, asset.folder.id),
    [asset.project.id, asset.folder.id],
  );
  const playlist = usePlaylist(props.loaded.takes, asset.id, paths);
  const [searchParams, setSearchParams] = useSearchParams();
  const comments = useVersionComments(
    props.loaded.comments,
    asset.id,
    version.id,
    versionParamOf(searchParams),
  );
  const compare = compareParamOf(searchParams);
  const sessionId = sessionParamOf(searchParams);
  // the session the person is in now: their comments are its notes
  const [notesSession, setNotesSession] = useState<string | null>(null);
  useAssetJobSubscription(asset.project.id, versionParamOf(searchParams));
  const [openAt] = useState(() => commentLinkOf(searchParams));
  const live = asset.type === 'LIVE';
  // a Live asset's version before its feed: nothing to play yet
  const waiting = live && !version.streamUrl && !version.isProcessing;
  // null: the viewer may not feed it
  const hasLiveKey = asset.hasLiveKey ?? null;
  const [sidebarMode, setSidebarMode] = useState<SidebarMode>('comments');
  // a feed is a file to download once it has ended
  const downloadable = !asset.archiveFormat && !waiting && !version.isLive;
  const download = asset.allowedTo.download && downloadable && (
    <DownloadButton
      input={{ projectId: asset.project.id, assetIds: [asset.id] }}
      transferServerKind={asset.project.transferServerKind}
    />
  );

  return (
    <CommentSessionContext.Provider value={sessionId ? notesSession : null}>
      <PlayerProvider
        key={version.id}
        kind={mediaKindOf(asset.type)}
        framesPerSecond={version.framesPerSecond ?? null}
        timecodeOffset={version.timecodeOffset ?? null}
        playlist={playlist.player}
      >
        <SeekToComment comment={openAt} />
        {live && <FollowLiveFeed folderId={asset.folder.id} onChange={renewUrls} />}
        {!props.pictureShown && <PictureWatch onShown={props.onPictureShown} />}
        <AnnotationProvider frameRateKnown={!!version.framesPerSecond}>
          <DrawerLayout
            right={
              <SidebarTabs
                mode={sidebarMode}
                onChange={setSidebarMode}
                keepMounted
                metadata={props.pictureShown && <AssetInspector asset={asset} />}
                history={sidebarMode === 'history' && <AssetHistory assetId={asset.id} />}
                comments={
                  asset.allowedTo.comment && comments
                    ? props.pictureShown && (
                        <CommentsSidebar
                          reference={comments}
                          assetId={asset.id}
                          versionId={version.id}
                          initialSelectedId={openAt?.id ?? null}
                          canAnnotate={
                            asset.allowedTo.annotate && mediaKindOf(asset.type) === 'video'
                          }
                          canImportMarkers
                          carry={asset}
                        />
                      )
                    : null
                }
              />
            }
          >
            <Stack p="md" gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <ViewHeader asset={asset} version={version} live={version.isLive} />
                <Group gap="xs" wrap="nowrap">
                  {live && !waiting && hasLiveKey !== null && (
                    <StreamKeyActions assetId={asset.id} hasLiveKey={hasLiveKey} variant="menu" />
                  )}
                  {!sessionId && <SessionMenu asset={asset} />}
                  <VersionMenu asset={asset} shown={version.number} onNewVersion={renewUrls} />
                  {download}
                  {asset.allowedTo.share && (
                    <ShareButton
                      projectId={asset.project.id}
                      assetIds={[asset.id]}
                      name={asset.name}
                      canAllowDownload={asset.allowedTo.download}
                    />
                  )}
                </Group>
              </Group>
              {sessionId && (
                <Suspense fallback={null}>
                  <ReviewSessionPanel
                    sessionId={sessionId}
                    assetId={asset.id}
                    versionId={version.id}
                    onClose={() => setSearchParams(withSession(searchParams, null))}
                    onTakingNotes={setNotesSession}
                  />
                </Suspense>
              )}
              {props.pictureShown && (
                <Suspense fallback={null}>
                  <ApprovalPanel versionId={version.id} />
                </Suspense>
              )}
              {compare ? (
                <CompareVersions
                  assetId={asset.id}
                  pair={compare}
                  onClose={() => setSearchParams(withCompare(searchParams, null))}
                />
              ) : waiting ? (
                <Box maw={VIEWER_FIT_WIDTH} w="100%" mx="auto">
                  <LiveFeedWaiting
                    assetId={asset.id}
                    hasLiveKey={hasLiveKey}
                    rtmpServer={asset.liveRtmpServer ?? null}
                  />
                </Box>
              ) : (
                <Box maw={VIEWER_FIT_WIDTH} w="100%" mx="auto" ref={playArea}>
                  <AssetViewer
                    version={version}
                    // opened at a comment, it waits there rather than play on; in a session, it
                    // shows what the presenter shows
                    autoPlay={props.autoPlay && openAt === null && !sessionId}
                    overlay={
                      <>
                        <ProjectWatermarkLayer asset={asset} viewer={props.viewer} />
                        <AnnotationLayer />
                        {sessionId && (
                          <Suspense fallback={null}>
                            <SessionPointer sessionId={sessionId} />
                          </Suspense>
                        )}
                      </>
                    }
                  />
                </Box>
              )}
              {props.pictureShown && <TakesTimeline playlist={playlist} />}
            </Stack>
          </DrawerLayout>
        </AnnotationProvider>
      </PlayerProvider>
    </CommentSessionContext.Provider>
  );
}

/** A Live asset's feeds starting and ending, while it is open. */
function FollowLiveFeed({ folderId, onChange }: { folderId: string; onChange: () => void }) {
  useLiveFeedSubscription(folderId, onChange);
  return null;
}

/** Opened at a comment (from a folder's comments), the player goes to its position. */
function SeekToComment({ comment }: { comment: CommentLink | null }) {
  useSeekToComment(comment?.start ?? null);
  return null;
}

/** The route's ids follow the asset on screen (media-handling section 2). */
function useAssetParamSync(assetId: string, folderId: string, projectId: string) {
  const params = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (
      params.assetId === assetId &&
      params.folderId === folderId &&
      params.projectId === projectId
    ) {
      return;
    }
    navigate(pathTo('view', { projectId, folderId, assetId }), { replace: true });
  }, [params.assetId, params.folderId, params.projectId, assetId, folderId, projectId, navigate]);
}
