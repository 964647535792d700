import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../components/notify.tsx';
import { saveUrl } from '../downloads/useRequestDownload.ts';
import { messages } from '../messages/messages.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import { seekTimeOfFrame } from '../timecode/timecode.ts';
import type { SavedAnnotation } from './AnnotationContext.tsx';
import { annotatedFramePng, frameAt } from './annotation-png.ts';

const text = messages.annotations;

/** The name of the saved PNG: the frame it shows. */
const annotationFilename = (frame: number) => `annotation-frame-${frame}.png`;

/** Download (§4): the PNG of the comment's frame with its drawing on it. */
export function DownloadAnnotationButton({
  frame,
  annotation,
}: {
  frame: number;
  annotation: SavedAnnotation;
}) {
  const player = usePlayer();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const video = player.media.current;
    if (!(video instanceof HTMLVideoElement)) return;
    setBusy(true);
    try {
      const seconds = seekTimeOfFrame(frame, player.timing.fps);
      player.pause();
      const there = frameAt(video, seconds);
      player.seek(seconds);
      await there;
      const url = URL.createObjectURL(await annotatedFramePng(video, annotation));
      saveUrl(url, annotationFilename(frame));
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      notify.failure(text.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="subtle"
      size="compact-xs"
      leftSection={<IconDownload size={12} />}
      loading={busy}
      onClick={download}
    >
      {text.download}
    </Button>
  );
}
