import { useCallback, useEffect, useState } from 'react';
import './shake.css';

/** The shake lasts about a second after failed credentials (access-and-shell section 9). */
const SHAKE_MS = 1000;

/**
 * A hint that shakes after each failure: `className` while it shakes, and a `key` that changes
 * per failure so the shake restarts even when failures come quickly.
 */
export function useShake() {
  const [failures, setFailures] = useState(0);
  const [shaking, setShaking] = useState(false);

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  const shake = useCallback(() => {
    setFailures((count) => count + 1);
    setShaking(true);
  }, []);

  return { key: failures, className: shaking ? 'rushes-shake' : undefined, shake };
}
