import { useState } from 'react';
import { messages } from '../../messages/messages.ts';
import type { WatermarkPosition } from '../share-form.ts';

/** The preview's picture, in its own units: 16:9. */
const WIDTH = 320;
const HEIGHT = 180;
/** As the transcoder draws it: 32 px at 1080 lines, a margin of 3% of the height. */
const FONT_SIZE = Math.round((HEIGHT * 32) / 1080);
const MARGIN = Math.round(HEIGHT * 0.03);
const BORDER = Math.max(2, Math.round(FONT_SIZE / 4));
/** DejaVu Sans is about this wide per character, for the box behind the text. */
const CHARACTER_WIDTH = 0.62;

interface WatermarkPreviewProps {
  text: string;
  position: WatermarkPosition;
  /** Of the text, 10–100; its box is half as opaque, as the transcoder draws it. */
  opacity: number;
  /** A picture of the share to draw on; one that fails to load leaves the preview empty. */
  pictureUrl: string | null;
}

/** Where the box's top left corner goes for a text box of this size. */
function boxAt(position: WatermarkPosition, width: number, height: number) {
  const inset = MARGIN + BORDER;
  const x = position.endsWith('LEFT')
    ? inset - BORDER
    : position.endsWith('RIGHT')
      ? WIDTH - inset - width + BORDER
      : (WIDTH - width) / 2;
  const y = position.startsWith('TOP')
    ? inset - BORDER
    : position.startsWith('BOTTOM')
      ? HEIGHT - inset - height + BORDER
      : (HEIGHT - height) / 2;
  return { x, y };
}

/**
 * A picture of the share with the watermark where, and as, visitors will see it: drawn as a
 * picture (SVG), since it is one, named for screen readers by what it shows.
 */
export function WatermarkPreview(props: WatermarkPreviewProps) {
  const [failed, setFailed] = useState(false);
  const opacity = props.opacity / 100;
  const width = props.text.length * FONT_SIZE * CHARACTER_WIDTH + 2 * BORDER;
  const height = FONT_SIZE + 2 * BORDER;
  const box = boxAt(props.position, width, height);
  const label = messages.shares.watermarkPreview(
    props.text,
    messages.shares.positions[props.position],
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={240}
      style={{ display: 'block', background: '#1f1f1f', borderRadius: 4 }}
    >
      {props.pictureUrl && !failed && (
        <image
          href={props.pictureUrl}
          width={WIDTH}
          height={HEIGHT}
          preserveAspectRatio="xMidYMid slice"
          onError={() => setFailed(true)}
        />
      )}
      {props.text && (
        <>
          <rect {...box} width={width} height={height} fill="black" fillOpacity={opacity / 2} />
          <text
            x={box.x + BORDER}
            y={box.y + BORDER + FONT_SIZE * 0.8}
            fontSize={FONT_SIZE}
            fontFamily="DejaVu Sans, Verdana, sans-serif"
            fill="white"
            fillOpacity={opacity}
          >
            {props.text}
          </text>
        </>
      )}
    </svg>
  );
}
