/// <reference types="vite/client" />

/** Injected at build time by vite.config.ts `define`. */
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;
declare const __BUILD_DATE__: string;

// Declaration merging with vite/client needs an interface here.
interface ImportMetaEnv {
  readonly VITE_PROVIDER_NAME?: string;
  readonly VITE_PROVIDER_PHONE?: string;
  /** The avatar menu's links (lib/menu-links.ts); each defaults to the demo provider's. */
  readonly VITE_FORUM_URL?: string;
  readonly VITE_MASTERCLASSES_URL?: string;
  readonly VITE_INSTALLATION_URL?: string;
  readonly VITE_PREMIUM_SERVICES_URL?: string;
  readonly VITE_TUTORIALS_URL?: string;
  readonly VITE_BENEFITS_URL?: string;
  readonly VITE_ACADEMY_URL?: string;
  /** The about screen's privacy policy and legal notice (plain text, paragraphs apart by a blank line). */
  readonly VITE_PRIVACY_POLICY?: string;
  readonly VITE_LEGAL_NOTICE?: string;
  /** 'menu': the build with the feedback toggle (spec 6); any other value or none: without it. */
  readonly VITE_BUILD_MODE?: string;
  /** A Sentry-compatible DSN: errors of other statuses go there (lib/error-report.ts), else to the server. */
  readonly VITE_SENTRY_DSN?: string;
}

/** A language's texts for /login's first render (vite-plugins.ts `firstPaintTexts`). */
declare module '*.json?first-paint' {
  type Texts = { [key: string]: string | Texts };
  const texts: Texts;
  export default texts;
}
