import type { FastifyInstance } from 'fastify';
import { listStaffQuotes } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { StaffQuotesService } from './staff-quotes.service';

/** The console's quotes (issue 28): by client and status. */
export const staffQuotesRoutes =
  ({ staffQuotes }: { staffQuotes: StaffQuotesService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listStaffQuotes, async ({ query }) => staffQuotes.list(query));
  };
