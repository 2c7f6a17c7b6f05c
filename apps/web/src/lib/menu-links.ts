/**
 * The provider's external links, the avatar menu's (spec 2: community, resources, benefits) and the
 * academy's (home's academy warning), are the provider's configuration, set at build time with `VITE_*` values (README, "Build settings"); the defaults are
 * the demo provider's addresses. A value that is not an http(s) address falls back to the default.
 */
const link = (value: string | undefined, fallback: string): string =>
  value !== undefined && /^https?:\/\/\S+$/.test(value.trim()) ? value.trim() : fallback;

const DEMO = 'https://www.relais-provider.test';

export const menuLinks = {
  forum: link(import.meta.env.VITE_FORUM_URL, `${DEMO}/community/forum`),
  masterclasses: link(import.meta.env.VITE_MASTERCLASSES_URL, `${DEMO}/community/masterclasses`),
  installation: link(import.meta.env.VITE_INSTALLATION_URL, `${DEMO}/resources/installation`),
  premiumServices: link(import.meta.env.VITE_PREMIUM_SERVICES_URL, `${DEMO}/resources/premium-services`),
  tutorials: link(import.meta.env.VITE_TUTORIALS_URL, `${DEMO}/resources/tutorials`),
  benefits: link(import.meta.env.VITE_BENEFITS_URL, `${DEMO}/benefits`),
  academy: link(import.meta.env.VITE_ACADEMY_URL, 'https://academy.relais-provider.test/'),
} as const;

export type MenuLink = keyof typeof menuLinks;
