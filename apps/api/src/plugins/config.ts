import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import './types';

/** Makes the configuration (clock, secrets, provider identity) available as app.appConfig. */
export const configPlugin = fp<{ config: AppConfig }>(
  async (app, opts) => {
    app.decorate('appConfig', opts.config);
  },
  { name: 'relais-config' },
);
