import { ActionIcon, Box, Group, Loader, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { blocksShortcuts } from '../keys/shortcuts.ts';
import { PlayerFrame, StageMessage } from '../PlayerFrame.tsx';
import { VIEWER_MAX_WIDTH } from '../playback.ts';
import { openPdf, renderPage } from './pdf-document.ts';

const text = messages.viewer;

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; pdf: PDFDocumentProxy };

function usePdf(url: string | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!url) return;
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    setLoaded({ state: 'loading' });
    openPdf(url).then(
      (pdf) => {
        opened = pdf;
        if (live) setLoaded({ state: 'ready', pdf });
        else void pdf.destroy();
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [url]);
  return loaded;
}

/** A PDF page by page: 'x / total', previous and next buttons, and ← → keys. */
export function PdfViewer({ url }: { url: string | null }) {
  const loaded = usePdf(url);
  const [page, setPage] = useState(1);
  const total = loaded.state === 'ready' ? loaded.pdf.numPages : 0;
  const go = (next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, total)));
  const latestGo = useRef(go);
  latestGo.current = go;
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (blocksShortcuts(event.target instanceof HTMLElement ? event.target : null)) return;
      if (event.key === 'ArrowLeft') latestGo.current(pageRef.current - 1);
      if (event.key === 'ArrowRight') latestGo.current(pageRef.current + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!url) return <PdfMessage>{text.invalidPdfUrl}</PdfMessage>;
  if (loaded.state === 'failed') return <PdfMessage>{text.pdfFailed}</PdfMessage>;
  return (
    <Box maw={VIEWER_MAX_WIDTH} w="100%" mx="auto">
      <PlayerFrame>
        {loaded.state === 'ready' ? (
          <PdfPage pdf={loaded.pdf} page={page} />
        ) : (
          <StageMessage>
            <Loader color="gray.4" />
          </StageMessage>
        )}
      </PlayerFrame>
      <Group justify="center" gap="sm" py={6} bg="dark.8">
        <ActionIcon
          variant="subtle"
          color="gray.2"
          aria-label={text.previousPage}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        >
          <IconChevronLeft size={20} />
        </ActionIcon>
        <Text size="sm" c="gray.2" data-testid="pdf-page">
          {text.page(page, Math.max(total, 1))}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray.2"
          aria-label={text.nextPage}
          disabled={page >= total}
          onClick={() => go(page + 1)}
        >
          <IconChevronRight size={20} />
        </ActionIcon>
      </Group>
    </Box>
  );
}

function PdfPage({ pdf, page }: { pdf: PDFDocumentProxy; page: number }) {
  const { ref, width, height } = useElementSize();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const target = canvas.current;
    if (!target || width === 0 || height === 0) return;
    let task: ReturnType<typeof renderPage> | null = null;
    let live = true;
    pdf.getPage(page).then(
      (proxy) => {
        if (!live) return;
        task = renderPage(proxy, target, { width, height });
        task.promise.catch((error: unknown) => {
          if (live && !(error instanceof Error && error.name === 'RenderingCancelledException')) {
            setFailed(true);
          }
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      task?.cancel();
    };
  }, [pdf, page, width, height]);
  if (failed) return <StageMessage>{text.pdfFailed}</StageMessage>;
  return (
    <Box
      ref={ref}
      pos="absolute"
      inset={8}
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center' }}
    >
      <canvas ref={canvas} data-testid="pdf-canvas" style={{ background: 'white' }} />
    </Box>
  );
}

function PdfMessage({ children }: { children: string }) {
  return (
    <PlayerFrame>
      <StageMessage>
        <Text role="alert">{children}</Text>
      </StageMessage>
    </PlayerFrame>
  );
}
