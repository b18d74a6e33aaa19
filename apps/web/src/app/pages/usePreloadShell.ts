import { useEffect } from 'react';
import { loadShell } from '../shell/loadShell';

/** Fetches the shell's code once the login page is idle, so signing in does not wait for it. */
export function usePreloadShell() {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void loadShell(), 500); // browsers without idle callbacks (Safari)
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => void loadShell());
    return () => cancelIdleCallback(id);
  }, []);
}
