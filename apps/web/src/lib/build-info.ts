/** Version, build id and deployment date injected by vite.config.ts `define`. */
export const buildInfo = {
  version: __APP_VERSION__,
  buildId: __BUILD_ID__,
  date: __BUILD_DATE__,
} as const;
