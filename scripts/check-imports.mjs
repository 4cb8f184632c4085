#!/usr/bin/env node
// The import rules `npm test` enforces (docs/architecture.md):
//   1. no import loops in apps/api/src, apps/web/src or packages/shared/src (type-only imports count too:
//      a loop of types is still two modules that cannot be understood one without the other);
//   2. a web feature never imports another feature (apps/web/src/features/<a> → features/<b>);
//   3. no arrow runs back up the web layers: app/ → features/ → components/ → api/, lib/session/, lib/store/ →
//      lib/, config/ (a file may import its own layer or one below). The script prints how many arrows run back
//      up, and any one is an error. main.tsx, entry-server.tsx and test/ stand outside the layers.
// Imports are read as text: every `import … from '…'`, `export … from '…'` and `import('…')`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const roots = ['apps/api/src', 'apps/web/src', 'packages/shared/src'].map((p) => join(root, p));
const webSrc = join(root, 'apps/web/src');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The file an import names, or null for a package. */
function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else if (spec.startsWith('@/') && from.startsWith(webSrc)) base = join(webSrc, spec.slice(2));
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const files = roots.flatMap(sourceFiles);
const graph = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1] ?? m[2])).filter(Boolean);
    return [file, [...new Set(targets)]];
  }),
);

const problems = [];
const rel = (f) => relative(root, f);

// Rule 2: features stay apart.
const featureOf = (f) => /apps\/web\/src\/features\/([^/]+)\//.exec(f)?.[1];
for (const [file, targets] of graph) {
  const own = featureOf(file);
  if (!own) continue;
  for (const t of targets) {
    const other = featureOf(t);
    if (other && other !== own)
      problems.push(`feature '${own}' imports feature '${other}': ${rel(file)} → ${rel(t)}`);
  }
}

// Rule 3: the web layers, lowest first.
const LAYERS = [
  ['config', 0],
  ['lib/session', 1],
  ['lib/store', 1],
  ['lib', 0],
  ['api', 1],
  ['components', 2],
  ['features', 3],
  ['app', 4],
];
function layerOf(f) {
  if (!f.startsWith(webSrc)) return undefined;
  const path = relative(webSrc, f);
  return LAYERS.find(([dir]) => path.startsWith(`${dir}/`));
}
let backUp = 0;
for (const [file, targets] of graph) {
  const from = layerOf(file);
  if (!from) continue;
  for (const t of targets) {
    const to = layerOf(t);
    if (to && to[1] > from[1]) {
      backUp++;
      problems.push(`'${from[0]}/' imports '${to[0]}/', a layer above it: ${rel(file)} → ${rel(t)}`);
    }
  }
}

// Rule 1: strongly connected components with more than one file (Tarjan), or a file importing itself.
let index = 0;
const stack = [];
const state = new Map();
function visit(v) {
  state.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!state.has(w)) {
      visit(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) {
      state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
  }
  if (state.get(v).low === state.get(v).index) {
    const loop = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      loop.push(w);
    } while (w !== v);
    if (loop.length > 1 || (graph.get(v) ?? []).includes(v))
      problems.push(`import loop: ${loop.map(rel).sort().join(' ⇄ ')}`);
  }
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

const edges = [...graph.values()].reduce((n, t) => n + t.length, 0);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} import rule(s) broken (${files.length} files, ${edges} imports; ${backUp} arrows running back up the web layers).`,
  );
  process.exit(1);
}
console.log(
  `Imports: no loops, no feature imports another, ${backUp} arrows running back up the web layers (${files.length} files, ${edges} imports).`,
);
