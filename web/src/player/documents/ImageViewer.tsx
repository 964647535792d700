import { Loader } from '@mantine/core';
import type { Picture } from '@rushes/rules';
import { type ReactNode, useEffect, useState } from 'react';
import { PlayerFrame, StageMessage } from '../PlayerFrame.tsx';
import { BrokenHeart } from '../PlayerStates.tsx';
import { StillSizeContext } from './still-size.ts';

/** The spinner joins a loading image only after this long (media-handling section 9). */
export const IMAGE_SPINNER_DELAY_MS = 500;

interface StillProps {
  url: string;
  /** Drawn over the still once it shows: the project's watermark and overlay. */
  overlay?: ReactNode;
}

/** A still: the poster when there is one, otherwise the file itself; a broken heart on failure. */
export function ImageViewer(props: StillProps) {
  return <Still key={props.url} {...props} />;
}

function Still({ url, overlay }: StillProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [natural, setNatural] = useState<Picture | null>(null);
  const [spinner, setSpinner] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSpinner(true), IMAGE_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <PlayerFrame>
      {state !== 'failed' && (
        <img
          src={url}
          alt=""
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            setNatural(width > 0 && height > 0 ? { width, height } : null);
            setState('loaded');
          }}
          onError={() => {
            setState('failed');
          }}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      )}
      {state === 'loaded' && overlay && (
        <StillSizeContext.Provider value={natural}>{overlay}</StillSizeContext.Provider>
      )}
      {state === 'failed' && <BrokenHeart />}
      {state === 'loading' && spinner && (
        <StageMessage>
          <Loader color="gray.4" />
        </StageMessage>
      )}
    </PlayerFrame>
  );
}
