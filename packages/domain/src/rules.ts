/**
 * The zod-free half of the domain: every rule, constant and the time helpers, plus the TYPES of the
 * zod schemas (type-only exports are erased, so no zod reaches a bundle importing this file).
 */
export * from './assistant/assistant.rules';
export * from './auth/session.rules';
export * from './auth/sign-in.rules';
export * from './availability/availability.rules';
export * from './client/client.rules';
export * from './completion/academy.rules';
export * from './completion/completion.rules';
export * from './dashboard/dashboard.rules';
export * from './history/history.rules';
export * from './quote/quote.rules';
export * from './errors/error-codes';
export * from './file/file.rules';
export * from './intervention/intervention.rules';
export * from './leave/leave.rules';
export * from './invoice/invoice.rules';
export * from './money/money.rules';
export * from './reference/reference.rules';
export * from './report/report.rules';
export * from './time/business-time';
export * from './ui/ui.constants';
export * from './user/preferences.rules';
export type * from './schemas';
