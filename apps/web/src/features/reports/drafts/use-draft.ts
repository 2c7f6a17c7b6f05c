import { useEffect, useMemo, useState } from 'react';
import { getActionFiles, type StoredFile } from '../../../offline';
import { createDraftWriter, draftStore } from './draft-store';

/** The draft writer of one report; written on every change, flushed on `pagehide` and when hidden. */
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

/**
 * The editor's first values, computed once when the screen's data is there: the saved draft
 * first (unsent changes win), else what `build` makes of the queued action's files or the server.
 */
export const useEditorStart = <T>(opts: {
  userId: string | undefined;
  key: string;
  actionId: string | null;
  ready: boolean;
  build: (draft: T | undefined, files: StoredFile[] | undefined) => T;
}): T | null => {
  const [start, setStart] = useState<T | null>(null);
  const { userId, key, actionId, ready, build } = opts;
  useEffect(() => {
    if (!ready || !userId || start !== null) return undefined;
    let live = true;
    void (async () => {
      const draft = await draftStore()
        .load<T>(userId, key)
        .catch(() => undefined);
      const files = actionId ? await getActionFiles(actionId).catch(() => undefined) : undefined;
      if (live) setStart(build(draft, files));
    })();
    return () => {
      live = false;
    };
    // `build` is read once, when the data is ready
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, userId, key, actionId, start]);
  return start;
};
