// Renders every route of the route table to dist/<path>/index.html, plus 404.html, sitemap.xml and
// robots.txt. Each page gets its head tags, critical CSS and modulepreload links for the chunks
// and locale files its first render needs, so hydration starts without a request waterfall.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function prerender({ root }) {
  const dist = path.join(root, 'dist');
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(path.join(root, 'dist-ssr/entry-server.js')).href);

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

  async function writePage(url, outFile, pageFile, namespaces, extraHead = []) {
    const result = await server.render(url);
    const head = [
      result.head,
      ...extraHead,
      ...fontPreloads,
      ...preloadsFor(pageFile, namespaces, server.defaultLanguage),
      result.styles,
    ].join('\n    ');
    const html = template.replace('<!--app-head-->', head).replace('<!--app-html-->', result.html);
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFile(outFile, html);
    return result;
  }

  const pages = server.listPages();
  for (const page of pages) {
    const outFile = path.join(dist, page.path, 'index.html');
    const result = await writePage(page.path, outFile, page.file, page.namespaces);
    if (result.isNotFound) throw new Error(`Route ${page.path} rendered the 404 page`);
  }

  // Static hosts serve 404.html for unknown paths; the client router then renders `*` again.
  const notFound = await writePage(
    '/404',
    path.join(dist, '404.html'),
    server.notFound.file,
    server.notFound.namespaces,
    ['<meta name="robots" content="noindex">'],
  );
  if (!notFound.isNotFound) throw new Error('404.html did not render the not-found page');

  const origin = server.site.origin;
  const urls = pages
    .map((page) => {
      const lastmod = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : '';
      return `  <url><loc>${new URL(page.path, `${origin}/`)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  await writeFile(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await writeFile(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
  // The manifest is a build input for this script, not something to publish.
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
  console.log(`prerendered ${pages.length} pages + 404.html, sitemap.xml, robots.txt`);
}

/** A chunk's file and everything it imports statically, recursively. */
function collectChunk(manifest, chunk, files) {
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const key of chunk.imports ?? []) collectChunk(manifest, manifest[key], files);
  return files;
}
