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
  /** A 409 on an item that already moved: its current state (e.g. `{ status: 'VALIDATED' }`). */
  current: z.record(z.string(), z.string().nullable()).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
