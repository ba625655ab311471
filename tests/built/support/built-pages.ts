/**
 * The built site as a crawler or a visitor without JavaScript gets it: each page's file in dist/
 * (where tools/build/prerender.ts writes it), parsed once with happy-dom. The parser runs no script
 * and loads nothing, so what the tests see is exactly the prerendered HTML.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { site } from '../../../src/config/site';

export const dist = path.resolve('dist');

/** A file of the build, by its URL path (`/robots.txt`, `/en/404.html`). */
export function builtFilePath(urlPath: string) {
  return path.join(dist, decodeURIComponent(urlPath));
}

/** A text file of the build, by its URL path. */
export function builtText(urlPath: string) {
  return readFileSync(builtFilePath(urlPath), 'utf8');
}

export interface BuiltPage {
  /** The page's URL on the site's origin (links and canonicals resolve against it). */
  url: string;
  html: string;
  document: Document;
}

const parser = new new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
}).DOMParser();
const pages = new Map<string, BuiltPage>();

/**
 * A route's prerendered page (`/en/products` -> dist/en/products/index.html), or a page file named
 * by its own path (`/en/404.html`): read and parsed on first use, then shared by every test.
 */
export function builtPage(urlPath: string): BuiltPage {
  const cached = pages.get(urlPath);
  if (cached) return cached;
  const file = urlPath.endsWith('.html') ? urlPath : path.posix.join(urlPath, 'index.html');
  const html = builtText(file);
  const document = parser.parseFromString(html, 'text/html') as unknown as Document;
  const page = { url: new URL(urlPath, `${site.origin}/`).href, html, document };
  pages.set(urlPath, page);
  return page;
}

/** Text as a reader gets it: whitespace runs collapsed, ends trimmed. */
export const textOf = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
