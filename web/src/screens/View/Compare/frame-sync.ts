import { useEffect } from 'react';
import { frameAtTime, seekTimeOfFrame } from '../../../timecode/timecode.ts';

/** Two rates, A's and B's: B follows A frame for frame. */
export interface SyncRates {
  a: number;
  b: number;
}

/** Where B shows the frame A shows at `aTime`: that frame's middle at B's rate. */
export const alignedTime = (aTime: number, rates: SyncRates): number =>
  seekTimeOfFrame(frameAtTime(aTime, rates.a), rates.b);

/** Playing, B is put back on A's frame once it drifts this many frames away. */
const PLAYING_DRIFT_FRAMES = 2;

/**
 * B follows A: it plays and pauses with A, and after each seek or step (and once paused) it shows
 * A's frame; while both play it is set again only when it drifts.
 */
export function useFrameSync(
  a: HTMLMediaElement | null,
  b: HTMLMediaElement | null,
  rates: SyncRates,
) {
  const { a: rateA, b: rateB } = rates;
  useEffect(() => {
    if (!a || !b) return;
    const align = () => {
      b.currentTime = alignedTime(a.currentTime, { a: rateA, b: rateB });
    };
    const play = () => {
      align();
      b.play().catch(() => {});
    };
    const pause = () => {
      b.pause();
      align();
    };
    const seeked = () => {
      if (a.paused) align();
    };
    const drift = () => {
      if (a.paused || b.seeking) return;
      if (Math.abs(b.currentTime - a.currentTime) * rateA > PLAYING_DRIFT_FRAMES) align();
    };
    a.addEventListener('play', play);
    a.addEventListener('pause', pause);
    a.addEventListener('seeked', seeked);
    a.addEventListener('timeupdate', drift);
    // B opens where A is (a layout switch or B's stream arriving later)
    b.addEventListener('loadeddata', seeked);
    align();
    return () => {
      a.removeEventListener('play', play);
      a.removeEventListener('pause', pause);
      a.removeEventListener('seeked', seeked);
      a.removeEventListener('timeupdate', drift);
      b.removeEventListener('loadeddata', seeked);
    };
  }, [a, b, rateA, rateB]);
}
