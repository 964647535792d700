import { linkWatermarkSettings, placeText, type WatermarkPosition } from '@rushes/rules';
import { useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { WatermarkBoxes } from '../../watermark/WatermarkBoxes.tsx';

/** The preview's picture: 16:9. */
const WIDTH = 240;
const HEIGHT = 135;

interface WatermarkPreviewProps {
  text: string;
  position: WatermarkPosition;
  /** Of the text, 10–100; its box is half as opaque, as the transcoder draws it. */
  opacity: number;
  /** A picture of the share to draw on; one that fails to load leaves the preview empty. */
  pictureUrl: string | null;
}

/**
 * A picture of the share with the watermark where, and as, visitors will see it: laid out by
 * the rules the transcoder burns it in with, named for screen readers by what it shows.
 */
export function WatermarkPreview(props: WatermarkPreviewProps) {
  const [failed, setFailed] = useState(false);
  const item = { position: props.position, type: 'CUSTOM' as const, text: props.text };
  const placement = placeText(linkWatermarkSettings(item, props.opacity), props.position, HEIGHT);
  const label = messages.shares.watermarkPreview(
    props.text,
    messages.shares.positions[props.position],
  );
  return (
    <div
      role="img"
      aria-label={label}
      style={{
        position: 'relative',
        width: WIDTH,
        height: HEIGHT,
        background: '#1f1f1f',
        borderRadius: 4,
        overflow: 'hidden',
      }}
    >
      {props.pictureUrl && !failed && (
        <img
          src={props.pictureUrl}
          alt=""
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
      {props.text && (
        <WatermarkBoxes
          rect={{ left: 0, top: 0, width: WIDTH, height: HEIGHT }}
          texts={[{ placement, text: props.text }]}
        />
      )}
    </div>
  );
}
