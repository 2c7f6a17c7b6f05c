import type { RouteDef } from '@relais/contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AuditEntry } from './audit';

/** Who is calling: the token's user and, for staff, their role. */
export type AuthContext = { userId: string; role: 'ASSISTANT' | 'STAFF' };

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfig;
    db: Db;
    audit: (entry: AuditEntry) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    contractRoute?: RouteDef;
  }
}
