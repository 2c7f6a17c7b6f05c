import type { RouteDef } from '@relais/contract';
import type { StaffPermission } from '@relais/domain';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';

/** One audit line; never put secrets (passwords, tokens) in `detail`. */
export type AuditEntry = {
  action: string;
  actorId?: string | null;
  subjectId?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/** Writes one audit line (the audit plugin's `app.audit`). */
export type Audit = (entry: AuditEntry) => Promise<void>;

/**
 * Who is calling: the token's user and their role (an assistant, staff, or a client user of a
 * client company); `actorId` is the staff member acting as this user in a support session
 * (helpdesk link, the token's `act` claim).
 */
export type AuthContext = {
  userId: string;
  role: 'ASSISTANT' | 'STAFF' | 'CLIENT';
  actorId?: string;
  /**
   * The session (refresh family) the access token was issued for, its `sid` claim: a token whose
   * session was ended (logout, password reset, email change, deletion) is refused at once.
   */
  sessionId?: string;
  /** A staff member's permissions, read with the session's check on every call (a change counts at once). */
  staffPermissions?: StaffPermission[];
};

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfig;
    db: Db;
    audit: Audit;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    contractRoute?: RouteDef;
  }
}
