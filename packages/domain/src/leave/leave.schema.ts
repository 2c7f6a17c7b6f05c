import { z } from 'zod';
import { boundedDateSchema } from '../time/date.schema';
import { LEAVE_COMMENT_MAX, LEAVE_LABEL_MAX, LEAVE_REASON_MAX } from './leave.rules';

/** POST /assistants/{id}/leaves and PUT .../leaves/{leaveId} body (spec 3 Leave/absence). */
export const leaveBodySchema = z.object({
  startDate: boundedDateSchema,
  endDate: boundedDateSchema,
  label: z.string().trim().min(1, 'required-field').max(LEAVE_LABEL_MAX),
  comment: z.string().trim().max(LEAVE_COMMENT_MAX).nullable().optional(),
});
export type LeaveBody = z.infer<typeof leaveBodySchema>;

/** One absence as the API answers it. */
export const leaveSchema = z.object({
  id: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  label: z.string(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Leave = z.infer<typeof leaveSchema>;

/** DELETE /assistants/{id}/leaves/{leaveId} body: the reason is required and kept. */
export const leaveDeleteBodySchema = z.object({
  reason: z.string().trim().min(1, 'required-field').max(LEAVE_REASON_MAX),
});
export type LeaveDeleteBody = z.infer<typeof leaveDeleteBodySchema>;
