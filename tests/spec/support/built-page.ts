/**
 * A built page as a visitor's browser receives it, parsed without running any script: for the
 * rules the prerendered HTML alone decides.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';

const dist = path.resolve('dist');

/** The file the server answers `urlPath` with (`/urunler` -> dist/urunler/index.html). */
function fileOf(urlPath: string) {
  return path.join(dist, urlPath.replace(/\/$/, ''), 'index.html');
}

function parse(html: string) {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
    },
  });
  return new window.DOMParser().parseFromString(html, 'text/html');
}

export type BuiltDocument = ReturnType<typeof parse>;

export const builtPage = (urlPath: string) => parse(readFileSync(fileOf(urlPath), 'utf8'));

/** The not-found page every unknown path of a locale gets (`/en` for English). */
export const builtNotFoundPage = (localePrefix = '') =>
  parse(readFileSync(path.join(dist, localePrefix, '404.html'), 'utf8'));

/** Text with runs of white space as one space, as a reader sees it. */
export const textOf = (node: { textContent: string | null } | null) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
