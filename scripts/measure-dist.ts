// Sizes of a built page as its HTML declares them: the JavaScript it loads before hydrating
// (module scripts and modulepreloads, each file gzipped) and the CSS inlined in it. Used by the
// budget test (tests/browser/budgets.test.ts) and by `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();

/** Gzipped size (level 9, as a static host's precompression) of one file under dist/. */
export function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The HTML file a route path is served from. */
export function htmlFileFor(dist, routePath) {
  return routePath.endsWith('.html')
    ? path.join(dist, routePath)
    : path.join(dist, routePath, 'index.html');
}

/**
 * Module scripts and modulepreload links of a page, declared as tags or in the boot script's data
 * attributes, in document order, without duplicates.
 */
export function firstLoadScripts(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const attr = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) return [attr('src')];
    if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) {
      return [attr('href')];
    }
    // The boot script that starts them after first paint (scripts/preload-tags.mjs).
    if (tag.startsWith('<script') && attr('data-entry')) {
      return [attr('data-entry'), ...(attr('data-preload') ?? '').split(' ').filter(Boolean)];
    }
    return [];
  });
  return [...new Set(urls)];
}

/** Bytes of CSS inside `<style>` elements. */
export function inlineCssBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    bytes += Buffer.byteLength(match[1] ?? '');
  }
  return bytes;
}

/** First-load JS (per file and total, gzipped) and inlined CSS of the page at `routePath`. */
export function measurePage(dist, routePath) {
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

/** Route paths of the built site: every slug of the default locale's route table, then 404. */
export function routePaths(root, language = 'tr') {
  const routes = JSON.parse(
    readFileSync(path.join(root, `locales/${language}/routes.json`), 'utf8'),
  );
  return Object.entries(routes.paths).map(([id, routePath]) => ({ id, path: routePath }));
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);
