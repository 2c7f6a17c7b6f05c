/** Moved to `lib/derived-key.ts` (the invoice submission derives its upload key the same way). */
export { derivedKey } from '../../../lib/derived-key';
