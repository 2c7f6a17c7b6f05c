/**
 * Everything of the domain: rules (zod-free) and zod schemas. The web app imports
 * `@relais/domain/rules` instead, which carries the same rules and only the TYPES of the schemas,
 * so zod stays out of its bundle.
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
export * from './assistant/assistant.schema';
export * from './auth/auth.schema';
export * from './availability/availability.schema';
export * from './client/client.schema';
export * from './completion/completion.schema';
export * from './errors/error.schema';
export * from './file/file.schema';
export * from './intervention/intervention.schema';
export * from './leave/leave.schema';
export * from './reference/reference.schema';
export * from './report/report.schema';
export * from './user/messages.schema';
export * from './user/preferences.schema';
export * from './dashboard/dashboard.schema';
export * from './history/history.schema';
export * from './quote/quote.schema';
export * from './profile/curriculum.schema';
export * from './invoice/invoice.schema';
