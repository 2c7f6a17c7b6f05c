// Import-direction rule for the Relais monorepo (design guide section 2, issue 13's layers).
//
// It classifies the linted file and every import target by PATH ONLY (relative specifiers are
// resolved against the file's folder; `@relais/*` names map to their workspace), so it needs no
// module resolver, works on in-memory code with a fake file path, and cannot be silently disabled
// by an unresolvable import. Fixture tests: scripts/lint-rules.test.ts.
import path from 'node:path';
import {
  TEST_FILE,
  WORKSPACES,
  apiArea,
  apiModule,
  classify,
  packageName,
  toPosix,
  webArea as webAreaOf,
} from './paths.js';

// ibantools: the IBAN/BIC check digits and formats (spec 5), zero-dependency, also in the app's bundle
const DOMAIN_EXTERNALS = new Set(['zod', 'ibantools']);
const CONTRACT_EXTERNALS = new Set(['zod']);
const TEST_EXTERNALS = new Set(['vitest', 'fast-check', 'happy-dom']);
const REACT_PACKAGE = /^(react|react-dom|preact)$|^react-|^@[^/]+\/react(-|$)/;

// apps/web/src: what each top-level folder may import (itself included). A folder missing here
// is an error, so a new folder gets a layer before it gets code. `entry` is a file directly in
// src (main.tsx), which mounts everything.
const WEB_LAYERS = {
  app: ['app', 'console', 'pages', 'features', 'data', 'offline', 'ui', 'lib', 'i18n'],
  // the provider's console (/staff): its own part, online only; it shares data, ui and lib with the
  // app but never an assistant's feature, page or the offline engine
  console: ['console', 'data', 'ui', 'lib', 'i18n'],
  pages: ['pages', 'features', 'data', 'offline', 'ui', 'lib', 'i18n'],
  features: ['features', 'data', 'offline', 'ui', 'lib', 'i18n'], // its own feature only
  data: ['data', 'offline', 'lib', 'i18n'],
  offline: ['offline', 'lib'],
  ui: ['ui', 'lib', 'i18n'],
  lib: ['lib', 'i18n'],
  sw: ['sw', 'lib'],
  i18n: ['i18n'],
  fonts: ['fonts'],
};
const WEB_FOLDERS = new Set(Object.keys(WEB_LAYERS));
const webArea = (loc) => webAreaOf(loc, WEB_FOLDERS);

// What the app's bundle may take from these packages as values (type-only imports are erased).
const WEB_VALUE_ENTRIES = {
  '@relais/contract': {
    allowed: (spec) => spec === '@relais/contract/routes' || spec.startsWith('@relais/contract/routes/'),
    why: "the app imports the contract as types only, or values from the zod-free '@relais/contract/routes'",
  },
  '@relais/domain': {
    // '@relais/domain/bank-details' (zod-free too) carries ibantools, kept out of the shell's domain chunk
    // '@relais/domain/password' (zod-free, import-free): the lazy access forms of /login load it alone
    allowed: (spec) =>
      spec === '@relais/domain/rules' ||
      spec === '@relais/domain/bank-details' ||
      spec === '@relais/domain/password',
    why: "the app imports values from the zod-free '@relais/domain/rules' (and '@relais/domain/bank-details', '@relais/domain/password') only; '@relais/domain' pulls zod into the bundle",
  },
};

function webLayerCheck(from, target, isTest) {
  const fa = webArea(from);
  const ta = webArea(target);
  if (fa === 'entry' || ta === null) return null;
  if (ta !== 'entry' && !WEB_FOLDERS.has(ta)) return `src/${ta} is not a known layer of the web app`;
  if (!WEB_FOLDERS.has(fa)) return null; // the file itself is reported once, as unlayered
  // A test may also read the translations, to check the text a person sees.
  const allowed = isTest ? [...WEB_LAYERS[fa], 'i18n'] : WEB_LAYERS[fa];
  if (fa === 'features' && ta === 'features') {
    const ff = from.rest[2];
    const tf = target.rest[2];
    if (tf !== undefined && ff !== tf) {
      return `feature ${ff} never imports feature ${tf}: share through data/, ui/ or lib/, or compose in pages/`;
    }
    return null;
  }
  if (!allowed.includes(ta)) return `src/${fa} imports only ${allowed.join(', ')}`;
  if (fa === 'sw' && /\.[jt]sx$/.test(target.rest[target.rest.length - 1] ?? '')) {
    return 'the service worker imports no React code';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the dependency direction of design guide section 2' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      forbidden: '{{from}} may not import {{target}}: {{why}}',
      unlayered:
        '{{from}} is in src/{{area}}, which has no layer: put it in app, console, pages, features, data, offline, ui, lib or sw',
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
    function check(spec, typeOnly) {
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
        // The route table is the contract's zod-free entry, imported as values by the app.
        const inRoutes = (loc) => loc.ws === 'contract' && loc.rest[0] === 'src' && loc.rest[1] === 'routes';
        if (inRoutes(from) && !isTest && !typeOnly && !(target.ws === 'contract' && inRoutes(target))) {
          return 'the route table (src/routes) imports values only from itself, so the app gets no zod';
        }
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

      // ---- apps: packages the web bundle may not take as values -----------------------------
      if (from.ws === 'web' && webArea(from) !== null && !isTest) {
        const name = packageName(spec);
        if (name === 'zod')
          return 'the app validates with the zod-free domain rules; zod stays on the server';
        const entry = WEB_VALUE_ENTRIES[name];
        if (entry && !typeOnly && !entry.allowed(spec)) return entry.why;
      }

      // ---- apps: services hold no table or SQL --------------------------------------------
      const fm = apiModule(from);
      if (fm?.kind === 'service') {
        if (target.external === 'drizzle-orm') {
          return 'a service never uses drizzle-orm: queries belong in its *.repository.ts';
        }
        if (target.ws === 'api' && target.rest.slice(0, 3).join('/') === 'src/db/schema') {
          return 'a service never reads tables (db/schema): its *.repository.ts does and returns domain types';
        }
      }

      if (target.external) {
        if (webArea(from) === 'sw' && REACT_PACKAGE.test(target.external)) {
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
      if (from.ws === 'web') return webLayerCheck(from, target, isTest);

      // api
      const fa = apiArea(from);
      if (!isTest && (fa === 'plugins' || fa === 'db') && apiArea(target) === 'modules') {
        return `src/${fa} never imports modules/: modules build on ${fa}, not the reverse`;
      }
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

    function visit(source, typeOnly) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = check(source.value, typeOnly);
      if (why) {
        context.report({
          node: source,
          messageId: 'forbidden',
          data: { from: fromRel, target: source.value, why },
        });
      }
    }

    const area = webArea(from);
    return {
      Program(node) {
        if (area !== null && area !== 'entry' && !WEB_FOLDERS.has(area)) {
          context.report({ node, messageId: 'unlayered', data: { from: fromRel, area } });
        }
      },
      // Only a declaration-level `import type` / `export type` is erased: under verbatimModuleSyntax
      // `import { type A } from 'x'` still loads 'x' (as `import {} from 'x'`).
      ImportDeclaration: (node) => visit(node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => visit(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => visit(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => visit(node.source, false),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        visit(node.moduleReference.expression, node.importKind === 'type'),
    };
  },
};
