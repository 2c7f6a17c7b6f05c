import { z } from 'zod';
import {
  CLIENT_ERROR_PATH,
  CLIENT_ERROR_PATH_MAX,
  FEEDBACK_ROUTE_MAX,
  FEEDBACK_TEXT_MAX,
} from './feedback.rules';

/**
 * POST /feedback body. The schema's bounds are wider than the rule (`feedback_too_long` comes from
 * the rule, with its field, translated), so a long text is refused by the rule, not by the schema.
 */
export const feedbackBodySchema = z.object({
  text: z.string().max(FEEDBACK_TEXT_MAX * 4),
  route: z.string().max(FEEDBACK_ROUTE_MAX),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  userId: z.string(),
  loginEmail: z.string(),
  text: z.string(),
  route: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackListSchema = z.object({ items: z.array(feedbackSchema) });
export type FeedbackList = z.infer<typeof feedbackListSchema>;

const pathText = z.string().max(CLIENT_ERROR_PATH_MAX).regex(CLIENT_ERROR_PATH);

/** POST /client-errors body: what failed, never who or with what data (spec 8). */
export const clientErrorBodySchema = z.object({
  status: z.number().int().min(400).max(599),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  /** the API route template, e.g. `/assistants/:id/leaves` */
  apiRoute: pathText,
  /** the screen's path as a template (`routeTemplateOf`) */
  page: pathText,
  release: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9._+-]*$/),
});
export type ClientErrorBody = z.infer<typeof clientErrorBodySchema>;
