import type { PreloadedQuery } from 'react-relay';
import commentsQuery, {
  type CommentsSidebarQuery,
} from '../../__generated__/CommentsSidebarQuery.graphql.ts';
import linkViewQuery, {
  type LinkViewScreenQuery,
} from '../../__generated__/LinkViewScreenQuery.graphql.ts';
import playlistQuery, {
  type usePlaylistQuery,
} from '../../__generated__/usePlaylistQuery.graphql.ts';
import { preloadHls } from '../../player/stream/stream-warmup.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { beginStream } from '../../viewer/begin-stream.ts';
import { playlistVariables } from '../../viewer/Takes/playlist.ts';

/** What a link's viewer reads: the asset, its comments, and the takes of the folder it is in. */
export interface Loaded {
  view: PreloadedQuery<LinkViewScreenQuery>;
  comments: PreloadedQuery<CommentsSidebarQuery>;
  /** Opened from a folder of the link: its takes; opened on its own, none. */
  takes: PreloadedQuery<usePlaylistQuery> | null;
}

/**
 * The asset, its comments (none where the link allows no comments) and its folder's takes load
 * side by side. A module of its own, small, so the queries leave while the screen's code still
 * loads, and the stream begins from the asset's answer (media-handling: opening an asset to its
 * first frame).
 */
export const loader: ScreenLoader = async (args): Promise<Loaded> => {
  const { params, request, preload, environment } = args;
  const variables = { assetId: params.assetId ?? '' };
  preloadHls();
  const asset = preload<LinkViewScreenQuery>('link-view', linkViewQuery, variables);
  asset
    .then(() =>
      beginStream<LinkViewScreenQuery>(
        environment,
        linkViewQuery,
        variables,
        (answer) => answer.asset?.newestVersion,
      ),
    )
    .catch(() => undefined);
  const search = new URL(request.url).searchParams;
  const folderId = params.folderId;
  const [view, comments, takes] = await Promise.all([
    asset,
    preload<CommentsSidebarQuery>('link-view-comments', commentsQuery, variables),
    folderId
      ? preload<usePlaylistQuery>(
          'link-view-takes',
          playlistQuery,
          playlistVariables(folderId, search),
        )
      : null,
  ]);
  return { view, comments, takes };
};
