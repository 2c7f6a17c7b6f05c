import { describe, expect, it } from 'vitest';
import { errorReportOriginsFromEnv } from '../config';
import { SECURITY_HEADERS, securityHeadersWith } from './security-headers';

describe('connect-src and the error-reporting endpoint', () => {
  it('stays on the app itself without SENTRY_DSN', () => {
    expect(errorReportOriginsFromEnv({})).toEqual([]);
    expect(SECURITY_HEADERS['content-security-policy']).toContain("connect-src 'self';");
  });

  it("opens to the DSN's origin only (no key, no path)", () => {
    const origins = errorReportOriginsFromEnv({ SENTRY_DSN: 'https://abc@o1.ingest.example.io/42' });
    expect(origins).toEqual(['https://o1.ingest.example.io']);
    expect(securityHeadersWith(origins)['content-security-policy']).toContain(
      "connect-src 'self' https://o1.ingest.example.io;",
    );
    expect(errorReportOriginsFromEnv({ SENTRY_DSN: 'not a url' })).toEqual([]);
    expect(errorReportOriginsFromEnv({ SENTRY_DSN: 'ftp://abc@h/1' })).toEqual([]);
  });
});
