// The inline scripts of the built HTML: which ones the browser executes, their CSP hashes, and the
// inline handlers no hash can allow. The build hashes every page with hashInlineScripts();
// the tests recompute the hashes from dist/ the same way.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** JavaScript MIME types (HTML spec): a <script> of any other type is a data block. */
const JS_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Non-JavaScript script types the browser still runs under script-src. */
const OTHER_EXECUTABLE = new Set(['module', 'importmap', 'speculationrules']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attributes) ? '' : undefined;
}

/**
 * The inline scripts of a page the browser executes (so the CSP must allow), with their text
 * exactly as written: the bytes the browser hashes. JSON-LD and other data blocks are left out.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    const language = attribute(attributes, 'language');
    const executable =
      type === ''
        ? !language || JS_TYPES.has(`text/${language.toLowerCase()}`)
        : JS_TYPES.has(type) || OTHER_EXECUTABLE.has(type);
    if (executable) scripts.push(text);
  }
  return scripts;
}

/** `sha256-<base64>` of a script's text, as CSP writes it (without the quotes). */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Markup a hash cannot allow: inline event handlers (`onclick="..."`) and `javascript:` URLs.
 * They would need 'unsafe-hashes' or 'unsafe-inline', so the build refuses them.
 */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const tag = match[0];
    if (/^<script\b/i.test(tag)) continue;
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag);
    if (handler) found.push(`${handler[1]} in ${tag.slice(0, 80)}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag)) {
      found.push(`javascript: URL in ${tag.slice(0, 80)}`);
    }
  }
  return found;
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Every built page with its executable inline scripts' hashes, and the sorted union of them.
 * Throws on inline event handlers or `javascript:` URLs.
 */
export async function hashInlineScripts(
  dist: string,
): Promise<{ pages: { file: string; hashes: string[] }[]; hashes: string[] }> {
  const pages: { file: string; hashes: string[] }[] = [];
  const problems: string[] = [];
  for await (const file of htmlFiles(dist)) {
    const html = await readFile(file, 'utf8');
    const relative = path.relative(dist, file);
    for (const problem of inlineHandlers(html)) problems.push(`${relative}: ${problem}`);
    pages.push({ file: relative, hashes: executableInlineScripts(html).map(scriptHash) });
  }
  if (problems.length) {
    throw new Error(
      `Inline event handlers and javascript: URLs cannot pass the CSP without 'unsafe-inline'; ` +
        `move them to a module or an inline <script> (hashed by the build):\n  ${problems.join('\n  ')}`,
    );
  }
  const hashes = [...new Set(pages.flatMap((page) => page.hashes))].sort();
  return { pages, hashes };
}
