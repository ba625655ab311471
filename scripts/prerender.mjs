// Renders every route of every built locale to dist/<path>/index.html (`/urunler`,
// `/en/products`), a 404 page per locale (dist/404.html, dist/en/404.html), sitemap.xml with
// hreflang alternates, and robots.txt. Each page gets its head tags, `<html lang dir>`, critical
// CSS and modulepreload links for the chunks and locale files its first render needs, so
// hydration starts without a request waterfall.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startScriptsAfterFirstPaint } from './preload-tags.mjs';

export async function prerender({ dist, ssrDir }) {
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = collectChunk(manifest, entry, new Set());

  const fontPreloads = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .concat(entry.assets ?? [])
    .filter(
      (file, index, all) => /inter-tr-wght.*\.woff2$/.test(file) && all.indexOf(file) === index,
    )
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`);

  /** modulepreload links for a page module and the locale namespaces it reads. */
  function preloadsFor(pageFile, namespaces, language) {
    const files = new Set();
    const page = manifest[`src/pages/${pageFile}.tsx`];
    if (!page) throw new Error(`No chunk for src/pages/${pageFile}.tsx in the Vite manifest`);
    collectChunk(manifest, page, files);
    for (const ns of namespaces) {
      const locale = manifest[`locales/${language}/${ns}.json`];
      if (!locale) throw new Error(`No chunk for locales/${language}/${ns}.json`);
      collectChunk(manifest, locale, files);
    }
    return [...files]
      .filter((file) => !inEntry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  }

  async function writePage(page, outFile) {
    const result = await server.render(page.path);
    const head = [
      result.head,
      ...fontPreloads,
      ...preloadsFor(page.file, page.namespaces, page.language),
      result.styles,
    ].join('\n    ');
    const html = startScriptsAfterFirstPaint(
      fillTemplate(template, {
        htmlAttributes: `lang="${result.language}" dir="${result.dir}"`,
        head,
        body: result.html,
      }),
    );
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFile(outFile, html);
    return result;
  }

  const pages = server.listPages();
  for (const page of pages) {
    const outFile = path.join(dist, page.path, 'index.html');
    const result = await writePage(page, outFile);
    if (result.isNotFound) throw new Error(`Route ${page.path} rendered the 404 page`);
  }

  // Static hosts serve a 404 page for unknown paths (per locale prefix where the host allows;
  // see README "Deploying"); the client router then renders its locale's `*` route again.
  const notFoundPages = server.listNotFoundPages();
  for (const page of notFoundPages) {
    const result = await writePage(page, path.join(dist, `${page.path}.html`));
    if (!result.isNotFound) throw new Error(`${page.path}.html did not render the 404 page`);
  }

  const origin = server.site.origin;
  const absolute = (urlPath) => xmlEscape(new URL(urlPath, `${origin}/`).toString());
  const links = (page) => (page.alternates.length > 2 ? page.alternates : []);
  const urls = pages
    .map((page) => {
      const lastmod = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : '';
      // Google's sitemap hreflang format: every URL lists all its versions, itself included
      // (nothing when the page exists in one locale only: then it has just itself and x-default).
      const alternates = links(page)
        .map(
          (link) =>
            `\n    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${xmlEscape(link.href)}"/>`,
        )
        .join('');
      return `  <url>\n    <loc>${absolute(page.path)}</loc>${lastmod ? `\n    ${lastmod}` : ''}${alternates}\n  </url>`;
    })
    .join('\n');
  await writeFile(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
  );
  await writeFile(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
  // The manifest is a build input for this script, not something to publish.
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
  const languages = [...new Set(pages.map((page) => page.language))];
  console.log(
    `prerendered ${pages.length} pages in ${languages.join(', ')} + ${notFoundPages.length} 404 pages, sitemap.xml, robots.txt`,
  );
}

/**
 * Puts a rendered page into index.html. Replacer functions, not replacement strings: page copy
 * may contain `$&`, `$'` or `$$`, which String.replace would otherwise interpret.
 */
export function fillTemplate(template, { htmlAttributes, head, body }) {
  return template
    .replace(/<html[^>]*>/, () => `<html ${htmlAttributes}>`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body);
}

function xmlEscape(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/** A chunk's file and everything it imports statically, recursively. */
function collectChunk(manifest, chunk, files) {
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const key of chunk.imports ?? []) collectChunk(manifest, manifest[key], files);
  return files;
}
