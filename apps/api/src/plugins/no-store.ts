import fp from 'fastify-plugin';
import { API_PREFIX } from '@relais/contract/routes';
import './types';

export const NO_STORE = 'no-store';

/** True for a path under the API's prefix (/api and below), whatever its query. */
export const isApiPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
};

/**
 * No API answer is kept by a browser or proxy cache (an account's data must not outlive its
 * session on a shared device): every answer under /api says `Cache-Control: no-store`, set here
 * once so a route added later has it too. An authenticated answer always does; only a public route
 * may choose its own policy (a file link's bytes). The app's offline copy lives in its persisted
 * query cache and the service worker precaches only the shell: neither reads the HTTP cache.
 */
export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiPath(request.url)) return payload;
      const route = request.routeOptions.config.contractRoute;
      const authenticated = request.auth !== null || (route !== undefined && route.auth !== 'public');
      if (authenticated || !reply.hasHeader('cache-control')) void reply.header('cache-control', NO_STORE);
      return payload;
    });
  },
  { name: 'relais-no-store', dependencies: ['relais-auth'] },
);
