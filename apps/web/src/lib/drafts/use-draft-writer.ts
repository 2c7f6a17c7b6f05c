import { useEffect, useMemo } from 'react';
import { createDraftWriter, draftStore } from './draft-store';

/** The draft writer of one form (a report); written on every change, flushed on `pagehide` and when hidden. */
export const useDraftWriter = <T>(userId: string | undefined, key: string) => {
  const writer = useMemo(
    () => (userId ? createDraftWriter<T>(draftStore(), userId, key) : null),
    [userId, key],
  );
  useEffect(() => {
    if (!writer) return undefined;
    const flush = () => void writer.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
      flush();
    };
  }, [writer]);
  return writer;
};
