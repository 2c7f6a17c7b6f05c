import { describe, expect, it, vi } from 'vitest';
import { firstInstallTakeover, type TakeoverScope } from './first-install';

const scope = (active: unknown) => {
  const s = {
    registration: { active },
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  } satisfies TakeoverScope;
  return s;
};

describe('first install takeover', () => {
  it('activates at once and claims the open pages when no worker was there before', async () => {
    const s = scope(null);
    const takeover = firstInstallTakeover(s);
    await takeover.onInstall();
    await takeover.onActivate();
    expect(s.skipWaiting).toHaveBeenCalledOnce();
    expect(s.clients.claim).toHaveBeenCalledOnce();
  });

  it('leaves an update waiting for the user and claims nothing when it activates', async () => {
    const s = scope({ state: 'activated' });
    const takeover = firstInstallTakeover(s);
    await takeover.onInstall();
    await takeover.onActivate();
    expect(s.skipWaiting).not.toHaveBeenCalled();
    expect(s.clients.claim).not.toHaveBeenCalled();
  });
});
