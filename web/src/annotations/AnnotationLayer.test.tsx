// @vitest-environment jsdom
import '../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { PlayerProvider } from '../player/PlayerContext.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { AnnotationProvider, useAnnotations } from './AnnotationContext.tsx';
import { AnnotationLayer } from './AnnotationLayer.tsx';

const warning = /no frame rate/;

/** Turns drawing mode on, as the comment sidebar's switch does. */
function Drawing() {
  const api = useAnnotations();
  const setDrawing = api?.setDrawing;
  useEffect(() => setDrawing?.(true), [setDrawing]);
  return null;
}

function renderLayer(frameRateKnown: boolean, drawing: boolean) {
  renderWithProviders(
    <PlayerProvider kind="video" framesPerSecond={null} timecodeOffset={null}>
      <AnnotationProvider frameRateKnown={frameRateKnown}>
        {drawing && <Drawing />}
        <AnnotationLayer />
      </AnnotationProvider>
    </PlayerProvider>,
  );
}

describe('AnnotationLayer', () => {
  it('warns in the annotation preview when the version has no frame rate (section 8)', async () => {
    renderLayer(false, true);
    expect(await screen.findByText(warning)).toBeVisible();
  });

  it('warns of nothing with a frame rate, nor without a preview', () => {
    renderLayer(true, true);
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('shows nothing outside drawing mode when no annotation is on the frame', () => {
    renderLayer(false, false);
    expect(screen.queryByText(warning)).toBeNull();
  });
});
