/** UI constants of spec section 9. */
export const SNACKBAR_TIMEOUT_MS = 6000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PROVIDER_HOURS = { days: 'MON_FRI', from: 9, to: 19 } as const;
