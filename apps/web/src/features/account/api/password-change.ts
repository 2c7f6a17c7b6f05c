import { routeTable } from '@relais/contract/routes';
import type { PasswordChangeBody } from '@relais/domain/rules';
import { call } from '../../../lib/api-client';

/**
 * PUT /auth/password/{id}: her password changed while signed in (this session stays, the others
 * end, a mail tells her). Online only: a security setting is never queued.
 */
export const changePassword = (userId: string, body: PasswordChangeBody): Promise<unknown> =>
  call(routeTable.changePassword, { params: { id: userId }, body });
