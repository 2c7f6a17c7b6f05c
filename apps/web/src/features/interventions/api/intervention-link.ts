import type { InterventionEvent } from '@relais/domain/rules';
import type { PendingMark } from '../../../offline';
import { eventLink, type EventLink } from '../model/links';
import { visitEditPath } from './visit-actions';

/**
 * Where an intervention opens from a list (home's rows, a mission page): its direct action by its
 * state, or the queued change of it (to see or correct) when one waits in the outbox.
 */
export const interventionLink = (
  event: Pick<InterventionEvent, 'id' | 'remote' | 'status' | 'reportStatus'>,
  pending: PendingMark | undefined,
): EventLink =>
  eventLink(event, pending ? (pending.editPath ?? visitEditPath(event.id, pending.actionId)) : undefined);
