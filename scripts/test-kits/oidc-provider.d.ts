/**
 * The little of `oidc-provider` (a test-only dependency, shipped without types) that oidc-kit.ts
 * uses: a Provider built from a configuration, its HTTP handler, and the interaction calls.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = { accountId: string; claims: () => Record<string, unknown> };

  export type Configuration = {
    clients: Array<Record<string, unknown>>;
    findAccount: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
  };

  export type InteractionDetails = { uid: string; params: Record<string, unknown> };

  class Grant {
    constructor(opts: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
