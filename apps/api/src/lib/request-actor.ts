import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who really acts in the current request when it is not the signed-in user: the staff member of a
 * support session (helpdesk link). Set by the support-session plugin for the request's whole
 * asynchronous life, read where a change is recorded (history lines), so no service or repository
 * has to pass it along.
 */
const storage = new AsyncLocalStorage<{ actorId: string }>();

export const requestActorStorage = storage;

/** The staff member acting in the current request (a support session), or null. */
export const currentActorId = (): string | null => storage.getStore()?.actorId ?? null;
