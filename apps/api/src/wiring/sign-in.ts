import type { Clock } from '@relais/domain';
import { DEFAULT_REFRESH_REUSE_GRACE_SECONDS, publicUrlOf, type AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { createAccessRepository } from '../modules/access/access.repository';
import { createAccessService } from '../modules/access/access.service';
import { createReauthService } from '../modules/access/reauth.service';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createAuthService } from '../modules/auth/auth.service';
import { createExternalSignIn } from '../modules/auth/external-signin.service';
import { revokeOtherUserSessions, revokeUserSessions } from '../modules/auth/sessions.read-model';
import {
  createSignInThrottle,
  SIGNIN_CEILING_FAILURES,
  waitAfterFailure,
} from '../modules/auth/signin-throttle';
import { createTwoFactorRepository } from '../modules/auth/two-factor.repository';
import { createTwoFactorService } from '../modules/auth/two-factor.service';
import { createHelpdeskRepository } from '../modules/helpdesk/helpdesk.repository';
import { createHelpdeskService } from '../modules/helpdesk/helpdesk.service';
import { linkReferral, referrerOfCode } from '../modules/loyalty/referrals.read-model';
import {
  accessFactsByEmail,
  accessFactsById,
  insertAssistant,
  passwordHashById,
  setPasswordHash,
} from '../modules/users/access-facts.read-model';
import { helpdeskUserOf } from '../modules/users/helpdesk-users.read-model';
import { emailChangeFacts, loginEmailTaken } from '../modules/users/login-email.read-model';
import type { RateLimits } from '../plugins/rate-limits';
import type { Audit } from '../plugins/types';
import type { ServiceLog } from './service-log';

export type SignInDeps = {
  db: Db;
  clock: Clock;
  audit: Audit;
  config: AppConfig;
  rateLimits: RateLimits;
  log: ServiceLog;
  mailer: Mailer;
};

/**
 * The ways in (services.ts wires them with the rest): password and its second factor, the access
 * links (reset, subscription, first login), single sign-on and Google, and the helpdesk link.
 */
export const buildSignInServices = ({ db, clock, audit, config, rateLimits, log, mailer }: SignInDeps) => {
  const publicUrl = publicUrlOf(config);
  const twoFactor = createTwoFactorService({
    repo: createTwoFactorRepository(db),
    clock,
    jwtSecret: config.jwtSecret,
    rateLimits,
    audit,
  });
  const auth = createAuthService({
    repo: createAuthRepository(db),
    clock,
    jwtSecret: config.jwtSecret,
    throttle: createSignInThrottle(rateLimits),
    audit,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    reuseGraceSeconds: config.refreshReuseGraceSeconds ?? DEFAULT_REFRESH_REUSE_GRACE_SECONDS,
    twoFactor,
  });
  const accessRepo = createAccessRepository(db, {
    accessFactsByEmail,
    accessFactsById,
    loginEmailTaken,
    setPasswordHash,
    insertAssistant,
    revokeUserSessions,
    revokeOtherUserSessions,
    passwordHashById,
    emailChangeFacts,
    referrerOfCode,
    linkReferral,
  });
  const access = createAccessService({
    repo: accessRepo,
    mailer,
    clock,
    audit,
    rateLimits,
    publicUrl,
    log,
    openSession: auth.openProvenSession,
  });
  const reauth = createReauthService({
    repo: accessRepo,
    mailer,
    clock,
    audit,
    rateLimits,
    publicUrl,
    log,
    twoFactor,
    // a password or code typed again by a signed-in user waits like a sign-in's failures
    guessWaitsMs: Array.from({ length: SIGNIN_CEILING_FAILURES }, (_, i) => waitAfterFailure(i + 1)),
  });
  return {
    twoFactor,
    auth,
    access,
    reauth,
    externalSignIn: createExternalSignIn({
      config: config.externalSignIn ?? {},
      auth,
      throttle: createSignInThrottle(rateLimits),
      clock,
      jwtSecret: config.jwtSecret,
      publicUrl,
      production: config.production,
      audit,
    }),
    helpdesk: createHelpdeskService({
      repo: createHelpdeskRepository(db, { helpdeskUserOf }),
      clock,
      audit,
      publicUrl,
    }),
  };
};
