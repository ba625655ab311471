// Sizes of a built page as its HTML declares them: the JavaScript it loads before hydrating
// (module scripts and modulepreloads, each file gzipped) and the CSS inlined in it. Used by the
// budget test (tests/browser/budgets.test.ts) and by `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map<string, number>();

/** First-load sizes of one built page. */
export interface PageSizes {
  route: string;
  scripts: { url: string; gzip: number }[];
  jsGzip: number;
  inlineCss: number;
  htmlGzip: number;
}

/** Gzipped size (level 9, as a static host's precompression) of one file under dist/. */
export function gzipSize(file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** The HTML file a route path is served from. */
export function htmlFileFor(dist: string, routePath: string): string {
  return routePath.endsWith('.html')
    ? path.join(dist, routePath)
    : path.join(dist, routePath, 'index.html');
}

/**
 * Module scripts and modulepreload links of a page, declared as tags or in the boot script's data
 * attributes, in document order, without duplicates.
 */
export function firstLoadScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const src = attr('src');
    const href = attr('href');
    const entry = attr('data-entry');
    if (tag.startsWith('<script') && attr('type') === 'module' && src) return [src];
    if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && href) return [href];
    // A boot script that starts them after first paint.
    if (tag.startsWith('<script') && entry) {
      return [entry, ...(attr('data-preload') ?? '').split(' ').filter(Boolean)];
    }
    return [];
  });
  return [...new Set(urls)];
}

/** Bytes of CSS inside `<style>` elements. */
export function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    bytes += Buffer.byteLength(match[1] ?? '');
  }
  return bytes;
}

/** First-load JS (per file and total, gzipped) and inlined CSS of the page at `routePath`. */
export function measurePage(dist: string, routePath: string): PageSizes {
  const htmlFile = htmlFileFor(dist, routePath);
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = firstLoadScripts(html).map((url) => {
    const file = path.join(dist, new URL(url, 'http://site/').pathname);
    if (!existsSync(file)) throw new Error(`${routePath} loads ${url}, which is not in ${dist}`);
    return { url, gzip: gzipSize(file) };
  });
  return {
    route: routePath,
    scripts,
    jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    inlineCss: inlineCssBytes(html),
    htmlGzip: gzipSync(html, { level: 9 }).length,
  };
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
