import {
  feedbackRuleErrors,
  routeTemplateOf,
  type ClientErrorBody,
  type Clock,
  type Feedback,
  type FeedbackBody,
  type FeedbackList,
} from '@relais/domain';
import type { AppError } from '../../plugins/app-error';
import { ruleFailure, tooManyRequests } from '../../plugins/app-error';
import type { RateLimits } from '../../plugins/rate-limits';
import type { AuditEntry } from '../../plugins/types';
import type { FeedbackRepository } from './feedback.repository';

/** Client error reports allowed per address in a window (spec 8: rate-limited). */
export const CLIENT_ERROR_LIMIT = 20;
export const CLIENT_ERROR_WINDOW_MS = 10 * 60_000;

const tooMany = (retryAfterSeconds: number): AppError =>
  tooManyRequests(retryAfterSeconds, 'Too many error reports, try again later');

export type FeedbackServiceDeps = {
  repo: FeedbackRepository;
  clock: Clock;
  audit: (entry: AuditEntry) => Promise<void>;
  rateLimits: RateLimits;
  log: { warn: (obj: object, msg: string) => void };
};

export const createFeedbackService = ({ repo, clock, audit, rateLimits, log }: FeedbackServiceDeps) => ({
  /** The caller's feedback: the domain rules again, the text trimmed, the route as a template. */
  send: async (userId: string, body: FeedbackBody): Promise<Feedback> => {
    const errors = feedbackRuleErrors(body);
    if (errors.length > 0) throw ruleFailure(errors, 'The feedback is empty or too long');
    return repo.insert({
      userId,
      text: body.text.trim(),
      route: routeTemplateOf(body.route),
      now: clock.now(),
    });
  },

  /** Staff: the newest feedback, audited (it names who sent it). */
  list: async (staffId: string, limit: number, ip: string): Promise<FeedbackList> => {
    const items = await repo.newest(limit);
    await audit({ action: 'staff_feedback_read', actorId: staffId, ip, detail: { count: items.length } });
    return { items };
  },

  /**
   * An unexpected error status seen by the app, written to the server's log (no table: the log is
   * where the provider looks). At most CLIENT_ERROR_LIMIT per user (or address) and window; the body holds
   * route templates only (the contract's schema).
   */
  reportClientError: async (body: ClientErrorBody, who: { ip: string; userId: string | null }) => {
    // per user when the report comes with a session, else per address
    const key = who.userId ? `client-errors:user:${who.userId}` : `client-errors:ip:${who.ip}`;
    const claim = await rateLimits.claimInWindow(key, CLIENT_ERROR_LIMIT, CLIENT_ERROR_WINDOW_MS);
    if (!claim.claimed) throw tooMany(claim.retryAfterSeconds);
    // what failed, never who: no user id, no address in the line
    log.warn({ clientError: body }, 'client error reported');
    return { success: true as const };
  },
});

export type FeedbackService = ReturnType<typeof createFeedbackService>;
