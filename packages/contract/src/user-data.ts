import { z } from 'zod';
import {
  avatarBadgeSeenBodySchema,
  avatarBadgeStateSchema,
  deleteAccountBodySchema,
  pictureQuerySchema,
  pictureStateSchema,
  setPictureBodySchema,
} from '@relais/domain';
import { defineRoute, emptyResponse, idParam, ownerRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/**
 * The avatar picture (spec 7 GET /pictures?userId): the bytes of the user's square picture, read
 * by herself (staff read an assistant's with getStaffAssistantPicture). 404 when she has none (the
 * app shows initials).
 */
export const getPicture = defineRoute({
  ...routeTable.getPicture,
  summary: 'The avatar picture of the caller, JPEG or PNG bytes',
  auth: 'user',
  clientsToo: "the header shows every user's own avatar",
  query: pictureQuerySchema,
  ownerQuery: 'userId',
  raw: true,
  response: z.unknown(),
  errors: [...signedInErrors, 'not_found', 'validation_failed'],
});

export const getStaffAssistantPicture = defineRoute({
  ...routeTable.getStaffAssistantPicture,
  summary: "Staff: an assistant's avatar picture, JPEG or PNG bytes (audited)",
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: idParam,
  raw: true,
  response: z.unknown(),
  errors: [...signedInErrors, 'not_found'],
});

export const setPicture = ownerRoute({
  ...routeTable.setPicture,
  summary:
    'Make an uploaded image (POST /files, usage AVATAR, square) the avatar; the previous one is deleted',
  params: idParam,
  body: setPictureBodySchema,
  response: pictureStateSchema,
  errors: ['not_found', 'validation_failed', 'avatar_file_invalid', 'avatar_not_square'],
});

export const deletePicture = ownerRoute({
  ...routeTable.deletePicture,
  summary: 'Remove the avatar picture (its file is deleted); the initials show instead',
  params: idParam,
  response: pictureStateSchema,
  errors: ['not_found'],
});

export const markAvatarBadgeSeen = ownerRoute({
  ...routeTable.markAvatarBadgeSeen,
  summary:
    'Record the day the avatar menu was opened (the badge clears on every device); the latest day wins',
  params: idParam,
  body: avatarBadgeSeenBodySchema,
  response: avatarBadgeStateSchema,
  errors: ['not_found', 'validation_failed', 'date-out-of-range'],
});

/**
 * 'Download my data': a ZIP streamed as it is built (JSON of every per-user table, then the
 * user's files). The owner only (staff cannot export someone else's data); 3 an hour.
 */
export const exportAccount = ownerRoute({
  ...routeTable.exportAccount,
  summary: "A ZIP of the caller's own data (JSON) and files; the owner only, 3 an hour",
  clientsToo: 'a client user downloads its own data too',
  notInSupportSession: 'downloading her whole data is her own act (decisions, Helpdesk)',
  params: idParam,
  raw: true,
  response: z.unknown(),
  errors: ['not_found', 'too_many_requests', 'support_session_forbidden'],
});

/**
 * Account deletion (spec 7 DELETE /users/{id}), the owner only, confirmed by her password: personal
 * data and files removed, every session revoked; issued invoices kept, detached from the person.
 */
export const deleteAccount = ownerRoute({
  ...routeTable.deleteAccount,
  notInSupportSession: 'only the assistant may delete her account',
  summary: 'Delete the caller’s own account (password to confirm); issued invoices are kept, anonymised',
  clientsToo: "a client user deletes its own account too (its answers stay, the company's record)",
  params: idParam,
  body: deleteAccountBodySchema,
  response: emptyResponse,
  errors: [
    'not_found',
    'validation_failed',
    'required-field',
    'password_incorrect',
    'staff_account_not_deletable',
    'too_many_requests',
    'support_session_forbidden',
  ],
});

export const userDataRoutes = [
  getPicture,
  getStaffAssistantPicture,
  setPicture,
  deletePicture,
  markAvatarBadgeSeen,
  exportAccount,
  deleteAccount,
] as const;
