/** The readable `relais_sso=1` cookie the API sets beside the HttpOnly refresh cookie. */
export const SSO_COOKIE = 'relais_sso';

export const hasSsoCookie = (): boolean =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((c) => c.trim().startsWith(`${SSO_COOKIE}=`));
