import { ActionIcon, Box, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, startTransition, useCallback, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { LinkViewScreen_asset$key } from '../../__generated__/LinkViewScreen_asset.graphql.ts';
import type { LinkViewScreenQuery } from '../../__generated__/LinkViewScreenQuery.graphql.ts';
import type { LinkViewScreenRefetchQuery } from '../../__generated__/LinkViewScreenRefetchQuery.graphql.ts';
import { AnnotationProvider } from '../../annotations/AnnotationContext.tsx';
import { AnnotationLayer } from '../../annotations/AnnotationLayer.tsx';
import { CommentsSidebar } from '../../comments/CommentsSidebar.tsx';
import { useVersionComments } from '../../comments/useVersionComments.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { LiveBadge } from '../../components/LiveBadge/LiveBadge.tsx';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { DownloadButton } from '../../downloads/DownloadButton.tsx';
import type { FolderPaths } from '../../folders/folder-paths.ts';
import { folderAddress } from '../../folders/Takes/folder-listing.ts';
import { messages } from '../../messages/messages.ts';
import { mediaKindOf, PlayerProvider } from '../../player/PlayerContext.tsx';
import { ApiError } from '../../relay/api-error.ts';
import { pathTo } from '../../routes/route-table.ts';
import { AssetViewer } from '../../viewer/AssetViewer.tsx';
import { FeedWaiting } from '../../viewer/FeedWaiting.tsx';
import { PictureWatch } from '../../viewer/PictureWatch.tsx';
import { TakesTimeline } from '../../viewer/Takes/TakesTimeline.tsx';
import { type Playlist, type Take, usePlaylist } from '../../viewer/Takes/usePlaylist.ts';
import { useRecordPlay } from '../../viewer/useRecordPlay.ts';
import { useUrlRefresh } from '../../viewer/useUrlRefresh.ts';
import { VIEWER_FIT_WIDTH } from '../../viewer/viewer-fit.ts';
import { linkPaths } from './link-paths.ts';
import type { Loaded } from './link-view.loader.ts';
import { useLinkFilesPlaylist } from './useLinkFilesPlaylist.ts';
import { useWhileRendering } from './useWhileRendering.ts';

const query = graphql`
  query LinkViewScreenQuery($assetId: ID!) {
    asset(id: $assetId) {
      id
      # what the route's loader needs to begin the stream before the screen renders
      newestVersion {
        streamUrl
        isLive
        levels {
          hdr
        }
        watermarking {
          state
        }
      }
      ...LinkViewScreen_asset
    }
    sharedLink {
      hasAspera
      folders {
        id
      }
      # opened from the link's index, the viewer's timeline is the link's files
      assets {
        id
        displayName
        ...AssetThumbnail_asset
      }
    }
  }
`;

/**
 * link-view: an asset of the link in the player (or as its kind shows), Download when allowed,
 * the comments beside it when the link allows comments, and below it the takes of the link's
 * folder it was opened from, as the folder lists them, or the link's files when it was opened from
 * the link's index (media-handling: the viewer's variant).
 */
export function Component() {
  const loaded: Loaded = useLoaderData();
  const { asset, sharedLink } = usePreloadedQuery<LinkViewScreenQuery>(query, loaded.view);
  const { linkToken = '', folderId } = useParams();
  const [search] = useSearchParams();
  const paths = useMemo(
    () => (folderId ? linkPaths(linkToken, folderId) : null),
    [linkToken, folderId],
  );
  // once, for the takes it goes on to as well
  const [pictureShown, setPictureShown] = useState(false);
  const onPictureShown = useCallback(() => setPictureShown(true), []);
  if (!asset) throw new ApiError('NOT_FOUND');
  // a link of this one asset opens on it: there is nothing to go back to
  const alone = sharedLink.folders.length === 0 && sharedLink.assets.length === 1;
  const back = alone
    ? null
    : folderId
      ? folderAddress(pathTo('link-folder', { linkToken, folderId }), search)
      : pathTo('share-index', { linkToken });
  const shown = (playlist: Playlist | null) => (
    <LinkAsset
      key={asset.id}
      asset={asset}
      back={back}
      comments={loaded.comments}
      playlist={playlist}
      hasAspera={sharedLink.hasAspera}
      pictureShown={pictureShown}
      onPictureShown={onPictureShown}
    />
  );
  if (loaded.takes && paths) {
    return (
      <FolderTakes reference={loaded.takes} assetId={asset.id} paths={paths}>
        {shown}
      </FolderTakes>
    );
  }
  if (alone || folderId) return shown(null);
  return (
    <LinkFiles files={sharedLink.assets} assetId={asset.id} linkToken={linkToken}>
      {shown}
    </LinkFiles>
  );
}

/** The link's own files, opened from its index, for the timeline and the keys. */
function LinkFiles(props: {
  files: readonly Take[];
  assetId: string;
  linkToken: string;
  children(playlist: Playlist): ReactNode;
}) {
  return props.children(useLinkFilesPlaylist(props.files, props.assetId, props.linkToken));
}

/** The takes of the link's folder the asset was opened from, for the timeline and the keys. */
function FolderTakes(props: {
  reference: NonNullable<Loaded['takes']>;
  assetId: string;
  paths: FolderPaths;
  children(playlist: Playlist): ReactNode;
}) {
  return props.children(usePlaylist(props.reference, props.assetId, props.paths));
}

interface LinkAssetProps {
  asset: LinkViewScreen_asset$key;
  back: string | null;
  comments: Loaded['comments'];
  /** The folder's takes, when it was opened from a folder of the link. */
  playlist: Playlist | null;
  /** The link lets its visitor download with a transfer client. */
  hasAspera: boolean;
  /** Whether the player has shown its first picture: what is secondary waits for it. */
  pictureShown: boolean;
  onPictureShown(): void;
}

function LinkAsset(props: LinkAssetProps) {
  const [asset, refetch] = useRefetchableFragment<
    LinkViewScreenRefetchQuery,
    LinkViewScreen_asset$key
  >(
    graphql`
      fragment LinkViewScreen_asset on Asset @refetchable(queryName: "LinkViewScreenRefetchQuery") {
        id
        type
        name
        archiveFormat
        project {
          id
          transferServerKind
        }
        allowedTo {
          comment
          download
        }
        newestVersion {
          id
          framesPerSecond
          timecodeOffset
          urlsExpireAt
          isLive
          isProcessing
          streamUrl
          watermarking {
            state
          }
          ...AssetViewer_version
        }
      }
    `,
    props.asset,
  );
  const version = asset.newestVersion;
  const renewUrls = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  useUrlRefresh(version.urlsExpireAt, renewUrls);
  // a Live asset's version before its feed: nothing to play until it comes
  const waiting =
    asset.type === 'LIVE' && !version.isLive && !version.streamUrl && !version.isProcessing;
  useWhileRendering(version.watermarking?.state === 'RENDERING' || waiting, renewUrls);
  const playArea = useRecordPlay(version.id);
  const comments = useVersionComments(props.comments, asset.id, version.id);
  // a feed is a file to download once it has ended
  const downloadable = !asset.archiveFormat && !waiting && !version.isLive;
  const download = asset.allowedTo.download && downloadable && (
    <DownloadButton
      input={{ projectId: asset.project.id, assetIds: [asset.id] }}
      transferServerKind={props.hasAspera ? asset.project.transferServerKind : null}
    />
  );
  return (
    <PlayerProvider
      key={version.id}
      kind={mediaKindOf(asset.type)}
      framesPerSecond={version.framesPerSecond ?? null}
      timecodeOffset={version.timecodeOffset ?? null}
      playlist={props.playlist?.player}
    >
      {!props.pictureShown && <PictureWatch onShown={props.onPictureShown} />}
      <AnnotationProvider frameRateKnown={!!version.framesPerSecond}>
        <DrawerLayout
          right={
            asset.allowedTo.comment && comments ? (
              // the drawer is there from the start (empty at first), so the player keeps its size
              <>
                {props.pictureShown && (
                  <CommentsSidebar reference={comments} assetId={asset.id} versionId={version.id} />
                )}
              </>
            ) : undefined
          }
        >
          <Stack p="md" gap="sm" ref={playArea}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" miw={0}>
                {props.back && (
                  <Tooltip label={messages.viewer.back}>
                    <ActionIcon
                      component={Link}
                      to={props.back}
                      variant="subtle"
                      aria-label={messages.viewer.back}
                    >
                      <IconArrowLeft size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Text component="h1" fw={600} truncate data-testid="asset-name">
                  {asset.name}
                </Text>
                {version.isLive && <LiveBadge />}
              </Group>
              {download}
            </Group>
            {/* visitors have no settings: the player plays at first */}
            {/* the player and its controls fit in the window, as in a member's viewer */}
            <Box maw={VIEWER_FIT_WIDTH} w="100%" mx="auto">
              {waiting ? (
                <FeedWaiting hint={messages.live.waitingHint} />
              ) : (
                <AssetViewer version={version} autoPlay overlay={<AnnotationLayer />} />
              )}
            </Box>
            {props.pictureShown && props.playlist && <TakesTimeline playlist={props.playlist} />}
          </Stack>
        </DrawerLayout>
      </AnnotationProvider>
    </PlayerProvider>
  );
}
