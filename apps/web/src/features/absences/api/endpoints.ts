import type { createLeave, deleteLeave, getLeave, listLeaves, updateLeave } from '@relais/contract';
import { endpoint } from '../../../lib/endpoints';

/** The absence calls, typed from the contract with type-only imports (no zod in the bundle). */
export const leaveEndpoints = {
  listLeaves: endpoint<typeof listLeaves>({ method: 'GET', path: '/assistants/:id/leaves' }),
  createLeave: endpoint<typeof createLeave>({ method: 'POST', path: '/assistants/:id/leaves' }),
  getLeave: endpoint<typeof getLeave>({ method: 'GET', path: '/assistants/:id/leaves/:leaveId' }),
  updateLeave: endpoint<typeof updateLeave>({ method: 'PUT', path: '/assistants/:id/leaves/:leaveId' }),
  deleteLeave: endpoint<typeof deleteLeave>({ method: 'DELETE', path: '/assistants/:id/leaves/:leaveId' }),
} as const;
