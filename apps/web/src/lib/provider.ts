/**
 * The provider's identity is configuration, not code (design guide section 4): set it at build
 * with VITE_PROVIDER_NAME / VITE_PROVIDER_PHONE; the defaults are the demo provider's.
 */
export const provider = {
  name: import.meta.env.VITE_PROVIDER_NAME ?? 'Relais Provider',
  phone: import.meta.env.VITE_PROVIDER_PHONE ?? '+33 1 84 80 00 00',
} as const;

/**
 * The provider's privacy policy and legal notice (the about screen): texts of its configuration,
 * VITE_PRIVACY_POLICY / VITE_LEGAL_NOTICE at build (plain text, paragraphs apart by a blank line);
 * null when not set (the app's demo texts show).
 */
export const legalTexts = (): { privacyPolicy: string | null; legalNotice: string | null } => {
  const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  return {
    privacyPolicy: text(import.meta.env.VITE_PRIVACY_POLICY),
    legalNotice: text(import.meta.env.VITE_LEGAL_NOTICE),
  };
};

/** `tel:` href of a displayed phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
