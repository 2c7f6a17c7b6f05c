/**
 * The first install takes the open pages at once (issue 12): a new device's first session already
 * runs from the precache, so a screen never visited opens offline. A later version still waits for
 * the user's Refresh on the "new version downloaded" snackbar (spec 4 "Service worker update").
 */
export type TakeoverScope = {
  registration: { active: unknown };
  skipWaiting: () => Promise<void>;
  clients: { claim: () => Promise<void> };
};

export type Takeover = {
  /** Call from `install`: notes whether a worker was active before this one. */
  onInstall: () => Promise<void>;
  /** Call from `activate`: claims the pages only for a first install. */
  onActivate: () => Promise<void>;
};

export const firstInstallTakeover = (scope: TakeoverScope): Takeover => {
  let first = false;
  return {
    onInstall: async () => {
      first = scope.registration.active === null;
      if (first) await scope.skipWaiting();
    },
    onActivate: async () => {
      if (first) await scope.clients.claim();
    },
  };
};
