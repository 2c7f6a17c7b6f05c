/** Access token lifetime and the share of it after which the app refreshes (spec 4, 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_AT_SHARE = 0.8;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
/** A support session (helpdesk link) lasts one hour in all, refreshes included (no 7-day session). */
export const SUPPORT_SESSION_TTL_SECONDS = 3600;
/** A helpdesk link (staff acting as an assistant) is valid 5 minutes, single use. */
export const HELPDESK_LINK_TTL_SECONDS = 5 * 60;

/** When the app should refresh an access token issued at `issuedAtMs` lasting `expiresInS`. */
export const refreshDelayMs = (expiresInS: number): number =>
  Math.floor(expiresInS * 1000 * REFRESH_AT_SHARE);
