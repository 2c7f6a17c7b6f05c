import type { FastifyInstance } from 'fastify';
import { listStaffAssistants } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { StaffDirectoryService } from './staff-directory.service';

/** The console's assistants directory (issue 29): GET /staff/assistants. */
export const staffDirectoryRoutes =
  ({ staffDirectory }: { staffDirectory: StaffDirectoryService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listStaffAssistants, async ({ query }) => staffDirectory.list(query));
  };
