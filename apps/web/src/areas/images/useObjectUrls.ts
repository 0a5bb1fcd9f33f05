import { useCallback, useEffect, useRef } from 'react';

/**
 * Preview addresses (blob: URLs) of local files, all released when the component goes away. The
 * release waits a tick so that a development remount (React's StrictMode runs effects twice) keeps
 * the previews made during the first render.
 */
export function useObjectUrls(): (file: Blob) => string {
  const urls = useRef<string[]>([]);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    const current = urls.current;
    return () => {
      pending.current = setTimeout(() => {
        current.forEach((url) => URL.revokeObjectURL(url));
        current.length = 0;
      }, 0);
    };
  }, []);
  return useCallback((file: Blob) => {
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    return url;
  }, []);
}
