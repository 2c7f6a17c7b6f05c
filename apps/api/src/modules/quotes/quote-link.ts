import type { Clock } from '@relais/domain';
import { signToken, verifyToken } from '../../plugins/jwt';

/** Not the access tokens' audience: a quote link cannot call the API as anyone, only read and answer its quote. */
export const QUOTE_LINK_AUDIENCE = 'relais-quote';

/** A signed link token for one quote (HMAC of the server secret over the quote id and the expiry). */
export const signQuoteLink = (
  quoteId: string,
  ttlSeconds: number,
  secret: string,
  clock: Clock,
): Promise<{ token: string; expiresIn: number }> =>
  signToken({ claims: {}, subject: quoteId, audience: QUOTE_LINK_AUDIENCE, ttlSeconds }, secret, clock);

/** Whether `token` is a valid, unexpired link for exactly this quote. */
export const verifyQuoteLink = async (
  token: string,
  quoteId: string,
  secret: string,
  clock: Clock,
): Promise<boolean> => {
  const payload = await verifyToken(token, secret, clock, { audience: QUOTE_LINK_AUDIENCE, claims: [] });
  return payload?.sub === quoteId;
};
