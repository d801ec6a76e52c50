import { useEffect } from 'react';

/**
 * Keeps a list that others change (orders placed by guests and partners) current without a reload:
 * read again when the window regains focus and every `intervalMs` while the page is visible.
 * Hidden tabs do not poll.
 */
export function useKeptFresh(refetch: () => void, intervalMs = 5000): void {
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    const timer = window.setInterval(again, intervalMs);
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refetch, intervalMs]);
}
