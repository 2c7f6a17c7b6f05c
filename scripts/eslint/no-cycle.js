// No import cycles (issue 13): a file may not import a file that leads back to it.
//
// Type-only imports count too: `import type` between two files still ties them together (the
// cycles the review found each had one type edge), and the layers say which way the tie goes.
// Path-only, like import-direction: the linted file's imports come from its AST (so in-memory code
// works); the other files are read from disk and scanned with TypeScript's import pre-processor
// (no type checker, no resolver plugin). Only relative specifiers are followed: cross-workspace
// imports go one way by the import-direction rule, so no cycle can pass through them.
// Fixture tests: scripts/no-cycle.test.ts with scripts/eslint/fixtures/cycle.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { toPosix } from './paths.js';

const CODE = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const JS_TO_TS = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The code file a relative specifier names, or null (a package, JSON, CSS, or nothing). */
export function resolveRelative(fromFile, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../') && spec !== '.' && spec !== '..') return null;
  const abs = path.resolve(path.dirname(fromFile), spec);
  const ext = path.extname(abs);
  const candidates = [];
  if (CODE.includes(ext)) {
    candidates.push(abs, ...(JS_TO_TS[ext] ?? []).map((e) => abs.slice(0, -ext.length) + e));
  }
  candidates.push(...CODE.map((e) => abs + e), ...CODE.map((e) => path.join(abs, 'index' + e)));
  return candidates.find(isFile) ?? null;
}

// Imports of files on disk, kept while the file's modification time holds (editor sessions).
const edgesCache = new Map();

function importsOnDisk(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = edgesCache.get(file);
  if (cached && cached.mtime === mtime) return cached.deps;
  const text = fs.readFileSync(file, 'utf8');
  const deps = ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => resolveRelative(file, f.fileName))
    .filter((d) => d !== null && !d.includes(`${path.sep}node_modules${path.sep}`));
  edgesCache.set(file, { mtime, deps });
  return deps;
}

/** A path of files from `start` back to `goal` through disk imports, or null. */
function pathBack(start, goal) {
  const parent = new Map([[start, null]]);
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop();
    for (const dep of importsOnDisk(file)) {
      if (dep === goal) {
        const chain = [goal];
        for (let f = file; f !== null; f = parent.get(f)) chain.unshift(f);
        return chain;
      }
      if (!parent.has(dep)) {
        parent.set(dep, file);
        stack.push(dep);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import cycles (type-only imports included)' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'import cycle: {{chain}}' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const filename = context.filename;
    if (!path.isAbsolute(filename)) return {};
    const rel = (f) => toPosix(path.relative(root, f));

    function visit(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveRelative(filename, source.value);
      if (target === null || target === filename) return;
      const back = pathBack(target, filename);
      if (back) {
        context.report({
          node: source,
          messageId: 'cycle',
          data: { chain: [filename, ...back].map(rel).join(' -> ') },
        });
      }
    }

    return {
      ImportDeclaration: (node) => visit(node.source),
      ExportNamedDeclaration: (node) => visit(node.source),
      ExportAllDeclaration: (node) => visit(node.source),
      ImportExpression: (node) => visit(node.source),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' && visit(node.moduleReference.expression),
    };
  },
};
