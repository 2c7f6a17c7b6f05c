import { describe, expect, it } from 'vitest';
import { allRoutes, type RouteDef } from '../index';
import { routeTable } from './index';

// That the table imports no zod is checked by bundling it: scripts/contract-routes.test.ts.
describe('the route table', () => {
  it('has one entry per zod route, with the same method and path, and nothing else', () => {
    const fromContract = allRoutes.map((r) => ({ name: r.name, method: r.method, path: r.path }));
    expect(Object.values(routeTable)).toEqual(expect.arrayContaining(fromContract));
    expect(fromContract).toEqual(expect.arrayContaining(Object.values(routeTable)));
    expect(fromContract).toHaveLength(Object.keys(routeTable).length);
  });

  it('names each entry by its key, once, and never writes a method and path twice', () => {
    for (const [key, entry] of Object.entries(routeTable)) expect(entry.name).toBe(key);
    const names = allRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const calls = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('names the permission of every staff call, and of staff calls only', () => {
    for (const route of allRoutes as readonly RouteDef[]) {
      if (route.auth === 'staff') expect(route.permission, route.name).toBeDefined();
      else expect(route.permission, route.name).toBeUndefined();
    }
  });
});
