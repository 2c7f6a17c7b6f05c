import { useEffect, useState } from 'react';
import { draftStore } from '../../../lib/drafts/draft-store';
import { getActionFiles, type StoredFile } from '../../../offline';

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
