import {
  HELPDESK_LINK_TTL_SECONDS,
  type Clock,
  type HelpdeskLink,
  type HelpdeskSignInBody,
} from '@relais/domain';
import { AppError, notFound } from '../../plugins/app-error';
import type { AuditEntry, AuthContext } from '../../plugins/types';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { HelpdeskRepository } from './helpdesk.repository';

export type HelpdeskServiceDeps = {
  repo: HelpdeskRepository;
  clock: Clock;
  audit: (entry: AuditEntry) => Promise<void>;
  /** The app's public address (PUBLIC_URL), the links' origin. */
  publicUrl: string;
};

/** One answer for an unknown, used, expired or mismatched link: nothing tells them apart. */
const linkInvalid = () =>
  new AppError(401, 'helpdesk_link_invalid', 'This helpdesk link is invalid, expired or already used');

export const createHelpdeskService = ({ repo, clock, audit, publicUrl }: HelpdeskServiceDeps) => ({
  /** Staff: a one-time link to act as the assistant `assistantId` (5 minutes, single use), audited. */
  createLink: async (staffId: string, assistantId: string, ip: string): Promise<HelpdeskLink> => {
    const assistant = await repo.userOf(assistantId);
    if (!assistant || assistant.role !== 'ASSISTANT') throw notFound('Assistant');
    const token = newOpaqueToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + HELPDESK_LINK_TTL_SECONDS * 1000);
    await repo.insertToken({
      tokenHash: hashToken(token),
      userId: assistant.id,
      actorId: staffId,
      expiresAt,
      now,
    });
    await audit({
      action: 'helpdesk_link_created',
      actorId: staffId,
      subjectId: assistant.id,
      ip,
      detail: { expiresAt: expiresAt.toISOString() },
    });
    const url = new URL('/helpdesk', publicUrl);
    url.searchParams.set('login', assistant.loginEmail);
    url.searchParams.set('random', token);
    return { url: url.toString(), expiresAt: expiresAt.toISOString() };
  },

  /**
   * The link's exchange: the assistant to open a support session for, with the staff member as
   * actor. The first attempt uses the link up, right or wrong; valid strictly less than 5 minutes.
   */
  exchange: async (
    body: HelpdeskSignInBody,
    ip: string,
  ): Promise<Required<Omit<AuthContext, 'sessionId' | 'staffPermissions'>>> => {
    const now = clock.now();
    const used = await repo.useToken(hashToken(body.random), now);
    const assistant = used ? await repo.userOf(used.userId) : null;
    const login = body.login.trim().toLowerCase();
    const ok =
      used !== null &&
      assistant !== null &&
      assistant.role === 'ASSISTANT' &&
      now.getTime() < used.expiresAt.getTime() &&
      assistant.loginEmail.toLowerCase() === login;
    if (!used || !ok) {
      await audit({
        action: 'helpdesk_signin_failed',
        actorId: used?.actorId ?? null,
        subjectId: used?.userId ?? null,
        ip,
        detail: { login },
      });
      throw linkInvalid();
    }
    await audit({ action: 'helpdesk_signin', actorId: used.actorId, subjectId: used.userId, ip });
    return { userId: used.userId, role: 'ASSISTANT', actorId: used.actorId };
  },
});

export type HelpdeskService = ReturnType<typeof createHelpdeskService>;
