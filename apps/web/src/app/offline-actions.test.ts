import { describe, expect, it } from 'vitest';
import { actionIndex } from '../offline/define';
import { offlineActions } from './offline-actions';

/** Every feature's action types, as its `actions.ts` exports them (the definitions, without the screens). */
const featureModules = import.meta.glob<Record<string, unknown>>('../features/*/actions.ts', { eager: true });
const isDefinition = (value: unknown): value is { type: string } =>
  typeof value === 'object' && value !== null && 'type' in value && 'run' in value && 'owns' in value;

/**
 * The engine gets this list through a dynamic import (`app/mount.tsx`): a mistake in it would show
 * only once the chunk loads in a browser, so it is checked here.
 */
describe("the app's list of offline actions", () => {
  it('holds each type once', () => {
    expect(() => actionIndex(offlineActions)).not.toThrow();
  });

  it("holds every definition a feature's actions.ts exports (one missing could never be queued)", () => {
    const exported = Object.values(featureModules).flatMap((m) => Object.values(m).filter(isDefinition));
    expect(exported.length).toBeGreaterThan(0);
    const listed = new Set(offlineActions.map((a) => a.type));
    expect(exported.map((d) => d.type).filter((type) => !listed.has(type))).toEqual([]);
  });
});
