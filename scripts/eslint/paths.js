// Path-only classification shared by the local lint rules: where a repository-relative path
// belongs (workspace, web layer, API module), with no module resolver.
import path from 'node:path';

export const WORKSPACES = {
  '@relais/domain': 'packages/domain',
  '@relais/contract': 'packages/contract',
  '@relais/api': 'apps/api',
  '@relais/web': 'apps/web',
};

export const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const API_KIND = /\.(repository|service|routes)$/;

export const toPosix = (p) => p.split(path.sep).join('/');

/** Where a repository-relative path belongs: `{ ws, rest }`, ws one of domain/contract/api/web/other. */
export function classify(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'packages' && (parts[1] === 'domain' || parts[1] === 'contract')) {
    return { ws: parts[1], rest: parts.slice(2) };
  }
  if (parts[0] === 'apps' && (parts[1] === 'api' || parts[1] === 'web')) {
    return { ws: parts[1], rest: parts.slice(2) };
  }
  return { ws: 'other', rest: parts };
}

/** `modules/<m>/<file>` inside apps/api/src: the module and the file's kind (service, ...). */
export function apiModule(loc) {
  const [src, modules, name, ...tail] = loc.rest;
  if (loc.ws !== 'api' || src !== 'src' || modules !== 'modules' || !name || tail.length === 0) return null;
  const base = tail[tail.length - 1].replace(/\.[cm]?[jt]sx?$/, '');
  const kind = API_KIND.exec(base)?.[1] ?? null;
  return { name, kind };
}

/** First folder under apps/api/src (modules, plugins, db, lib, test), or null for a root file. */
export function apiArea(loc) {
  if (loc.ws !== 'api' || loc.rest[0] !== 'src') return null;
  return loc.rest.length > 2 ? loc.rest[1] : null;
}

/**
 * The area of a path inside apps/web/src (design guide section 2, issue 13): its first folder, or
 * `entry` for a file directly in src (main.tsx), or null outside src. `../offline` names the
 * folder's index, so a bare name of a known folder is that folder.
 */
export function webArea(loc, folders) {
  if (loc.ws !== 'web' || loc.rest[0] !== 'src' || loc.rest.length < 2) return null;
  if (loc.rest.length > 2 || folders.has(loc.rest[1])) return loc.rest[1];
  return 'entry';
}

export function packageName(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
