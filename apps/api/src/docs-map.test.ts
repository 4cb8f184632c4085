import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs are the map (issue 30): the code cites docs/product.md and docs/architecture.md by heading
 * (`product.md#cart`), never by section sign and number the design notes and spec outside the repository, and
 * the "Where is…" table of architecture.md names files and folders that exist. A heading renamed, a file
 * moved or a new citation of those notes fails here, naming the place.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const docs = join(root, 'docs');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((h) => slug(h.replace(/^#+ /, ''))));
}

/** Every source and documentation file the references may sit in (not the migrations, whose text is fixed). */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory())
      return ['node_modules', 'dist', 'dist-server', 'migrations', 'results'].includes(e.name)
        ? []
        : files(path);
    return /\.(ts|tsx|mjs|md)$/.test(e.name) ? [path] : [];
  });
}
const sources = [
  ...['apps', 'packages', 'scripts', 'docs'].flatMap((d) => files(join(root, d))),
  join(root, 'README.md'),
];

describe('the docs are the map', () => {
  it('cites no spec or DESIGN section, which are not in the repository', () => {
    const cites = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\u00a7/.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(cites).toEqual([]);
  });

  it('points every product.md# and architecture.md# reference at a heading that exists', () => {
    const anchors: Record<string, Set<string>> = {
      'product.md': anchorsOf(join(docs, 'product.md')),
      'architecture.md': anchorsOf(join(docs, 'architecture.md')),
    };
    const broken: string[] = [];
    let count = 0;
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(product|architecture)\.md#([\p{L}\p{N}_-]+)/gu)) {
        count++;
        if (!anchors[`${m[1]}.md`]?.has(m[2]!)) broken.push(`${relative(root, file)}: ${m[0]}`);
      }
      // A link inside the same page: [text](#anchor).
      const own = file.startsWith(docs) ? anchors[relative(docs, file)] : undefined;
      if (own)
        for (const m of text.matchAll(/\]\(#([\p{L}\p{N}_-]+)\)/gu))
          if (!own.has(m[1]!)) broken.push(`${relative(root, file)}: #${m[1]}`);
    }
    expect(broken).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it('names in the "Where is…" table only files and folders that exist', () => {
    const architecture = readFileSync(join(docs, 'architecture.md'), 'utf8');
    const table = /^## Where is…\n([\s\S]*?)\n## /m.exec(architecture)?.[1];
    expect(table).toBeDefined();
    const rows = table!
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| where is') && !l.startsWith('|---'));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const bases = ['', 'apps/api/src', 'apps/web/src', 'packages/shared/src'];
    const missing: string[] = [];
    for (const row of rows)
      for (const [, path] of row.matchAll(/`([^`\s<>{}()]+)`/g)) {
        if (path!.startsWith('/') || !/\/|\.tsx?$/.test(path!)) continue; // a URL path, a name, a variable
        if (!bases.some((base) => existsSync(join(root, base, path!)))) missing.push(path!);
      }
    expect(missing).toEqual([]);
  });
});

describe('the sellers’ page of compatibility rules', () => {
  it('names every rule, so a seller learns which data each one reads', async () => {
    const { BUILD_RULES, COMPATIBILITY_RULES } = await import('@tecnobazar/shared/specs/compatibility');
    const page = readFileSync(join(docs, 'compatibility-rules.md'), 'utf8');
    for (const rule of [...COMPATIBILITY_RULES, ...BUILD_RULES]) expect(page).toContain(`\`${rule.id}\``);
  });
});
