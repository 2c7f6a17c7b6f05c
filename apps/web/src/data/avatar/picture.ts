import { useQuery, type QueryClient } from '@tanstack/react-query';
import { routeTable } from '@relais/contract/routes';
import type { Assistant } from '@relais/domain/rules';
import { callBlob } from '../../lib/api-client';
import { meQueryKey } from '../assistant';
import { blobToDataUrl } from '../../lib/data-url';

/** The picture's version in `avatarUrl` (`/api/pictures?userId=...&v=<file id>`), or null. */
export const pictureVersion = (avatarUrl: string | null | undefined): string | null => {
  if (!avatarUrl) return null;
  const query = avatarUrl.split('?')[1] ?? '';
  return new URLSearchParams(query).get('v');
};

/** One picture per version: a new picture is a new key, so the old one is never shown for it. */
export const pictureKey = (userId: string | undefined, version: string | null) =>
  ['picture', userId, version] as const;

/**
 * The avatar picture as a data URL (an <img> cannot send the bearer token, and a data URL is kept
 * in the persisted query cache, so the picture shows offline too). Null when there is none.
 */
export const usePicture = (userId: string | undefined, avatarUrl: string | null | undefined) => {
  const version = pictureVersion(avatarUrl);
  return useQuery({
    queryKey: pictureKey(userId, version),
    queryFn: async () => {
      const { blob } = await callBlob(routeTable.getPicture, {
        query: { userId: userId ?? '', ...(version ? { v: version } : {}) },
      });
      return blobToDataUrl(blob);
    },
    enabled: Boolean(userId && version),
    staleTime: Infinity,
    retry: 1,
  });
};

/** Shows a picture at once (the one just cropped, before it is sent) under a local version. */
export const showLocalPicture = (qc: QueryClient, userId: string, version: string, dataUrl: string): void => {
  qc.setQueryData(pictureKey(userId, version), dataUrl);
  patchMe(qc, userId, { avatarUrl: `/api/pictures?userId=${encodeURIComponent(userId)}&v=${version}` });
};

/** Changes fields of the cached signed-in user (the header and the account screen follow). */
export const patchMe = (qc: QueryClient, userId: string, patch: Partial<Assistant>): void => {
  qc.setQueryData<Assistant>(meQueryKey(userId), (me) => (me ? { ...me, ...patch } : me));
};

/** Reads the signed-in user again (after the server answered). */
export const refreshMe = (qc: QueryClient, userId: string): Promise<void> =>
  qc.invalidateQueries({ queryKey: meQueryKey(userId) });
