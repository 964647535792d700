import { useEffect } from 'react';
import { urlRefreshDelay } from './url-refresh.ts';

/** Renews the signed URLs before they expire; a new expiry reschedules. */
export function useUrlRefresh(urlsExpireAt: string, renew: () => void): void {
  useEffect(() => {
    const delay = urlRefreshDelay(Date.now(), urlsExpireAt);
    if (delay === null) return;
    const timer = setTimeout(renew, delay);
    return () => clearTimeout(timer);
  }, [urlsExpireAt, renew]);
}
