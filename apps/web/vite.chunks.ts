import { fileURLToPath } from 'node:url';

/** What a code-splitting `name` function can read of the module graph (rolldown's ChunkingContext). */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const src = (file: string): string => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const MAIN = src('main.tsx');
const MOUNT = src('app/mount.tsx');

/**
 * Screen parts that most lazy screens use (forms, lists, item pages). Each would otherwise be a chunk
 * of its own, 0.2-0.7 KB gzip fetched by every screen that uses it; in the shell's chunk they cost
 * about 0.6 KB gzip once (measured with scripts/bundle-sizes.mjs).
 */
const SHELL_PARTS = new Set(
  [
    'ui/query-state.tsx',
    'ui/card-section.tsx',
    'ui/item-state.tsx',
    'ui/refused-notice.tsx',
    'ui/text-link.ts',
    'lib/use-form.ts',
    'lib/file-check.ts',
  ].map(src),
);

const staticClosure = (start: string, graph: ModuleGraph): Set<string> => {
  const seen = new Set<string>();
  const todo = [start];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
};

// per build: the graph's module info objects are new at each chunking pass
const shells = new WeakMap<object, { initial: Set<string>; shell: Set<string> }>();

/**
 * The `mount` chunk: the signed-in shell (`src/app/mount.tsx` and what it imports statically) plus
 * SHELL_PARTS, minus what /login's entry already holds (that stays in the entry). Without it, the
 * shell is split into a chunk per set of screens sharing each module (11 files): one chunk
 * compresses better and is one request.
 */
export const shellChunk = (id: string, graph: ModuleGraph): string | null => {
  const key = graph.getModuleInfo(MAIN);
  if (!key) return null;
  let sets = shells.get(key);
  if (!sets) {
    const initial = staticClosure(MAIN, graph);
    sets = { initial, shell: staticClosure(MOUNT, graph) };
    shells.set(key, sets);
  }
  if (sets.initial.has(id)) return null;
  return sets.shell.has(id) || SHELL_PARTS.has(id) ? 'mount' : null;
};
