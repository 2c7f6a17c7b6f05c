import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const buildDate = process.env.RELAIS_BUILD_DATE ?? new Date().toISOString();
/** A rebuild changes the build id (and so the precache manifest); RELAIS_BUILD_ID forces one. */
const buildId = process.env.RELAIS_BUILD_ID ?? Date.now().toString(36);

const pwa = (): PluginOption =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    devOptions: { enabled: false },
    includeAssets: ['favicon.svg', 'brand.svg', 'icons/*.png'],
    manifest: {
      id: '/',
      name: 'Relais',
      short_name: 'Relais',
      description: 'Relais',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#13693f',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
      globIgnores: ['**/*.gz', '**/*.br'],
    },
  });

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), ...(mode === 'test' ? [] : [pwa(), precompress()])],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(buildId),
    __BUILD_DATE__: JSON.stringify(buildDate),
  },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries of the lazily loaded app, each its own chunk (every lazy chunk <= 50 KB gzip).
        codeSplitting: {
          groups: [
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'domain', test: /(node_modules[\\/](zod|@date-fns[\\/]tz)|packages[\\/](domain|contract))[\\/]/ },
            { name: 'date', test: /node_modules[\\/]date-fns[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:8080' } },
}));
