import { z } from 'zod';
import { ALLOWED_FILE_TYPES, FILE_USAGES } from './file.rules';
import { MESSAGE_FILES_MAX } from '../message/message.rules';
import { EXPENSE_LINES_MAX } from '../report/report.bounds';

export const fileUsageSchema = z.enum(FILE_USAGES);

/** A stored file as the API describes it (never its storage name). */
export const fileSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ALLOWED_FILE_TYPES),
  size: z.number().int(),
  usage: fileUsageSchema,
  eventId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StoredFileInfo = z.infer<typeof fileSchema>;

/** The text fields of POST /files (multipart, with the `file` part). */
export const fileUploadFieldsSchema = z.object({
  usage: fileUsageSchema,
  eventId: z.string().optional(),
  /** The expense line's index in its report. */
  expenseOrder: z.coerce
    .number()
    .int()
    .min(0)
    .max(EXPENSE_LINES_MAX - 1, 'value-out-of-range')
    .optional(),
  month: z.string().optional(),
  fileType: z.string().optional(),
  messageId: z.string().optional(),
  messageFileIndex: z.coerce
    .number()
    .int()
    .min(0)
    .max(MESSAGE_FILES_MAX - 1, 'value-out-of-range')
    .optional(),
});

/** GET /files/token: a short-lived link to read one of the caller's files. */
export const fileTokenQuerySchema = z.object({
  userId: z.string().min(1),
  fileId: z.string().min(1),
  usage: fileUsageSchema.optional(),
});
export const fileTokenSchema = z.object({ token: z.string(), url: z.string(), expiresIn: z.number().int() });

export const fileDeleteQuerySchema = z.object({ fileId: z.string().min(1) });
export const fileContentQuerySchema = z.object({ token: z.string().min(1) });
