import type { PreloadedQuery } from 'react-relay';
import commentsQuery, {
  type CommentsSidebarQuery,
} from '../../__generated__/CommentsSidebarQuery.graphql.ts';
import playlistQuery, {
  type usePlaylistQuery,
} from '../../__generated__/usePlaylistQuery.graphql.ts';
import viewQuery, { type ViewScreenQuery } from '../../__generated__/ViewScreenQuery.graphql.ts';
import { preloadHls } from '../../player/stream/stream-warmup.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { beginStream } from '../../viewer/begin-stream.ts';
import { playlistVariables } from '../../viewer/Takes/playlist.ts';
import { compareParamOf, versionParamOf } from '../../viewer/version-param.ts';

/** What the viewer's screen reads: its asset, the version's comments, the folder's takes. */
export interface Loaded {
  view: PreloadedQuery<ViewScreenQuery>;
  comments: PreloadedQuery<CommentsSidebarQuery>;
  takes: PreloadedQuery<usePlaylistQuery>;
}

/**
 * The asset, its comments and the folder's takes load side by side; comments failing leaves the
 * player. A module of its own, small, so the queries leave while the screen's code still loads
 * (media-handling: opening an asset to its first frame).
 */
export const loader: ScreenLoader = async (args): Promise<Loaded> => {
  const { params, request, preload, environment } = args;
  const assetId = params.assetId ?? '';
  const search = new URL(request.url).searchParams;
  const version = versionParamOf(search);
  const variables = { assetId, version };
  preloadHls();
  const asset = preload<ViewScreenQuery>('view', viewQuery, variables);
  if (!compareParamOf(search)) {
    asset
      .then(() =>
        beginStream<ViewScreenQuery>(
          environment,
          viewQuery,
          variables,
          (answer) => answer.asset?.shown,
        ),
      )
      .catch(() => undefined);
  }
  const [view, comments, takes] = await Promise.all([
    asset,
    preload<CommentsSidebarQuery>('view-comments', commentsQuery, variables),
    preload<usePlaylistQuery>(
      'view-takes',
      playlistQuery,
      playlistVariables(params.folderId ?? '', search),
    ),
  ]);
  return { view, comments, takes };
};
