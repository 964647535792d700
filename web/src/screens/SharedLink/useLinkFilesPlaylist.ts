import { useMemo } from 'react';
import { type Playlist, type Take, usePlaylistPlayer } from '../../viewer/Takes/usePlaylist.ts';
import { linkPaths } from './link-paths.ts';

/** The link's files are all there at once: nothing more to ask for. */
const allLoaded = () => {};

/**
 * A share link's files, for its viewer opened from the link's index: the timeline and the keys
 * step through them in the index's order, each leading to the link's viewer of it.
 */
export function useLinkFilesPlaylist(
  files: readonly Take[],
  currentId: string,
  linkToken: string,
): Playlist {
  const pathOf = useMemo(() => linkPaths(linkToken, null).asset, [linkToken]);
  const ids = useMemo(() => files.map((file) => file.id), [files]);
  const player = usePlaylistPlayer(ids, currentId, pathOf);
  return useMemo(
    () => ({ takes: files, currentId, pathOf, filters: null, player, loadMore: allLoaded }),
    [files, currentId, pathOf, player],
  );
}
