import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AssetViewer_version$key } from '../__generated__/AssetViewer_version.graphql.ts';
import { messages } from '../messages/messages.ts';
import { ImageViewer } from '../player/documents/ImageViewer.tsx';
import { PdfViewer } from '../player/documents/PdfViewer.tsx';
import { MediaPlayer } from '../player/MediaPlayer.tsx';
import { usePlayer } from '../player/PlayerContext.tsx';
import { PlayerFrame } from '../player/PlayerFrame.tsx';
import { BrokenHeart, Transcoding, Unplayable } from '../player/PlayerStates.tsx';
import { SeekPreviewSprite } from '../player/seek/SeekPreview.tsx';
import { playerSourceOf } from '../player/stream/stream-source.ts';

const PDF = 'application/pdf';

/**
 * The newest version as its kind shows: player, still, PDF, or the processing state; for a
 * watermarked link's visitor, its watermarked rendition or how far that has come.
 */
export function AssetViewer({
  version,
  autoPlay,
  overlay,
}: {
  version: AssetViewer_version$key;
  /** The user's autoPlay setting, which the player follows. */
  autoPlay: boolean;
  /** Drawn over the picture, a video's or a still's: the project's watermark and overlay. */
  overlay?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment AssetViewer_version on Version {
        isLive
        isProcessing
        streamUrl
        posterUrl
        sourceUrl
        originalUrl
        waveformUrl
        mimetype
        levels {
          width
          height
          hdr
        }
        processingJob {
          state
          progress
          reason
        }
        watermarking {
          state
          progress
          reason
        }
        ...SeekPreview_version
      }
    `,
    version,
  );
  const { kind } = usePlayer();
  const { watermarking } = data;

  if (watermarking?.state === 'WITHHELD') return <Unplayable reason={messages.viewer.withheld} />;
  if (watermarking?.state === 'FAILED') {
    return (
      <PlayerFrame>
        <BrokenHeart reason={watermarking.reason} />
      </PlayerFrame>
    );
  }
  if (watermarking?.state === 'RENDERING') {
    return <Transcoding progress={watermarking.progress} label={messages.viewer.watermarking} />;
  }
  if (kind === 'video' || kind === 'audio') {
    const source = playerSourceOf(data);
    if (source) {
      return (
        <SeekPreviewSprite version={data}>
          <MediaPlayer
            streamUrl={source}
            posterUrl={data.posterUrl ?? null}
            waveformUrl={data.waveformUrl ?? null}
            levels={data.levels}
            // a feed's recording is a file once the feed has ended
            original={
              kind === 'video' && data.originalUrl && !data.isLive
                ? { url: data.originalUrl, mimetype: data.mimetype }
                : null
            }
            autoPlay={autoPlay}
            overlay={overlay}
            live={data.isLive}
          />
        </SeekPreviewSprite>
      );
    }
    if (data.processingJob?.state === 'FAILED' || !data.isProcessing) {
      return (
        <PlayerFrame>
          <BrokenHeart reason={data.processingJob?.reason} />
        </PlayerFrame>
      );
    }
    return <Transcoding progress={data.processingJob?.progress ?? null} />;
  }
  const still = kind === 'image' ? (data.posterUrl ?? data.sourceUrl) : null;
  if (still) return <ImageViewer url={still} overlay={overlay} />;
  if (kind === 'document' && data.mimetype === PDF) {
    return <PdfViewer url={data.sourceUrl ?? null} />;
  }
  return <Unplayable />;
}
