// Renders every route of every built locale to dist/<path>/index.html (`/urunler`,
// `/en/products`), a 404 page per locale (dist/404.html, dist/en/404.html), sitemap.xml with
// hreflang alternates, and robots.txt. Each page gets its head tags, `<html lang dir>`, critical
// CSS and the font preload. The only script is the island loader from index.html, with a
// modulepreload for each kind of trigger the page's islands use; each island's definition and
// code are fetched when its trigger fires (src/entry-client.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../src/config/site.ts';
import type * as EntryServer from '../../src/entry-server.tsx';

/** What src/entry-server.tsx's `render` returns for one page. */
export type RenderedPage = Awaited<ReturnType<typeof EntryServer.render>>;
type PageEntry = { path: string };

/** `server` is the bundle the build just wrote from src/entry-server.tsx; `site` its config. */
export async function prerender({
  dist,
  server,
  site,
}: {
  dist: string;
  server: typeof EntryServer;
  site: Pick<SiteConfig, 'origin'>;
}): Promise<void> {
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest: Manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  );

  async function writePage(page: PageEntry, outFile: string) {
    const result = await server.render(page.path);
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFile(outFile, pageDocument(template, result, islandPreloads(manifest, result)));
    return result;
  }

  const pages = server.listPages();
  for (const page of pages) {
    const outFile = path.join(dist, page.path, 'index.html');
    const result = await writePage(page, outFile);
    if (result.isNotFound) throw new Error(`Route ${page.path} rendered the 404 page`);
  }

  // Static hosts serve a 404 page for unknown paths (per locale prefix where the host allows;
  // see README "Deploying").
  const notFoundPages = server.listNotFoundPages();
  for (const page of notFoundPages) {
    const result = await writePage(page, path.join(dist, `${page.path}.html`));
    if (!result.isNotFound) throw new Error(`${page.path}.html did not render the 404 page`);
  }

  const origin = site.origin;
  const absolute = (urlPath: string) => xmlEscape(new URL(urlPath, `${origin}/`).toString());
  const links = (page: ReturnType<typeof server.listPages>[number]) =>
    page.alternates.length > 2 ? page.alternates : [];
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
 * The whole document of one page rendered by src/entry-server.tsx's `render`: `<html lang dir>`,
 * head tags, the font preload and critical CSS. The build writes it and `npm run dev` serves it,
 * so what a translator sees while developing is what ships.
 */
export function pageDocument(
  template: string,
  result: Pick<RenderedPage, 'head' | 'styles' | 'html' | 'language' | 'dir'>,
  scriptPreloads: string[] = [],
): string {
  const head = [result.head, ...fontPreloads(result.styles), result.styles, ...scriptPreloads].join(
    '\n    ',
  );
  return fillTemplate(template, {
    htmlAttributes: `lang="${result.language}" dir="${result.dir}"`,
    head,
    body: result.html,
  });
}

/**
 * The font the page's inlined @font-face uses, preloaded at High priority for first paint
 * (`/assets/inter-tr-wght-<hash>.woff2` when built, its source path under Vite's dev server).
 */
const fontPreloads = (styles: string) =>
  [...new Set(styles.match(/[^()'"\s]*\/inter-tr-wght[^()'"\s]*\.woff2/g) ?? [])].map(
    (file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`,
  );

/** Vite's build manifest: each chunk by the source it was built from, with its static imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The modules the island loader arms this page's islands with, as modulepreload links: each kind
 * of trigger they use (`src/app/island-triggers/<kind>.ts`), with the chunks it imports but the
 * loader itself. They load beside the loader, not after it, and a page loads no other trigger's
 * code.
 */
function islandPreloads(manifest: Manifest, result: Pick<RenderedPage, 'islands'>): string[] {
  const kebab = (kind: string) => kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the build manifest`);
    if (chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const kind of new Set(result.islands.flatMap((island) => island.triggers))) {
    add(`src/app/island-triggers/${kebab(kind)}.ts`);
  }
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

/**
 * Puts a rendered page into index.html. Replacer functions, not replacement strings: page copy
 * may contain `$&`, `$'` or `$$`, which String.replace would otherwise interpret.
 */
export function fillTemplate(
  template: string,
  { htmlAttributes, head, body }: { htmlAttributes: string; head: string; body: string },
): string {
  return template
    .replace(/<html[^>]*>/, () => `<html ${htmlAttributes}>`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body);
}

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
