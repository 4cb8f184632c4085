import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// Vitest runs on Vite, which parses with Rolldown: its TypeScript parser comes with the test runner.
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

/**
 * The module rules, checked on the source text (tests are exempt: they read any table to check results):
 * a module imports another only as types and never in a loop, lib/ and plugins/ never import a module, and
 * only the owner of a table imports its schema file. Every module is built in registry.ts.
 */
const src = fileURLToPath(new URL('..', import.meta.url));

/** Who may import each schema file, by folder under src/. */
const OWNERS: Record<string, string[]> = {
  'addresses.ts': ['modules/addresses'],
  'audit.ts': ['modules/audit'],
  'auth.ts': ['modules/auth'],
  'builds.ts': ['modules/builds'],
  'cart.ts': ['modules/cart'],
  // The catalogue's product queries join sellers read-only (see catalog.service.ts).
  'catalog.ts': ['modules/catalog'],
  'checkout.ts': ['modules/checkout'],
  'commissions.ts': ['modules/commissions'],
  'coupon-redemptions.ts': ['modules/coupons'],
  'coupons.ts': ['modules/coupons'],
  'dev-payments.ts': ['lib/payments'],
  'fulfilment.ts': ['modules/fulfilment'],
  'home.ts': ['modules/home'],
  'mail.ts': ['lib/mailer'],
  'messages.ts': ['modules/messages'],
  'notifications.ts': ['modules/notifications'],
  'offer-imports.ts': ['modules/offer-imports'],
  'orders.ts': ['modules/orders'],
  'payouts.ts': ['modules/payouts'],
  'returns.ts': ['modules/returns'],
  'reviews.ts': ['modules/reviews'],
  // The administrators' payouts and ledger join sellers read-only for the shop's name (see their services).
  'sellers.ts': ['modules/sellers', 'modules/catalog', 'modules/payouts', 'modules/transactions'],
  'seller-scores.ts': ['modules/seller-scores'],
  'shipping.ts': ['modules/shipping'],
  'transactions.ts': ['modules/transactions'],
  'two-factor.ts': ['modules/two-factor'],
  'users.ts': ['modules/users'],
  'wishlist.ts': ['modules/wishlist'],
};

const IMPORT = /^(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+'(\.[^']+)'/gms;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The relative imports of the non-test sources: importer and target (from src/), and whether type-only. */
const imports = sources(src).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({
    from: relative(src, file),
    to: relative(src, resolve(dirname(file), m[2]!)),
    typeOnly: Boolean(m[1]),
  })),
);
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

describe('module rules', () => {
  it('a module imports another only as types, and modules never import each other in a loop', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to, typeOnly } of imports) {
      const [a, b] = [moduleOf(from), moduleOf(to)];
      if (!a || !b || a === b) continue;
      expect(typeOnly, `${from} imports ${to}`).toBe(true);
      graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    const done = new Set<string>();
    const visit = (m: string, path: string[]) => {
      expect(path, `module loop: ${[...path, m].join(' → ')}`).not.toContain(m);
      if (done.has(m)) return;
      for (const next of graph.get(m) ?? []) visit(next, [...path, m]);
      done.add(m);
    };
    for (const m of graph.keys()) visit(m, []);
  });

  it('lib/, plugins/ and the database layer below the modules never import one', () => {
    const wrong = imports.filter(
      ({ from, to }) => /^(lib|plugins|db\/schema)\/|^db\/client/.test(from) && to.startsWith('modules/'),
    );
    expect(wrong).toEqual([]);
  });

  it('only the owner of a table imports its schema file, and none imports the schema index', () => {
    const wrong = imports.filter(({ from, to }) => {
      const table = /^db\/schema\/(.+)$/.exec(to)?.[1];
      if (!table || from.startsWith('db/')) return false;
      return !(OWNERS[table] ?? []).some((owner) => from.startsWith(`${owner}/`));
    });
    expect(wrong).toEqual([]);
  });

  it('lists an owner for every schema file', () => {
    const files = readdirSync(join(src, 'db/schema')).filter((f) => !['columns.ts', 'index.ts'].includes(f));
    expect(files.sort()).toEqual(Object.keys(OWNERS).sort());
  });

  it('builds every module in the registry', () => {
    const registry = readFileSync(join(src, 'modules/registry.ts'), 'utf8');
    const modules = readdirSync(join(src, 'modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    for (const { name } of modules) expect(registry, name).toContain(`./${name}/${name}.module.ts`);
  });
});

/** The longest a function may be: past it, a service holds several use cases in one closure (issue 30). */
const MAX_FUNCTION_LINES = 150;

/** Every function of a file, named as `file name` (a callback by the function around it), and its lines. */
function functionLengths(file: string): { name: string; lines: number }[] {
  const text = readFileSync(file, 'utf8');
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
  const lineOf = (offset: number) => lineStarts.findLastIndex((start) => start <= offset);
  const found: { name: string; lines: number }[] = [];
  type Node = { type: string; start: number; end: number; id?: { name?: string }; key?: { name?: string } };
  const isFunction = (type: string) =>
    type === 'FunctionDeclaration' || type === 'FunctionExpression' || type === 'ArrowFunctionExpression';
  /** `label`: the variable, property or method holding this node, which names a function. */
  const walk = (node: unknown, around: string, label?: string): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, around);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node & Record<string, unknown>;
    let inside = around;
    if (isFunction(n.type)) {
      inside = n.id?.name ?? label ?? `${around || '(top level)'} › callback`;
      found.push({ name: `${relative(src, file)} ${inside}`, lines: lineOf(n.end) - lineOf(n.start) + 1 });
    }
    const holds =
      n.type === 'VariableDeclarator' ? ['init', n.id?.name] : n.key ? ['value', n.key.name] : undefined;
    for (const [key, child] of Object.entries(n))
      if (key !== 'type') walk(child, inside, holds?.[0] === key ? holds[1] : undefined);
  };
  walk(parseAst(text, { lang: 'ts' }, file), '');
  return found;
}

describe('function size', () => {
  it(`no function of the API passes ${MAX_FUNCTION_LINES} lines`, () => {
    const long = sources(src)
      .filter((file) => !relative(src, file).startsWith('test/')) // the test helpers, like the tests
      .flatMap(functionLengths)
      .filter((f) => f.lines > MAX_FUNCTION_LINES)
      .map((f) => `${f.name}: ${f.lines} lines`);
    expect(long, 'too long: split it by use case, as catalog.service.ts and sellers.service.ts are').toEqual(
      [],
    );
  });
});
