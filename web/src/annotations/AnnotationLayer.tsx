import { Alert, Box } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { messages } from '../messages/messages.ts';
import { useAnnotations } from './AnnotationContext.tsx';
import { usePausedFrame, usePictureBox } from './usePicture.ts';

// fabric is large: it loads with the first drawing shown or begun, not with the viewer
const DrawingLayer = lazy(() =>
  import('./DrawingLayer.tsx').then((module) => ({ default: module.DrawingLayer })),
);
const ShownAnnotation = lazy(() =>
  import('./ShownAnnotation.tsx').then((module) => ({ default: module.ShownAnnotation })),
);

/**
 * Over the video's picture (exactly its box, letterboxing aside): the board while drawing, else
 * the annotations drawn on the frame it is paused on; a warning when the version has no frame
 * rate, as frames may then be off (§8).
 */
export function AnnotationLayer() {
  const api = useAnnotations();
  const picture = usePictureBox();
  const frame = usePausedFrame();
  if (!api) return null;
  const { box } = picture;
  const shown = frame === null ? [] : api.shown.filter((drawn) => drawn.start === frame);
  const size = { width: box.width, height: box.height };
  const previewing = api.drawing || shown.length > 0;
  return (
    <Box ref={picture.ref} pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
      {picture.natural && box.width > 0 && (
        <Box
          pos="absolute"
          left={box.left}
          top={box.top}
          w={box.width}
          h={box.height}
          data-testid="annotation-layer"
        >
          <Suspense fallback={null}>
            {api.drawing && frame !== null ? (
              <DrawingLayer shown={size} />
            ) : (
              shown.map((drawn) => (
                <Box
                  key={drawn.id}
                  pos="absolute"
                  inset={0}
                  role="img"
                  aria-label={messages.annotations.shown}
                >
                  <ShownAnnotation id={drawn.id} annotation={drawn.annotation} shown={size} />
                </Box>
              ))
            )}
          </Suspense>
        </Box>
      )}
      {previewing && !api.frameRateKnown && (
        <Alert
          pos="absolute"
          top={8}
          left={8}
          right={8}
          color="yellow"
          variant="filled"
          icon={<IconAlertTriangle size={16} />}
          p={6}
        >
          {messages.annotations.noFrameRate}
        </Alert>
      )}
    </Box>
  );
}
