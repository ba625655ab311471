// `npm run size:breakdown [-- /route ...]`: where a page's first-load JavaScript goes, by package
// (react-dom, react-router, MUI ...) and by folder of our own code, in KiB gzipped: what the size
// budgets (tests/budgets.json) are made of, and what a cut would have to remove.
//
// Builds the client bundle again with hidden source maps into a temporary folder (same code, so
// the same file names as dist/), reads a route's first-load files from its built HTML, and shares
// each file's gzipped size among its sources in proportion to the characters each one produced.
// Run `npm run build` first. Default routes: the home page and one other page of every locale.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { build } from 'vite';
import { firstLoadScripts, gzipSize, htmlFileFor, kib } from '../build/measure-dist.ts';
import { loadRouteTable } from '../build/route-table.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}

const routeTable = await loadRouteTable();
const routes =
  process.argv.length > 2
    ? process.argv.slice(2)
    : routeTable
        .builtLanguages()
        .flatMap((language) =>
          (['home', 'product'] as const).map((id) => routeTable.localizedPath(language, id)),
        );

/** A source path as a group: the npm package, or our folder (`src/sections`, `locales/en`). */
function groupOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  if (source.includes('virtual:') || source.startsWith('\0')) return 'generated (virtual modules)';
  const local = path.relative(root, path.resolve(root, source.replace(/^(\.\.\/)+/, '')));
  const [top, second] = local.split(path.sep);
  return second && (top === 'src' || top === 'locales') ? `${top}/${second}` : (top ?? source);
}

/**
 * Characters of a built file produced by each group. Characters without a mapping belong to the
 * chunk's own module when it has one (a locale file's JSON), else to the bundler's glue.
 */
function charactersByGroup(file: string, ownSource: string | undefined): Map<string, number> {
  const code = readFileSync(file, 'utf8').split('\n');
  const unmapped = ownSource?.endsWith('.json') ? groupOf(ownSource) : 'bundler glue';
  // Vite's own helpers (the preload helper) and JSON modules come without a map.
  if (!existsSync(`${file}.map`)) return new Map([[unmapped, code.join('\n').length]]);
  const map: { sources: string[]; mappings: string } = JSON.parse(
    readFileSync(`${file}.map`, 'utf8'),
  );
  const sources = map.sources.map((source) => groupOf(path.join(path.dirname(file), source)));
  const totals = new Map<string, number>();
  const add = (group: string, count: number) => totals.set(group, (totals.get(group) ?? 0) + count);
  decode(map.mappings).forEach((segments, line) => {
    const text = code[line] ?? '';
    let mapped = 0;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? text.length;
      const source = segment[1];
      const group = source === undefined ? unmapped : sources[source];
      add(group ?? unmapped, end - segment[0]);
      mapped += end - segment[0];
    });
    add(unmapped, text.length - mapped);
  });
  return totals;
}

const outDir = await mkdtemp(path.join(os.tmpdir(), 'js-breakdown-'));
try {
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  // Vite's build manifest: each output chunk with the source it was built from.
  const manifest: Record<string, { file: string; src?: string }> = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  const sourceOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src]));
  for (const route of routes) {
    const html = readFileSync(htmlFileFor(dist, route), 'utf8');
    const byGroup = new Map<string, number>();
    let total = 0;
    for (const url of firstLoadScripts(html)) {
      const file = path.join(outDir, new URL(url, 'http://site/').pathname);
      if (!existsSync(file)) {
        throw new Error(`${url} is not in the source-mapped build: dist/ is stale, rebuild it`);
      }
      const gzip = gzipSize(path.join(dist, new URL(url, 'http://site/').pathname));
      total += gzip;
      const characters = charactersByGroup(file, sourceOf.get(url.replace(/^\//, '')));
      const all = [...characters.values()].reduce((sum, count) => sum + count, 0);
      for (const [group, count] of characters) {
        byGroup.set(group, (byGroup.get(group) ?? 0) + (gzip * count) / all);
      }
    }
    console.log(`\n${route}: ${kib(total)} KiB first-load JS (gzip)`);
    for (const [group, bytes] of [...byGroup].sort((a, b) => b[1] - a[1])) {
      if (bytes >= 256) console.log(`  ${kib(bytes).padStart(6)}  ${group}`);
    }
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
