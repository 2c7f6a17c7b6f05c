/** The access forms /login shows instead of the sign-in form (decisions "Passwords, reset, subscription, first login"). */
export type AccessMode = 'forgot' | 'reset' | 'subscribe' | 'firstLogin';

/** The form a link asks for: `?reset-token=`, `?subscribe-token=`, `?isFirstLogin=true`; else none. */
export const accessModeOf = (params: URLSearchParams): AccessMode | null => {
  if (params.get('reset-token')) return 'reset';
  if (params.get('subscribe-token')) return 'subscribe';
  if (params.get('isFirstLogin') === 'true') return 'firstLogin';
  return null;
};

/** What the access screen is given by the login screen. */
export type AccessScreenProps = {
  mode: AccessMode;
  search: string;
  /** Another form (`null`: back to the sign-in form). */
  onMode: (mode: AccessMode | null) => void;
  onSignedIn: (target: string) => void;
};
