import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** The error body of every failed call (design guide section 5). */
export const fieldErrorSchema = z.object({
  errorCode: z.enum(ERROR_CODES),
  field: z.string().optional(),
});

export const errorBodySchema = z.object({
  success: z.literal(false),
  errorCode: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.array(fieldErrorSchema).default([]),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The generic code for an HTTP status, used when a response carries no code of its own. */
export const errorCodeForStatus = (status: number): (typeof ERROR_CODES)[number] => {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'authentication_required';
    case 403:
      return 'access_denied';
    case 404:
      return 'not_found';
    case 409:
      return 'idempotency_in_progress';
    case 422:
      return 'validation_failed';
    case 429:
      return 'too_many_requests';
    default:
      return 'server_error';
  }
};
