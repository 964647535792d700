import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import './shake.css';

/** The shake lasts about a second after failed credentials (access-and-shell section 9). */
const SHAKE_MS = 1000;

/**
 * A hint that shakes after each failure: `className` and `style` while it shakes, and a `key`
 * that changes per failure so the shake restarts even when failures come quickly. `ms`: how long
 * (the MFA notice shakes 750 ms). Reduced motion turns the shake off (shake.css).
 */
export function useShake(ms: number = SHAKE_MS) {
  const [failures, setFailures] = useState(0);
  const [shaking, setShaking] = useState(false);

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), ms);
    return () => clearTimeout(timer);
  }, [shaking, ms]);

  const shake = useCallback(() => {
    setFailures((count) => count + 1);
    setShaking(true);
  }, []);

  const style: CSSProperties | undefined = shaking ? { animationDuration: `${ms}ms` } : undefined;
  return { key: failures, className: shaking ? 'rushes-shake' : undefined, style, shake };
}
