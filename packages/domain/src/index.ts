/**
 * Everything of the domain: rules (zod-free) and zod schemas. The web app imports
 * `@relais/domain/rules` instead, which carries the same rules and only the TYPES of the schemas,
 * so zod stays out of its bundle.
 */
export * from './zod-free';
export * from './schemas';
/** The bank details' rules (ibantools): server side here, `@relais/domain/bank-details` in the app. */
export * from './folder/bank-details.rules';
