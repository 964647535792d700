import type { OverlayPlacement, TextPlacement } from '@rushes/rules';
import type { CSSProperties } from 'react';
import './watermark.css';

/** The font the transcoder burns watermarks in, so the two look alike. */
const FONT = '"DejaVu Sans", Verdana, sans-serif';

const edge = (alignment: TextPlacement['horizontal'], inset: number, start: string, end: string) =>
  alignment === 'start' ? { [start]: inset } : alignment === 'end' ? { [end]: inset } : {};

function textStyle(placement: TextPlacement): CSSProperties {
  const { horizontal, vertical } = placement;
  const centre = [
    horizontal === 'center' ? 'translateX(-50%)' : '',
    vertical === 'center' ? 'translateY(-50%)' : '',
  ].join(' ');
  return {
    position: 'absolute',
    ...edge(horizontal, placement.insetX, 'left', 'right'),
    ...edge(vertical, placement.insetY, 'top', 'bottom'),
    ...(horizontal === 'center' ? { left: '50%' } : {}),
    ...(vertical === 'center' ? { top: '50%' } : {}),
    transform: centre.trim() || undefined,
    fontFamily: FONT,
    fontSize: placement.fontPx,
    lineHeight: 1,
    padding: placement.padding,
    whiteSpace: 'nowrap',
    color: `rgba(255, 255, 255, ${placement.textAlpha})`,
    background: `rgba(0, 0, 0, ${placement.boxAlpha})`,
  };
}

export interface PlacedText {
  placement: TextPlacement;
  text: string;
}

/**
 * Watermark texts and an overlay image on a picture at `rect` (in its parent's pixels), as the
 * shared layout placed them: what the transcoder burns into the frames, drawn by the page.
 */
export function WatermarkBoxes(props: {
  rect: { left: number; top: number; width: number; height: number };
  texts: PlacedText[];
  overlay?: { placement: OverlayPlacement; url: string } | null;
}) {
  const { rect, overlay } = props;
  return (
    <div
      style={{
        position: 'absolute',
        left: rect.left,
        top: rect.top,
        width: rect.width,
        height: rect.height,
        overflow: 'hidden',
        pointerEvents: 'none',
      }}
    >
      {overlay && (
        <img
          src={overlay.url}
          alt=""
          data-testid="watermark-overlay"
          style={{
            position: 'absolute',
            width: overlay.placement.width,
            left: overlay.placement.centreX - overlay.placement.width / 2,
            top: overlay.placement.centreY,
            transform: 'translateY(-50%)',
            opacity: overlay.placement.alpha,
          }}
        />
      )}
      {props.texts.map(({ placement, text }) => (
        <span
          key={placement.position}
          className="rushes-watermark-text"
          data-text={text}
          data-testid={`watermark-${placement.position}`}
          style={textStyle(placement)}
        />
      ))}
    </div>
  );
}
