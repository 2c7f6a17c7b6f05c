/**
 * The zod-free half of the domain: every rule, constant and the time helpers, plus the TYPES of the
 * zod schemas (type-only exports are erased, so no zod reaches a bundle importing this file).
 */
export * from './zod-free';
export type * from './schemas';
