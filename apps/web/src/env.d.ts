/// <reference types="vite/client" />

/** Injected at build time by vite.config.ts `define`. */
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;
declare const __BUILD_DATE__: string;

// Declaration merging with vite/client needs an interface here.
interface ImportMetaEnv {
  readonly VITE_PROVIDER_NAME?: string;
  readonly VITE_PROVIDER_PHONE?: string;
}
