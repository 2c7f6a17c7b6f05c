// Import-direction rule for the Relais monorepo (design guide section 2).
//
// It classifies the linted file and every import target by PATH ONLY (relative specifiers are
// resolved against the file's folder; `@relais/*` names map to their workspace), so it needs no
// module resolver, works on in-memory code with a fake file path, and cannot be silently disabled
// by an unresolvable import. Fixture tests: scripts/lint-rules.test.ts.
import path from 'node:path';

const WORKSPACES = {
  '@relais/domain': 'packages/domain',
  '@relais/contract': 'packages/contract',
  '@relais/api': 'apps/api',
  '@relais/web': 'apps/web',
};

const DOMAIN_EXTERNALS = new Set(['zod', 'date-fns']);
const CONTRACT_EXTERNALS = new Set(['zod']);
const TEST_EXTERNALS = new Set(['vitest', 'fast-check', 'happy-dom']);
const REACT_PACKAGE = /^(react|react-dom|preact)$|^react-|^@[^/]+\/react(-|$)/;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const API_KIND = /\.(repository|service|routes)$/;

const toPosix = (p) => p.split(path.sep).join('/');

/** Where a repository-relative path belongs. */
function classify(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'packages' && (parts[1] === 'domain' || parts[1] === 'contract')) {
    return { ws: parts[1], rest: parts.slice(2) };
  }
  if (parts[0] === 'apps' && (parts[1] === 'api' || parts[1] === 'web')) {
    return { ws: parts[1], rest: parts.slice(2) };
  }
  return { ws: 'other', rest: parts };
}

/** `modules/<m>/<file>` inside apps/api/src. */
function apiModule(loc) {
  const [src, modules, name, ...tail] = loc.rest;
  if (loc.ws !== 'api' || src !== 'src' || modules !== 'modules' || !name || tail.length === 0) return null;
  const base = tail[tail.length - 1].replace(/\.[cm]?[jt]sx?$/, '');
  const kind = API_KIND.exec(base)?.[1] ?? null;
  return { name, kind };
}

/** First folder under apps/web/src (app, features, ui, lib, sw, offline, i18n, ...). */
function webArea(loc) {
  if (loc.ws !== 'web' || loc.rest[0] !== 'src') return null;
  return loc.rest.length > 2 ? loc.rest[1] : null;
}

function packageName(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the dependency direction of design guide section 2' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      forbidden: '{{from}} may not import {{target}}: {{why}}',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const filename = context.filename;
    if (!path.isAbsolute(filename)) return {};
    const fromRel = toPosix(path.relative(root, filename));
    if (fromRel.startsWith('..')) return {};
    const from = classify(fromRel);
    if (from.ws === 'other') return {};
    const isTest = TEST_FILE.test(fromRel) || from.rest[0] === 'e2e';

    /** @returns {string | null} why the import is forbidden */
    function check(spec) {
      // ---- resolve the target -------------------------------------------------------------
      let target; // { ws, rest } for workspace files, or { external }
      if (spec.startsWith('.') || spec.startsWith('/')) {
        const abs = spec.startsWith('/') ? spec : path.resolve(path.dirname(filename), spec);
        const rel = toPosix(path.relative(root, abs));
        target = classify(rel);
        target.relative = true;
      } else if (spec.startsWith('node:')) {
        target = { external: 'node:' };
      } else {
        const name = packageName(spec);
        if (name in WORKSPACES) {
          target = classify(WORKSPACES[name] + '/' + spec.slice(name.length).replace(/^\//, ''));
        } else {
          target = { external: name };
        }
      }

      // ---- packages ---------------------------------------------------------------------------
      if (from.ws === 'domain' || from.ws === 'contract') {
        const allowed = from.ws === 'domain' ? DOMAIN_EXTERNALS : CONTRACT_EXTERNALS;
        if (target.external) {
          if (allowed.has(target.external)) return null;
          if (isTest && TEST_EXTERNALS.has(target.external)) return null;
          return `${from.ws} imports only ${[...allowed].join(', ')}${from.ws === 'contract' ? ' and domain' : ''}`;
        }
        if (target.ws === from.ws) return null;
        if (from.ws === 'contract' && target.ws === 'domain') {
          return target.relative ? 'import domain through @relais/domain' : null;
        }
        return `${from.ws} may not depend on ${target.ws}`;
      }

      // ---- apps -------------------------------------------------------------------------------
      if (target.external) {
        if (from.ws === 'web' && webArea(from) === 'sw' && REACT_PACKAGE.test(target.external)) {
          return 'the service worker imports no React';
        }
        return null;
      }
      if (target.ws === 'api' || target.ws === 'web') {
        if (target.ws !== from.ws) return 'the apps never import each other';
      } else if (target.ws === 'domain' || target.ws === 'contract') {
        return target.relative ? `import it through @relais/${target.ws}` : null;
      } else {
        return null;
      }

      // same app from here on
      if (from.ws === 'web') {
        const fa = webArea(from);
        const ta = webArea(target);
        if ((fa === 'ui' || fa === 'lib') && (ta === 'features' || ta === 'app')) {
          return `src/${fa} sits below features and app`;
        }
        if (fa === 'features') {
          if (ta === 'app') return 'a feature never imports src/app';
          if (ta === 'features') {
            const ff = from.rest[2];
            const tf = target.rest[2];
            const deeper = target.rest.slice(3);
            const publicEntry =
              deeper.length === 0 || (deeper.length === 1 && /^index(\.[cm]?[jt]sx?)?$/.test(deeper[0]));
            if (tf && ff !== tf && !publicEntry)
              return `feature ${ff} may use feature ${tf} only through its index`;
          }
        }
        if (fa === 'sw') {
          if (ta === 'app' || ta === 'features' || ta === 'ui')
            return 'the service worker imports no React code';
          const last = target.rest[target.rest.length - 1] ?? '';
          if (/\.[jt]sx$/.test(last)) return 'the service worker imports no React code';
        }
        return null;
      }

      // api
      const fm = apiModule(from);
      const tm = apiModule(target);
      if (fm && tm) {
        if (fm.kind === 'repository' && (tm.kind === 'service' || tm.kind === 'routes')) {
          return `a repository never imports a ${tm.kind} file`;
        }
        if (fm.kind === 'service' && tm.kind === 'routes') return 'a service never imports a routes file';
        if (!isTest && fm.name !== tm.name && tm.kind !== 'service') {
          return `module ${fm.name} reaches module ${tm.name} only through its *.service.ts`;
        }
      }
      return null;
    }

    function visit(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = check(source.value);
      if (why) {
        context.report({
          node: source,
          messageId: 'forbidden',
          data: { from: fromRel, target: source.value, why },
        });
      }
    }

    return {
      ImportDeclaration: (node) => visit(node, node.source),
      ExportNamedDeclaration: (node) => visit(node, node.source),
      ExportAllDeclaration: (node) => visit(node, node.source),
      ImportExpression: (node) => visit(node, node.source),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        visit(node, node.moduleReference.expression),
    };
  },
};

export const relaisPlugin = { meta: { name: 'relais' }, rules: { 'import-direction': importDirection } };
