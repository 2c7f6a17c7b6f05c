import type { getAvailability, putAvailability, snoozePlanningWarning } from '@relais/contract';
import { endpoint } from '../../../lib/endpoints';

/** The availability calls, typed from the contract with type-only imports (no zod in the bundle). */
export const availabilityEndpoints = {
  getAvailability: endpoint<typeof getAvailability>({ method: 'GET', path: '/assistants/:id/availability' }),
  putAvailability: endpoint<typeof putAvailability>({
    method: 'PUT',
    path: '/assistants/:id/availability/:numDay/:part',
  }),
  snooze: endpoint<typeof snoozePlanningWarning>({ method: 'PATCH', path: '/assistants/:id/snooze' }),
} as const;
