import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PlayerFrame, StageMessage } from '../PlayerFrame.tsx';
import { BrokenHeart } from '../PlayerStates.tsx';

/** The spinner joins a loading image only after this long (media-handling section 9). */
export const IMAGE_SPINNER_DELAY_MS = 500;

/** A still: the poster when there is one, otherwise the file itself; a broken heart on failure. */
export function ImageViewer({ url }: { url: string }) {
  return <Still key={url} url={url} />;
}

function Still({ url }: { url: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
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
          onLoad={() => setState('loaded')}
          onError={() => {
            setState('failed');
          }}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
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
