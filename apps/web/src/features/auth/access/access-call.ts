import { apiPath, type RouteEntry } from '@relais/contract/routes/auth';
import { errorFromResponse, send } from '../../../lib/http';
import { getLanguage } from '../../../lib/i18n';
import { uuid } from '../../../lib/uuid';

/** One access call without a session (same-origin: the subscription's answer sets the session cookies). */
export const sendAccess = async (route: RouteEntry, body: object): Promise<Response> => {
  const res = await send(apiPath(route), {
    method: route.method,
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': getLanguage(),
      'idempotency-key': uuid(),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await errorFromResponse(res);
  return res;
};
