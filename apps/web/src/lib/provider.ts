/**
 * The provider's identity is configuration, not code (design guide section 4): set it at build
 * with VITE_PROVIDER_NAME / VITE_PROVIDER_PHONE; the defaults are the demo provider's.
 */
export const provider = {
  name: import.meta.env.VITE_PROVIDER_NAME ?? 'Relais Provider',
  phone: import.meta.env.VITE_PROVIDER_PHONE ?? '+33 1 84 80 00 00',
} as const;

/** `tel:` href of a displayed phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
