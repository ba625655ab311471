import { builtText } from './built-pages';

export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

/** Every `<url>` of the built sitemap.xml, with its `<loc>` and `<lastmod>`. */
export function readSitemap(): SitemapEntry[] {
  const xml = builtText('/sitemap.xml');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
  }));
}
