import { useEffect } from 'react';
import { urlRefreshDelay } from './url-refresh.ts';

/** Reloads the asset before its signed URLs expire; a new expiry reschedules. */
export function useUrlRefresh(urlsExpireAt: string, reload: () => void): void {
  useEffect(() => {
    const delay = urlRefreshDelay(Date.now(), urlsExpireAt);
    if (delay === null) return;
    const timer = setTimeout(reload, delay);
    return () => clearTimeout(timer);
  }, [urlsExpireAt, reload]);
}
