import { z } from 'zod';
import { boundedDateSchema } from '../time/date.schema';

/** GET /pictures?userId: whose avatar (the caller's own; staff may read anyone's). `v` only busts caches. */
export const pictureQuerySchema = z.object({
  userId: z.string().min(1),
  v: z.string().max(100).optional(),
});

/** PUT /users/{id}/picture: the uploaded file (POST /files, usage AVATAR) that becomes the avatar. */
export const setPictureBodySchema = z.object({ fileId: z.string().min(1).max(100) });

/** What setting or removing the avatar answers: where to read it now (null: none, initials shown). */
export const pictureStateSchema = z.object({ avatarUrl: z.string().nullable() });
export type PictureState = z.infer<typeof pictureStateSchema>;

/**
 * PUT /users/{id}/avatar-badge: the business day the menu was opened (the server keeps the latest), in
 * the API's date range (a year 0 reached PostgreSQL, which refused it: 500).
 */
export const avatarBadgeSeenBodySchema = z.object({ date: boundedDateSchema });
export const avatarBadgeStateSchema = z.object({ avatarBadgeShownAt: z.iso.date().nullable() });
